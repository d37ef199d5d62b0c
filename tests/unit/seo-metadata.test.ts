/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import manifest from '@/app/manifest';
import { metadata as notFoundMetadata } from '@/app/not-found';
import { SHOP_NAME, SHOP_TAGLINE } from '@/data/constants';
import { ALL_PNG_ICONS, ICON_SVG_PATH } from '@/lib/seo/icons';
import {
  DESCRIPTION_LENGTH,
  contentPageMetadata,
  pageMetadata,
  pageTitle,
  productOpenGraphTags,
  rootMetadata,
} from '@/lib/seo/metadata';
import { SITE_URL, absoluteUrl } from '@/lib/seo/site-url';

/** The share image a link to the page shows, as its og:image. */
function shareImageOf(metadata: Metadata) {
  return (metadata.openGraph?.images as { url: string }[] | undefined)?.[0];
}

const shop = {
  title: 'Shop the Collection',
  description: 'Every zip-access nursing sweatshirt we make, in every size from XS to XXL.',
  path: '/shop',
  image: '/og/shop.png',
  imageAlt: 'Nursing sweatshirts from Milk & Mischief',
};

describe('SITE_URL', () => {
  const original = process.env.NEXT_PUBLIC_SITE_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = original;
  });

  it('is NEXT_PUBLIC_SITE_URL, checked by lib/public-config.ts, when the module loads', async () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://milkandmischief.com/';
    let siteUrl = '';
    await jest.isolateModulesAsync(async () => {
      siteUrl = (await import('@/lib/seo/site-url')).SITE_URL;
    });
    expect(siteUrl).toBe('https://milkandmischief.com');
  });
});

describe('absoluteUrl', () => {
  it('has one canonical form: no trailing slash, the home page as the bare origin', () => {
    const base = 'https://milkandmischief.com';
    expect(absoluteUrl('/', base)).toBe('https://milkandmischief.com');
    expect(absoluteUrl('/', 'https://you.github.io/shop')).toBe('https://you.github.io/shop/');
    expect(absoluteUrl('/cart', 'https://you.github.io/shop')).toBe(
      'https://you.github.io/shop/cart',
    );
    expect(absoluteUrl('/shop', base)).toBe('https://milkandmischief.com/shop');
    expect(absoluteUrl('/shop/', base)).toBe('https://milkandmischief.com/shop');
    expect(absoluteUrl('/shop//', base)).toBe('https://milkandmischief.com/shop');
    expect(absoluteUrl('products/milk-bar', base)).toBe(
      'https://milkandmischief.com/products/milk-bar',
    );
  });

  it('leaves a URL that is already absolute as it is, but not a path whose query names one', () => {
    const base = 'https://milkandmischief.com';
    for (const url of ['https://cdn.example.com/milk-bar.jpg', 'http://127.0.0.1:54321/a.jpg']) {
      expect(absoluteUrl(url, base)).toBe(url);
    }
    expect(absoluteUrl('/share?next=https://example.com/a', base)).toBe(
      'https://milkandmischief.com/share?next=https://example.com/a',
    );
  });
});

describe('pageTitle', () => {
  it("adds the shop's name once", () => {
    expect(pageTitle('Shop the Collection')).toBe(`Shop the Collection | ${SHOP_NAME}`);
    expect(pageTitle("Mama's Boobery Sweatshirt")).toBe(
      `Mama's Boobery Sweatshirt | Milk & Mischief`,
    );
    expect(pageTitle(SHOP_NAME)).toBe(SHOP_NAME);
    expect(pageTitle(`About | ${SHOP_NAME}`)).toBe(`About | ${SHOP_NAME}`);
  });
});

describe('pageMetadata', () => {
  it('refuses a description results pages would cut or that says too little', () => {
    const ofLength = (length: number) => 'a'.repeat(length);
    expect(DESCRIPTION_LENGTH).toEqual({ min: 50, max: 160 });
    for (const length of [50, 160]) {
      expect(pageMetadata({ ...shop, description: ofLength(length) }).description).toHaveLength(
        length,
      );
    }
    for (const length of [49, 161]) {
      expect(() => pageMetadata({ ...shop, description: ofLength(length) })).toThrow(
        `The description of /shop has ${length} characters`,
      );
    }
  });
});

describe('pageMetadata on indexed pages', () => {
  it('says its one robots rule: indexed, links followed, share image shown large', () => {
    expect(pageMetadata(shop).robots).toEqual({
      index: true,
      follow: true,
      'max-image-preview': 'large',
    });
  });

  it('names its canonical URL, and the preview a shared link shows: title, text, URL and large image', () => {
    const metadata = pageMetadata(shop);
    const title = `Shop the Collection | ${SHOP_NAME}`;
    const image = absoluteUrl('/og/shop.png');
    expect(metadata.title).toEqual({ absolute: title });
    expect(metadata.alternates).toEqual({ canonical: absoluteUrl('/shop') });
    expect(metadata.openGraph).toEqual({
      title,
      description: shop.description,
      url: absoluteUrl('/shop'),
      siteName: SHOP_NAME,
      locale: 'en_US',
      type: 'website',
      images: [{ url: image, width: 1200, height: 630, alt: shop.imageAlt, type: 'image/jpeg' }],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title,
      description: shop.description,
      images: [{ url: image, alt: shop.imageAlt }],
    });
  });
});

describe('a product page', () => {
  it("leaves og:type to its own tags, which say 'product' and its price in dollars", () => {
    expect(pageMetadata({ ...shop, openGraphType: 'product' }).openGraph).not.toHaveProperty(
      'type',
    );
    expect(productOpenGraphTags(39.99)).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '39.99' },
      { property: 'product:price:currency', content: 'USD' },
    ]);
  });
});

describe('contentPageMetadata', () => {
  const text = {
    description: 'A page of Milk & Mischief, the shop of zip-access nursing sweatshirts.',
    imageAlt: 'Nursing sweatshirts from Milk & Mischief',
  };

  it('keeps the cart out of search results and puts the other pages in, from data/routes.ts', () => {
    const cart = contentPageMetadata('cart', text);
    expect(cart.robots).toEqual({ index: false, follow: true });
    expect(cart.alternates).toBeUndefined();
    const about = contentPageMetadata('about', text);
    expect(about.robots).toMatchObject({ index: true });
    expect(about.alternates).toEqual({ canonical: absoluteUrl('/about') });
  });

  it("shares each page's own image: /og/home.jpg for the home page, /og/<path>.jpg for the others", () => {
    expect(shareImageOf(contentPageMetadata('home', text))?.url).toBe(absoluteUrl('/og/home.jpg'));
    expect(shareImageOf(contentPageMetadata('about', text))?.url).toBe(
      absoluteUrl('/og/about.jpg'),
    );
    expect(shareImageOf(contentPageMetadata('sizeGuide', text))?.url).toBe(
      absoluteUrl('/og/size-guide.jpg'),
    );
  });
});

describe('rootMetadata and the web manifest', () => {
  it('resolve every page against the site and give it the shop as its defaults', () => {
    const metadata = rootMetadata();
    expect(String(metadata.metadataBase)).toBe(`${SITE_URL}/`);
    expect(metadata).toMatchObject({
      applicationName: SHOP_NAME,
      title: SHOP_NAME,
      description: SHOP_TAGLINE,
      openGraph: { siteName: SHOP_NAME, locale: 'en_US', type: 'website' },
      twitter: { card: 'summary_large_image' },
    });
  });

  it('link favicon.ico, the SVG favicon from app/, the Apple touch icon and the manifest icons', () => {
    expect(rootMetadata().icons).toEqual({
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    });
    // Next exports app/icon.svg at /icon.svg.
    expect(existsSync(path.join(process.cwd(), 'app', ICON_SVG_PATH))).toBe(true);
    expect(manifest().icons).toEqual([
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
  });

  it('link only PNG icons that scripts/icons renders, each at the size it is linked with', () => {
    const linked = [
      ...(rootMetadata().icons as { apple: { url: string; sizes: string }[] }).apple.map((icon) => [
        icon.url,
        icon.sizes,
      ]),
      ...(manifest().icons ?? [])
        .filter((icon) => icon.type === 'image/png')
        .map((icon) => [icon.src, icon.sizes]),
    ];
    expect(linked).toHaveLength(4);
    expect(ALL_PNG_ICONS.map((icon) => [icon.path, `${icon.size}x${icon.size}`])).toEqual(linked);
  });
});

describe('pageMetadata on pages kept out of search results', () => {
  it('still names the page in og:url, with no canonical URL, and one robots rule (on the 404 page, the one Next writes)', () => {
    const cart = pageMetadata({ ...shop, noindex: true });
    const notFound = pageMetadata({ ...shop, noindex: 'not-found-page' });
    for (const metadata of [cart, notFound]) {
      expect(metadata.openGraph?.url).toBe(absoluteUrl('/shop'));
      expect(metadata.alternates).toBeUndefined();
    }
    expect(cart.robots).toEqual({ index: false, follow: true });
    expect(notFound.robots).toBeUndefined();
  });

  it('shares the 404 page with an image of its own, /og/not-found.jpg', () => {
    expect(shareImageOf(notFoundMetadata)?.url).toBe(absoluteUrl('/og/not-found.jpg'));
  });
});

describe('productOpenGraphTags', () => {
  it('writes a whole-dollar price to the cent (every catalog price has cents: tests/e2e/seo.spec.ts)', () => {
    expect(productOpenGraphTags(40)).toContainEqual({
      property: 'product:price:amount',
      content: '40.00',
    });
  });
});
