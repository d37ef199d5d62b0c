import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Container } from '@/components/ui/container';
import { ERROR_TITLE, errorDigest, errorSummary } from './error-summary';
import { PAGE_PATHS } from '@/data/routes';

export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const digest = errorDigest(error);
  return (
    <section aria-labelledby="error-title" className="bg-blush">
      <Container width="2xl" className="flex flex-col items-center py-20 text-center md:py-28">
        <h1 id="error-title" className="text-3xl text-ink sm:text-4xl">
          {ERROR_TITLE}
        </h1>
        <p className="mt-5 max-w-xl rounded-2xl bg-surface px-5 py-4 font-bold break-words text-brand-dark shadow-sm">
          {errorSummary(error)}
        </p>
        {digest && <p className="mt-3 text-sm text-muted">Reference: {digest}</p>}
        <p className="mt-5 text-lg text-muted">
          Something went wrong on our side. Trying again usually does it; if not, the home page is
          safe.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onRetry} className={buttonVariants()}>
            Try again
          </button>
          <Link href={PAGE_PATHS.home} className={buttonVariants({ intent: 'secondary' })}>
            Return to Home
          </Link>
        </div>
      </Container>
    </section>
  );
}
