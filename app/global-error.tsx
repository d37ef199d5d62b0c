'use client';

import type { CSSProperties } from 'react';
import { useEffect } from 'react';
import { ERROR_TITLE, errorDigest, errorSummary } from '@/components/errors/error-summary';
import { GLOBAL_ERROR_PALETTE_CSS } from '@/components/errors/global-error-palette';
import { SHOP_NAME } from '@/data/constants';
import { PAGE_PATHS } from '@/data/routes';

/*
 * Replaces the root layout when the layout itself fails, so globals.css and the fonts may be
 * missing: the brand's colors, light and dark, are custom properties of this document's own style
 * element (components/errors/global-error-palette.ts), which the inline styles below read.
 */
const palette = {
  cream: 'var(--color-cream)',
  ink: 'var(--color-ink)',
  muted: 'var(--color-muted)',
  brand: 'var(--color-brand)',
  brandDark: 'var(--color-brand-dark)',
  onBrand: 'var(--color-on-brand)',
};

const styles: Record<string, CSSProperties> = {
  body: {
    margin: 0,
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: palette.cream,
    color: palette.ink,
    fontFamily: 'system-ui, sans-serif',
    textAlign: 'center',
    padding: '2rem 1rem',
    boxSizing: 'border-box',
  },
  main: { maxWidth: '36rem' },
  brand: {
    margin: 0,
    fontWeight: 700,
    color: palette.brandDark,
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
  },
  title: { margin: '1rem 0 0', fontFamily: 'Georgia, serif', fontSize: '2rem', lineHeight: 1.2 },
  summary: {
    margin: '1.25rem 0 0',
    fontWeight: 700,
    color: palette.brandDark,
    overflowWrap: 'anywhere',
  },
  note: { margin: '0.75rem 0 0', color: palette.muted },
  actions: {
    marginTop: '2rem',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.75rem',
    justifyContent: 'center',
  },
  primary: {
    minHeight: '44px',
    padding: '0.625rem 1.5rem',
    border: 0,
    borderRadius: '999px',
    background: palette.brand,
    color: palette.onBrand,
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
  },
  secondary: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '0 1.5rem',
    boxSizing: 'border-box',
    border: `2px solid ${palette.brand}`,
    borderRadius: '999px',
    color: palette.brandDark,
    fontWeight: 700,
    textDecoration: 'none',
  },
};

/** The last-resort error screen, with its own document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = errorDigest(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body style={styles.body}>
        <style>{GLOBAL_ERROR_PALETTE_CSS}</style>
        <title>{`${ERROR_TITLE} | ${SHOP_NAME}`}</title>
        <main style={styles.main}>
          <p style={styles.brand}>{SHOP_NAME}</p>
          <h1 style={styles.title}>{ERROR_TITLE}</h1>
          <p style={styles.summary}>{errorSummary(error)}</p>
          {digest && <p style={styles.note}>Reference: {digest}</p>}
          <div style={styles.actions}>
            <button type="button" onClick={retry} style={styles.primary}>
              Try again
            </button>
            {/* A plain link, for a full page load: the app itself just failed. */}
            <a href={PAGE_PATHS.home} style={styles.secondary}>
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
