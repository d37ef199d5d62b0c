import { clsx } from 'clsx';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HydrationSignal } from '@/components/layout/hydration-signal';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { BRAND_THEME_COLOR, NIGHT_THEME_COLOR } from '@/lib/seo/icons';
import { rootMetadata } from '@/lib/seo/metadata';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

export const viewport: Viewport = {
  // Media-keyed, so a phone set to dark gets dark browser bars; `colorScheme` lets the browser draw its
  // first canvas and native controls dark before the stylesheet says so.
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: BRAND_THEME_COLOR },
    { media: '(prefers-color-scheme: dark)', color: NIGHT_THEME_COLOR },
  ],
  colorScheme: 'light dark',
  width: 'device-width',
  initialScale: 1,
};

export const metadata: Metadata = rootMetadata();

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="en"
      className={clsx(displayFont.variable, bodyFont.variable)}
      data-scroll-behavior="smooth"
    >
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand px-5 py-3 font-bold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <HydrationSignal />
      </body>
    </html>
  );
}
