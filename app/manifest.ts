import type { MetadataRoute } from 'next';
import { SHOP_NAME, SHOP_TAGLINE } from '@/data/constants';
import {
  BRAND_BACKGROUND_COLOR,
  BRAND_THEME_COLOR,
  ICON_SVG_PATH,
  MANIFEST_ICONS,
} from '@/lib/seo/icons';

// Written to out/manifest.webmanifest at build time (static export needs this).
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SHOP_NAME,
    short_name: 'Milk&Mischief',
    description: SHOP_TAGLINE,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_THEME_COLOR,
    background_color: BRAND_BACKGROUND_COLOR,
    icons: [
      { src: ICON_SVG_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...MANIFEST_ICONS.map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
  };
}
