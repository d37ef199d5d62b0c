/** @jest-environment node */
import { SHOP_NAME } from '@/data/constants';
import {
  DESCRIPTION_LENGTH,
  pageMetadata,
  pageTitle,
  productOpenGraphTags,
  rootMetadata,
} from '@/lib/seo/metadata';
import { indexablePaths } from '@/lib/seo/routes';
import { SITE_URL, absoluteUrl } from '@/lib/seo/site-url';

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

  it('is NEXT_PUBLIC_SITE_URL, checked by lib/config.ts, when the module loads', async () => {
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
    expect(absoluteUrl('products/milk-bar', base)).toBe(
      'https://milkandmischief.com/products/milk-bar',
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
  it('gives title, description, absolute canonical, Open Graph and a large Twitter card', () => {
    const metadata = pageMetadata(shop);
    expect(metadata.title).toEqual({ absolute: `Shop the Collection | ${SHOP_NAME}` });
    expect(metadata.description).toBe(shop.description);
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/shop`);
    expect(metadata.robots).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({
      title: `Shop the Collection | ${SHOP_NAME}`,
      description: shop.description,
      url: `${SITE_URL}/shop`,
      type: 'website',
      siteName: SHOP_NAME,
      images: [{ url: `${SITE_URL}/og/shop.png`, width: 1200, height: 630, alt: shop.imageAlt }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: `${SITE_URL}/og/shop.png`, alt: shop.imageAlt }],
    });
  });

  it('keeps a noindex page out of search results and gives it no canonical', () => {
    const metadata = pageMetadata({ ...shop, path: '/404', noindex: true });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
  });

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

  it('leaves og:type to the product page itself, which Next cannot write as "product"', () => {
    const metadata = pageMetadata({ ...shop, openGraphType: 'product' });
    expect(metadata.openGraph).not.toHaveProperty('type');
    expect(metadata.openGraph).toMatchObject({ title: `Shop the Collection | ${SHOP_NAME}` });
    expect(metadata.other).toBeUndefined();
  });
});

describe('productOpenGraphTags', () => {
  it("is og:type 'product' with the price to the cent and its currency, as property= tags", () => {
    expect(productOpenGraphTags(39.99)).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '39.99' },
      { property: 'product:price:currency', content: 'USD' },
    ]);
    expect(productOpenGraphTags(40)).toContainEqual({
      property: 'product:price:amount',
      content: '40.00',
    });
  });
});

describe('rootMetadata', () => {
  it('names favicon.ico with the sizes it holds, and the SVG icon', () => {
    expect(rootMetadata().icons).toMatchObject({
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      ],
    });
  });
});

describe('indexablePaths', () => {
  it('is the five content pages and the 26 products, each once, without the cart', () => {
    const paths = indexablePaths();
    expect(paths).toHaveLength(31);
    expect(new Set(paths).size).toBe(31);
    expect(paths.slice(0, 5)).toEqual(['/', '/shop', '/about', '/reviews', '/size-guide']);
    expect(paths).not.toContain('/cart');
    expect(paths.filter((path) => path.startsWith('/products/'))).toHaveLength(26);
  });
});
