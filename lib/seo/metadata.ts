import type { Metadata } from 'next';
import { SHOP_NAME } from '@/data/constants';

export interface PageMetadataInput {
  /** The page's own title, without the shop suffix. */
  title: string;
  description: string;
  /** The page's path, e.g. '/shop' or '/products/milk-bar'. */
  path: string;
  /** The 1200×630 share image path, e.g. '/og/shop.png'. */
  image: string;
  imageAlt: string;
}

/** Title, description, canonical and share tags for one page. Every page's `metadata` goes through here. */
export function pageMetadata({ title, description, path, image, imageAlt }: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${SHOP_NAME}`;
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: SHOP_NAME,
      type: 'website',
      images: [{ url: image, width: 1200, height: 630, alt: imageAlt }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
