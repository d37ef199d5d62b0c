/**
 * The site's icons. app/icon.svg is the brand mark (Next serves it as the favicon; a test holds it to
 * components/layout/brand-mark.tsx); scripts/icons renders the PNGs and favicon.ico below from it at build
 * time (they are gitignored).
 */
import { PALETTE } from '@/data/palette';

/** The browser's own bars by day (the brand token), and on a phone set to dark (the dark theme's page). */
export const BRAND_THEME_COLOR = PALETTE.light.brand;
export const NIGHT_THEME_COLOR = PALETTE.dark.cream;
export const BRAND_BACKGROUND_COLOR = PALETTE.light.cream;

/** The SVG favicon, as Next exports it from app/icon.svg. */
export const ICON_SVG_PATH = '/icon.svg';

/**
 * /favicon.ico: browsers, feed readers and crawlers ask for it whatever the page links. One file holding the
 * mark at 16, 32 and 48 pixels (tabs, desktops, search results), each frame a PNG (scripts/icons/ico.ts).
 */
export const FAVICON_ICO = { path: '/favicon.ico', sizes: [16, 32, 48] } as const;

export interface PngIcon {
  path: string;
  size: number;
  /** 'maskable' icons keep the mark inside the central 80% safe zone on a full-bleed background. */
  purpose: 'any' | 'maskable';
}

/** 180×180, at the root path iOS also probes on its own. */
export const APPLE_TOUCH_ICON: PngIcon = {
  path: '/apple-touch-icon.png',
  size: 180,
  purpose: 'any',
};

/** Web-manifest icons; the 512 one is also the Organization logo in JSON-LD. */
export const MANIFEST_ICONS: PngIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

export const LOGO_PATH = '/icons/icon-512.png';

export const ALL_PNG_ICONS: PngIcon[] = [APPLE_TOUCH_ICON, ...MANIFEST_ICONS];
