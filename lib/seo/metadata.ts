import type { Metadata } from 'next';
import { CURRENCY, SHOP_NAME, SHOP_TAGLINE } from '@/data/constants';
import { DESCRIPTION_LENGTH } from '@/data/meta-description';
import { CONTENT_PAGES, type ContentPageName } from '@/data/routes';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, pageShareKey, shareImagePath } from '@/lib/images';
import { APPLE_TOUCH_ICON, FAVICON_ICO, ICON_SVG_PATH } from './icons';
import { schemaPrice } from './json-ld';
import { SITE_URL, absoluteUrl } from './site-url';

export interface PageMetadataInput {
  /** The page's own title, without the shop suffix (a product: its name). */
  title: string;
  description: string;
  /** The page's path, e.g. '/shop' or '/products/milk-bar'. */
  path: string;
  /** The 1200×630 share image path, e.g. '/og/shop.jpg'. */
  image: string;
  imageAlt: string;
  /**
   * Keep the page out of search results (the cart, the 404 page): no canonical URL, and a `noindex, follow`
   * robots tag, but on the 404 page ('not-found-page'), where Next writes its own `noindex` tag and a
   * second one would only repeat it. Every other page says `index, follow, max-image-preview:large`: one
   * rule on every page, which also lets search show its share image large.
   */
  noindex?: boolean | 'not-found-page';
  /**
   * 'product' leaves og:type out of the metadata: Next can only write the types it knows (website, article…),
   * so a product page writes og:type and its price itself (<ProductOpenGraph>, from productOpenGraphTags).
   */
  openGraphType?: 'website' | 'product';
}

/** How long a meta description may be (data/meta-description.ts): pageMetadata refuses anything else. */
export { DESCRIPTION_LENGTH };

function checkedDescription(description: string, path: string): string {
  const { length } = description;
  if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
    throw new Error(
      `The description of ${path} has ${length} characters; write one of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}: "${description}"`,
    );
  }
  return description;
}

/** 'Shop' → 'Shop | Milk & Mischief'; the shop's own name stays as it is. */
export function pageTitle(title: string): string {
  const suffix = ` | ${SHOP_NAME}`;
  if (title === SHOP_NAME || title.endsWith(suffix)) return title;
  return `${title}${suffix}`;
}

export interface OpenGraphTag {
  property: string;
  content: string;
}

/**
 * A product page's Open Graph type and price, written as `<meta property=…>` by <ProductOpenGraph>: Next's
 * metadata cannot say og:type 'product', and its `other` field writes `name=`, which Open Graph does not read.
 */
export function productOpenGraphTags(price: number, currency: string = CURRENCY): OpenGraphTag[] {
  return [
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: schemaPrice(price) },
    { property: 'product:price:currency', content: currency },
  ];
}

function robotsRule(noindex: boolean): Metadata['robots'] {
  return noindex
    ? { index: false, follow: true }
    : { index: true, follow: true, 'max-image-preview': 'large' };
}

/** Title, description, canonical and share tags for one page, all URLs absolute. Every page's `metadata` goes through here. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  noindex = false,
  openGraphType = 'website',
}: PageMetadataInput): Metadata {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return {
    title: { absolute: fullTitle },
    description: checkedDescription(description, path),
    ...(noindex ? {} : { alternates: { canonical: url } }),
    ...(noindex === 'not-found-page' ? {} : { robots: robotsRule(noindex) }),
    openGraph: {
      title: fullTitle,
      description,
      // Open Graph requires it on every page, indexed or not: it is where a shared preview leads.
      url,
      siteName: SHOP_NAME,
      locale: 'en_US',
      ...(openGraphType === 'website' ? { type: 'website' as const } : {}),
      images: [
        {
          url: imageUrl,
          width: SHARE_IMAGE_SIZE.width,
          height: SHARE_IMAGE_SIZE.height,
          alt: imageAlt,
          type: SHARE_IMAGE_TYPE,
        },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: imageUrl, alt: imageAlt }],
    },
  };
}

/**
 * A content page's metadata: its title, path and indexing from its row in CONTENT_PAGES (data/routes.ts),
 * its share image by its path; the page writes its description and the share image's alt text.
 */
export function contentPageMetadata(
  name: ContentPageName,
  { description, imageAlt }: Pick<PageMetadataInput, 'description' | 'imageAlt'>,
): Metadata {
  const { path, title, indexed } = CONTENT_PAGES[name];
  return pageMetadata({
    title,
    description,
    path,
    image: shareImagePath(pageShareKey(path)),
    imageAlt,
    noindex: !indexed,
  });
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
      icon: [
        {
          url: FAVICON_ICO.path,
          sizes: FAVICON_ICO.sizes.map((size) => `${size}x${size}`).join(' '),
        },
        { url: ICON_SVG_PATH, type: 'image/svg+xml', sizes: 'any' },
      ],
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
