/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { sortOrderCss, sortOrderProperty } from '@/lib/sort-order-css';

// What the rules do in a browser (the order shown at once, with and without script): tests/e2e/shop.spec.ts
// and tests/e2e/early-taps.spec.ts.
describe('sortOrderCss', () => {
  it('orders the items by the property of the option checked, one rule per sort', () => {
    const css = sortOrderCss({
      selectId: 'shop-sort',
      controlAttribute: 'controls',
      itemAttribute: 'product-id',
      sorts: ['popular', 'newest'],
    });
    expect(css.split('\n')).toEqual([
      '[data-controls]:has(#shop-sort option[value="popular"]:checked) ~ * [data-product-id]{order:var(--order-popular)}',
      '[data-controls]:has(#shop-sort option[value="newest"]:checked) ~ * [data-product-id]{order:var(--order-newest)}',
    ]);
    expect(sortOrderProperty('price-asc')).toBe('--order-price-asc');
  });

  it('refuses a name that is not a plain token, so nothing can escape its rule', () => {
    const safe = {
      selectId: 'shop-sort',
      controlAttribute: 'controls',
      itemAttribute: 'product-id',
      sorts: ['newest'],
    };
    expect(() => sortOrderCss({ ...safe, selectId: 'a b' })).toThrow(
      new Error('select id "a b" must be letters, digits, _ or -'),
    );
    expect(() => sortOrderCss({ ...safe, controlAttribute: 'a]' })).toThrow(
      new Error('control attribute "a]" must be letters, digits, _ or -'),
    );
    expect(() => sortOrderCss({ ...safe, itemAttribute: 'x]' })).toThrow(
      new Error('attribute "x]" must be letters, digits, _ or -'),
    );
    expect(() => sortOrderCss({ ...safe, sorts: ['"]{}'] })).toThrow(
      new Error('sort ""]{}" must be letters, digits, _ or -'),
    );
    expect(() => sortOrderProperty('a b')).toThrow(
      new Error('sort "a b" must be letters, digits, _ or -'),
    );
  });
});
