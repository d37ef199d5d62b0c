/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { sortOrderProperty, whileSortChosen } from '@/lib/sort-order-css';

// What the rules built of these do in a browser (the order shown at once, with and without script):
// tests/e2e/shop.spec.ts and tests/e2e/early-taps.spec.ts; the rules themselves: shop-list-css.test.ts.
describe('sort-order-css', () => {
  it('looks for the option checked inside the control, and names the property of an item’s place', () => {
    expect(whileSortChosen({ selectId: 'shop-sort', controlAttribute: 'controls' }, 'newest')).toBe(
      '[data-controls]:has(#shop-sort option[value="newest"]:checked) ~ *',
    );
    expect(sortOrderProperty('price-asc')).toBe('--order-price-asc');
  });

  it('refuses a name that is not a plain token, so nothing can escape its rule', () => {
    const safe = { selectId: 'shop-sort', controlAttribute: 'controls' };
    expect(() => whileSortChosen({ ...safe, selectId: 'a b' }, 'newest')).toThrow(
      new Error('select id "a b" must be letters, digits, _ or -'),
    );
    expect(() => whileSortChosen({ ...safe, controlAttribute: 'a]' }, 'newest')).toThrow(
      new Error('control attribute "a]" must be letters, digits, _ or -'),
    );
    expect(() => whileSortChosen(safe, '"]{}')).toThrow(
      new Error('sort ""]{}" must be letters, digits, _ or -'),
    );
    expect(() => sortOrderProperty('a b')).toThrow(
      new Error('sort "a b" must be letters, digits, _ or -'),
    );
  });
});
