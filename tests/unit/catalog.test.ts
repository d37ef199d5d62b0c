/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ORIGINAL_PRICE, PRICE } from '@/data/constants';
import { testimonials } from '@/data/home';
import { products } from '@/data/products';
import { featuredReviews } from '@/data/reviews';
import { BADGES, CATEGORIES, PRODUCT_VIEWS, SIZES } from '@/data/types';
import { avatarImagePath, productImagePath } from '@/data/image-paths';
import { sizeChart } from '@/data/size-guide';
import { formatInchRange } from '@/data/size-guide-copy';

/** The spec's products, by id: the catalog starts with these, and a product added later comes after them. */
const SPEC_SLUGS = [
  'mamas-boobery',
  'dairy-farm',
  'milk-bar',
  'new-mom-tarot',
  'gentle-parenting-dropout',
  'overstimulated-moms',
  'pie-chart',
  'raccoon-dropout',
  'tired-moms-book-club',
  'sleepy-mommy-tarot',
  'mamas-boobery-classic',
  'mamas-dairy-farm-vintage',
  'mamas-milk-bar-classic',
  'moms-hardly-functioning',
  'moms-heavy-leaking',
  'moms-hardly-milking',
  'mamas-breastaurant',
  'mama-blue-floral',
  'mama-colorful-floral',
  'mom-circle-of-love',
  'mama-mommy-mom-bruh',
  'girl-mama-pink',
  'girl-mama-bow-collection',
  'colorful-mama-typography',
  'boy-mama-heart',
  'boy-mom-club',
];

const PRODUCTS_21_TO_26 = [
  { id: 21, name: 'Mama Mommy Mom Bruh Sweatshirt', category: 'Humor', badge: 'New' },
  {
    id: 22,
    name: 'Girl Mama Pink Typography Sweatshirt',
    category: 'Feminine',
    badge: 'Bestseller',
  },
  { id: 23, name: 'Girl Mama Bow Collection Sweatshirt', category: 'Feminine', badge: 'Trending' },
  { id: 24, name: 'Colorful Mama Typography Sweatshirt', category: 'Modern', badge: 'New' },
  { id: 25, name: 'Boy Mama Heart Script Sweatshirt', category: 'Modern', badge: 'Bestseller' },
  { id: 26, name: 'Boy Mom Club Bow Sweatshirt', category: 'Community', badge: 'Limited' },
];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

describe('the catalog', () => {
  it('numbers its products 1, 2, 3… in order', () => {
    expect(products.map((product) => product.id)).toEqual(
      Array.from({ length: products.length }, (_, index) => index + 1),
    );
  });

  it("starts with the spec's products under their published slugs, in id order, and uses each slug once", () => {
    expect(products.slice(0, SPEC_SLUGS.length).map((product) => product.slug)).toEqual(SPEC_SLUGS);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
  });

  it('gives products 21 to 26 their published names, categories and badges', () => {
    for (const expected of PRODUCTS_21_TO_26) {
      const product = products.find((candidate) => candidate.id === expected.id);
      expect({
        id: product?.id,
        name: product?.name,
        category: product?.category,
        badge: product?.badge,
      }).toEqual(expected);
    }
  });

  it('names every product uniquely, each a sweatshirt', () => {
    const names = products.map((product) => product.name);
    expect(new Set(names).size).toBe(products.length);
    for (const name of names) expect(name).toMatch(/ Sweatshirt$/);
  });

  it('fills every category filter with at least one product, and uses no other category', () => {
    for (const category of CATEGORIES) {
      expect(products.filter((product) => product.category === category).length).toBeGreaterThan(0);
    }
    for (const product of products) expect(CATEGORIES).toContain(product.category);
  });

  it('badges most products from the badge set and leaves some without', () => {
    const badged = products.filter((product) => product.badge !== undefined);
    for (const product of badged) expect(BADGES).toContain(product.badge);
    expect(badged.length).toBeGreaterThan(13);
    expect(badged.length).toBeLessThan(products.length);
  });

  // Prices are the owner's to set (data/content, checked by the schema: tests/unit/content-schema.test.ts;
  // issue 42 has her change one); the spec's are what a new design starts from.
  it("starts a design at the spec's 39.99, down from 54.99", () => {
    expect([PRICE, ORIGINAL_PRICE]).toEqual([39.99, 54.99]);
  });

  it('sells every product in Charcoal Gray and every size XS to XXL', () => {
    for (const product of products) {
      expect(product.colors).toEqual(['Charcoal Gray']);
      expect(product.sizes).toEqual([...SIZES]);
    }
  });

  it('gives every product four images, one per view, under its own slug', () => {
    for (const product of products) {
      expect(product.images).toEqual(
        PRODUCT_VIEWS.map((view) => productImagePath(product.slug, view)),
      );
      expect(product.images).toHaveLength(4);
    }
  });

  // The spec's figures, on the spec's designs; a design the owner adds may have no reviews yet.
  it("rates the spec's products between 4.6 and 4.9 with plausible review counts", () => {
    for (const product of products.slice(0, SPEC_SLUGS.length)) {
      expect(product.rating).toBeGreaterThanOrEqual(4.6);
      expect(product.rating).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(product.reviews)).toBe(true);
      expect(product.reviews).toBeGreaterThan(0);
      expect(product.reviews).toBeLessThanOrEqual(1834);
    }
    // The spec's products 21 to 26: 1,234 to 1,834 reviews each.
    for (const product of products.slice(20, SPEC_SLUGS.length)) {
      expect(product.reviews).toBeGreaterThanOrEqual(1234);
      expect(product.reviews).toBeLessThanOrEqual(1834);
    }
  });

  it('describes every product with its own description and five features', () => {
    // The spec's designs at length; what a design the owner adds says is hers (the schema: not empty).
    for (const product of products.slice(0, SPEC_SLUGS.length))
      expect(product.description.length).toBeGreaterThan(80);
    for (const product of products) {
      expect(product.features).toHaveLength(5);
      for (const feature of product.features) expect(feature.trim()).not.toBe('');
    }
    const descriptions = products.map((product) => product.description);
    expect(new Set(descriptions).size).toBe(products.length);
  });

  // Its length (50 to 160) and that no page shares it: tests/e2e/seo.spec.ts, on every exported page.
  it("gives the spec's products a search description that says what it is", () => {
    for (const product of products.slice(0, SPEC_SLUGS.length))
      expect(product.searchDescription).toMatch(/nursing sweatshirt/i);
  });

  it('has every product out of stock, as Add to Cart tells the shopper', () => {
    for (const product of products) expect(product.availability).toBe('OutOfStock');
  });

  it('carries 3 to 5 customer reviews per spec product, rated 4 or 5, none copied between products', () => {
    // A design the owner adds may have none yet.
    for (const product of products.slice(0, SPEC_SLUGS.length)) {
      expect(product.customerReviews.length).toBeGreaterThanOrEqual(3);
      expect(product.customerReviews.length).toBeLessThanOrEqual(5);
      for (const review of product.customerReviews) {
        expect([4, 5]).toContain(review.rating);
        expect(review.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
        expect(typeof review.verified).toBe('boolean');
      }
    }
    const texts = products.flatMap((product) =>
      product.customerReviews.map((review) => review.text),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives every product a print the artwork generator can draw', () => {
    for (const { print } of products) {
      // A design may go without a print when the owner's photos show every view; the shop's have one.
      if (!print) throw new Error('a product of the shop has no print');
      expect(print.lines.length).toBeGreaterThan(0);
      for (const line of print.lines) expect(line.trim()).not.toBe('');
      expect(print.inks.length).toBeGreaterThanOrEqual(2);
      expect(print.inks.length).toBeLessThanOrEqual(3);
      for (const ink of print.inks) expect(ink).toMatch(HEX_COLOR);
    }
    const tarot = products.filter((product) => product.slug.includes('tarot'));
    for (const product of tarot) expect(product.print?.style).toBe('tarot');
  });

  it('contains no placeholder copy', () => {
    const copy = JSON.stringify(products);
    expect(copy).not.toMatch(/lorem|ipsum|TODO|Product \d/i);
  });
});

// The copy itself (benefits, values, measuring advice, the newsletter offer) is checked where it shows, in
// tests/e2e/home.spec.ts and tests/e2e/content-pages.spec.ts.
describe('the content modules', () => {
  it('has three testimonials with a rating, text, name, age, location and avatar', () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      expect(testimonial.age).toBeGreaterThan(17);
      expect(testimonial.location).toMatch(/^[A-Z][A-Za-z .]+, [A-Z]{2}$/);
      expect(testimonial.image).toMatch(/^\/images\/avatars\/[a-z0-9-]+\.webp$/);
    }
  });

  it('finds each avatar at its person’s name in lower case, one hyphen between words', () => {
    expect(avatarImagePath('Sarah M.')).toBe('/images/avatars/sarah-m.webp');
    expect(avatarImagePath('Mary J. Blige')).toBe('/images/avatars/mary-j-blige.webp');
  });

  it('has six featured reviews, each naming a product in the catalog', () => {
    const names = new Set(products.map((product) => product.name));
    expect(featuredReviews).toHaveLength(6);
    for (const review of featuredReviews) {
      expect(names).toContain(review.product);
      expect(review.image).toMatch(/^\/images\/avatars\/[a-z0-9-]+\.webp$/);
    }
  });

  it('shows a range of inches in the chart as 33–35, with an en dash', () => {
    expect(formatInchRange({ min: 33, max: 35 })).toBe('33–35');
  });

  it('charts sizes XS to XXL with ranges that grow with the size', () => {
    expect(sizeChart.map((row) => row.size)).toEqual([...SIZES]);
    for (const row of sizeChart) {
      for (const range of [row.bust, row.waist, row.hips])
        expect(range.min).toBeLessThan(range.max);
    }
    for (let index = 1; index < sizeChart.length; index += 1) {
      const previous = sizeChart[index - 1]!;
      const current = sizeChart[index]!;
      expect(current.bust.min).toBeGreaterThanOrEqual(previous.bust.max);
      expect(current.waist.min).toBeGreaterThanOrEqual(previous.waist.max);
      expect(current.hips.min).toBeGreaterThanOrEqual(previous.hips.max);
    }
  });
});
