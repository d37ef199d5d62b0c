/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { currentLinkCss } from '@/lib/current-link-css';

// What the rules do in a browser (a chip's category shown at once, with and without script):
// tests/e2e/shop.spec.ts, tests/e2e/early-taps.spec.ts and tests/engines/shop-pages.spec.ts.
describe('currentLinkCss', () => {
  it('hides the items of other values while the link of a value is current, one rule per value', () => {
    const css = currentLinkCss({
      linkAttribute: 'category-chip',
      itemAttribute: 'category',
      values: ['humor', 'floral'],
    });
    expect(css.split('\n')).toEqual([
      ':root:has([data-category-chip="humor"][aria-current="page"]) [data-category]:not([data-category="humor"]){display:none}',
      ':root:has([data-category-chip="floral"][aria-current="page"]) [data-category]:not([data-category="floral"]){display:none}',
    ]);
  });

  it('refuses a name that is not a plain token, so nothing can escape its rule', () => {
    const safe = { linkAttribute: 'category-chip', itemAttribute: 'category', values: ['humor'] };
    expect(() => currentLinkCss({ ...safe, linkAttribute: 'a b' })).toThrow(
      new Error('link attribute "a b" must be letters, digits, _ or -'),
    );
    expect(() => currentLinkCss({ ...safe, itemAttribute: 'x]' })).toThrow(
      new Error('item attribute "x]" must be letters, digits, _ or -'),
    );
    expect(() => currentLinkCss({ ...safe, values: ['"]{}</style>'] })).toThrow(
      new Error('value ""]{}</style>" must be letters, digits, _ or -'),
    );
  });
});
