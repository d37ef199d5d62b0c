import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

export const viewport: Viewport = {
  themeColor: '#b0305a',
  width: 'device-width',
  initialScale: 1,
};

export const metadata: Metadata = {
  title: 'Milk & Mischief',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${displayFont.variable} ${bodyFont.variable}`}>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
