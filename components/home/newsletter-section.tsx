import type { NewsletterCopy } from '@/data/home-copy';
import { buttonVariants } from '@/components/ui/button-variants';
import { Container } from '@/components/ui/container';

/** An email field and a button with no handler: nothing is submitted. */
export function NewsletterSection({ newsletter }: { newsletter: NewsletterCopy }) {
  return (
    <section aria-labelledby="newsletter-title" className="bg-band text-on-band">
      <Container width="3xl" className="py-16 text-center">
        <h2 id="newsletter-title" className="text-3xl sm:text-4xl">
          {newsletter.title}
        </h2>
        <p className="mt-3 text-lg text-on-band/90">{newsletter.text}</p>
        <div className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            {newsletter.inputLabel}
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={newsletter.placeholder}
            className="min-h-12 flex-1 rounded-full border-2 border-on-band bg-surface px-5 text-ink placeholder:text-muted"
          />
          <button type="button" className={buttonVariants({ intent: 'inverse' })}>
            {newsletter.buttonLabel}
          </button>
        </div>
      </Container>
    </section>
  );
}
