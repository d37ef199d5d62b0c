'use client';

import { useEffect } from 'react';
import { ERROR_TITLE, errorDigest, errorSummary } from '@/components/errors/error-summary';
import { SHOP_NAME } from '@/data/constants';
import { PAGE_PATHS } from '@/data/routes';

/**
 * The last-resort error screen: it replaces the root layout, with a document of its own, when the layout
 * itself fails. The site's style sheet is still there: every exported page carries it inline in its head
 * (scripts/export/inline-stylesheets.ts), and React, taking the document over, keeps the head's `<style>`
 * and stylesheet `<link>` elements (react-dom's clearing of the head singleton). So the screen wears the
 * tokens, and with them the dark theme, for no code of its own. The layout's font variables are gone with
 * the layout: the faces are named here, as they were before.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = errorDigest(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center px-4 py-8 text-center font-[system-ui,sans-serif]">
        <title>{`${ERROR_TITLE} | ${SHOP_NAME}`}</title>
        <main className="max-w-xl">
          <p className="font-bold tracking-widest text-brand-dark uppercase">{SHOP_NAME}</p>
          <h1 className="mt-4 font-[Georgia,serif] text-[2rem]/[1.2]">{ERROR_TITLE}</h1>
          <p className="mt-5 font-bold wrap-anywhere text-brand-dark">{errorSummary(error)}</p>
          {digest && <p className="mt-3 text-muted">Reference: {digest}</p>}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={retry}
              className="min-h-11 cursor-pointer rounded-full bg-brand px-6 py-2.5 font-bold text-on-brand"
            >
              Try again
            </button>
            {/* A plain link, for a full page load: the app itself just failed. */}
            <a
              href={PAGE_PATHS.home}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-brand px-6 font-bold text-brand-dark"
            >
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
