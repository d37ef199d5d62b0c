import type { Metadata } from 'next';
import { CURRENCY, SHOP_NAME, SHOP_TAGLINE } from '@/data/constants';
import { SHARE_IMAGE_SIZE } from '@/lib/images';
import { roundToCents } from '@/lib/money';
import { APPLE_TOUCH_ICON, ICON_SVG_PATH } from './icons';
import { SITE_URL, absoluteUrl } from './site-url';

export interface PageMetadataInput {
  /** The page's own title, without the shop suffix (a product: its name). */
  title: string;
  description: string;
  /** The page's path, e.g. '/shop' or '/products/milk-bar'. */
  path: string;
  /** The 1200×630 share image path, e.g. '/og/shop.png'. */
  image: string;
  imageAlt: string;
  /** Keep the page out of search results (the 404 page). Such a page gets no canonical URL. */
  noindex?: boolean;
  /** Extra `<meta name content>` tags, e.g. productPriceMeta(39.99). */
  other?: Record<string, string>;
}

/** 'Shop' → 'Shop | Milk & Mischief'; the shop's own name stays as it is. */
export function pageTitle(title: string): string {
  const suffix = ` | ${SHOP_NAME}`;
  if (title === SHOP_NAME || title.endsWith(suffix)) return title;
  return `${title}${suffix}`;
}

/**
 * Open Graph product price tags. Next's types know no og:type 'product', so these go through `metadata.other`
 * (rendered as `<meta name="product:price:amount" content="39.99">`, which Facebook and Pinterest read).
 */
export function productPriceMeta(
  price: number,
  currency: string = CURRENCY,
): Record<string, string> {
  return {
    'product:price:amount': roundToCents(price).toFixed(2),
    'product:price:currency': currency,
  };
}

/** Title, description, canonical and share tags for one page, all URLs absolute. Every page's `metadata` goes through here. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  noindex = false,
  other,
}: PageMetadataInput): Metadata {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return {
    title: { absolute: fullTitle },
    description,
    ...(noindex ? { robots: { index: false, follow: true } } : { alternates: { canonical: url } }),
    openGraph: {
      title: fullTitle,
      description,
      ...(noindex ? {} : { url }),
      siteName: SHOP_NAME,
      locale: 'en_US',
      type: 'website',
      images: [
        {
          url: imageUrl,
          width: SHARE_IMAGE_SIZE.width,
          height: SHARE_IMAGE_SIZE.height,
          alt: imageAlt,
          type: 'image/png',
        },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: imageUrl, alt: imageAlt }],
    },
    ...(other ? { other } : {}),
  };
}

/** The root layout's metadata: the base every relative URL resolves against, the defaults, the icons. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(`${SITE_URL}/`),
    applicationName: SHOP_NAME,
    title: SHOP_NAME,
    description: SHOP_TAGLINE,
    // Setting `icons` here replaces what Next would derive from app/icon.svg, so the favicon is named too.
    icons: {
      icon: [{ url: ICON_SVG_PATH, type: 'image/svg+xml', sizes: 'any' }],
      apple: [
        {
          url: APPLE_TOUCH_ICON.path,
          sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
          type: 'image/png',
        },
      ],
    },
    openGraph: { siteName: SHOP_NAME, locale: 'en_US', type: 'website' },
    twitter: { card: 'summary_large_image' },
  };
}
