/** @jest-environment node */
import { SHOP_NAME } from '@/data/constants';
import {
  DESCRIPTION_LENGTH,
  pageMetadata,
  pageTitle,
  productOpenGraphTags,
} from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site-url';

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
});

describe('productOpenGraphTags', () => {
  it('writes a whole-dollar price to the cent (every catalog price has cents: tests/e2e/seo.spec.ts)', () => {
    expect(productOpenGraphTags(40)).toContainEqual({
      property: 'product:price:amount',
      content: '40.00',
    });
  });
});
