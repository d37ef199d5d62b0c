import Link from 'next/link';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { ERROR_TITLE, errorDigest, errorSummary } from './error-summary';
import { PAGE_PATHS } from '@/data/routes';

/** The route error screen, inside the site's frame: the title, the status or message, and two ways out. */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const digest = errorDigest(error);
  return (
    <section aria-labelledby="error-title" className="bg-blush">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 md:py-28">
        <h1 id="error-title" className="text-3xl text-ink sm:text-4xl">
          {ERROR_TITLE}
        </h1>
        <p className="mt-5 max-w-xl rounded-2xl bg-white px-5 py-4 font-bold break-words text-brand-dark shadow-sm">
          {errorSummary(error)}
        </p>
        {digest && <p className="mt-3 text-sm text-muted">Reference: {digest}</p>}
        <p className="mt-5 text-lg text-muted">
          Something went wrong on our side. Trying again usually does it; if not, the home page is
          safe.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onRetry} className={primaryButton}>
            Try again
          </button>
          <Link href={PAGE_PATHS.home} className={secondaryButton}>
            Return to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
