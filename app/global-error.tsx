'use client';

import { useEffect } from 'react';
import { ERROR_TITLE, errorDigest, errorSummary } from '@/components/errors/error-summary';
import { GLOBAL_ERROR_CSS } from '@/components/errors/global-error-style';
import { SHOP_NAME } from '@/data/constants';
import { PAGE_PATHS } from '@/data/routes';

/**
 * The last-resort error screen, with its own document: it replaces the root layout when the layout itself
 * fails, so globals.css and the fonts may be missing, and it brings its own style sheet, light and dark
 * (components/errors/global-error-style.ts).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = errorDigest(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body>
        <style>{GLOBAL_ERROR_CSS}</style>
        <title>{`${ERROR_TITLE} | ${SHOP_NAME}`}</title>
        <main>
          <p className="brand">{SHOP_NAME}</p>
          <h1>{ERROR_TITLE}</h1>
          <p>{errorSummary(error)}</p>
          {digest && <p className="note">Reference: {digest}</p>}
          <div>
            <button type="button" onClick={retry}>
              Try again
            </button>
            {/* A plain link, for a full page load: the app itself just failed. */}
            <a href={PAGE_PATHS.home}>Return to Home</a>
          </div>
        </main>
      </body>
    </html>
  );
}
