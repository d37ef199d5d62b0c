/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { countText, listingCrumbs } from '@/lib/listing-page';

const SHOP = { label: 'All', href: '/shop', category: null };
const HUMOR = { label: 'Humor', href: '/shop/humor', category: 'Humor' };

describe('listingCrumbs', () => {
  it('leads from Home through the shop to the page, the page itself linking nowhere', () => {
    expect(listingCrumbs(SHOP, 1)).toEqual([]);
    expect(listingCrumbs(SHOP, 3)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Shop', path: '/shop' },
      { label: 'Page 3' },
    ]);
    expect(listingCrumbs(HUMOR, 1)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Shop', path: '/shop' },
      { label: 'Humor' },
    ]);
    expect(listingCrumbs(HUMOR, 2)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Shop', path: '/shop' },
      { label: 'Humor', path: '/shop/humor' },
      { label: 'Page 2' },
    ]);
  });
});

describe('countText', () => {
  it('counts all of a listing that shows whole, and the range of one that does not', () => {
    expect(countText(1, 1, 1)).toBe('Showing 1 product');
    expect(countText(1, 26, 26)).toBe('Showing 26 products');
    expect(countText(1, 32, 1040)).toBe('Showing 1–32 of 1,040 products');
    expect(countText(33, 64, 70)).toBe('Showing 33–64 of 70 products');
  });
});
