/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { listVisibilityCss } from '@/lib/shop-list-css';

const SWITCH = {
  scopeAttribute: 'shop',
  chipAttribute: 'category-chip',
  selectId: 'shop-sort',
  itemAttribute: 'lists',
  views: ['all', 'humor'],
  sorts: ['popular', 'newest'],
} as const;

// What the rules do in a browser, at a tap before and after the scripts: tests/e2e/shop.spec.ts,
// tests/e2e/early-taps.spec.ts and tests/engines/shop-pages.spec.ts.
describe('listVisibilityCss', () => {
  it('hides, for each view and sort, every card not of their list: one rule each, inside the shop', () => {
    expect(listVisibilityCss(SWITCH).split('\n')).toEqual([
      '[data-shop]:has([data-category-chip="all"][aria-current="page"]):has(#shop-sort option[value="popular"]:checked) [data-lists]:not([data-lists~="all__popular"]){display:none}',
      '[data-shop]:has([data-category-chip="all"][aria-current="page"]):has(#shop-sort option[value="newest"]:checked) [data-lists]:not([data-lists~="all__newest"]){display:none}',
      '[data-shop]:has([data-category-chip="humor"][aria-current="page"]):has(#shop-sort option[value="popular"]:checked) [data-lists]:not([data-lists~="humor__popular"]){display:none}',
      '[data-shop]:has([data-category-chip="humor"][aria-current="page"]):has(#shop-sort option[value="newest"]:checked) [data-lists]:not([data-lists~="humor__newest"]){display:none}',
    ]);
  });

  it('shows the cards of the chip marked current in the sort chosen, as the page is, with no script', () => {
    document.body.innerHTML = `<style>${listVisibilityCss(SWITCH)}</style>
      <div data-shop>
        <a data-category-chip="all" aria-current="page">All</a><a data-category-chip="humor">Humor</a>
        <select id="shop-sort"><option value="popular">Popular</option><option value="newest">Newest</option></select>
        <ul>
          <li data-lists="all__popular humor__popular humor__newest">1</li>
          <li data-lists="all__popular all__newest">2</li>
          <li data-lists="humor__newest">3</li>
        </ul>
      </div>`;
    const shown = () =>
      [...document.querySelectorAll('li')]
        .filter((item) => getComputedStyle(item).display !== 'none')
        .map((item) => item.textContent);
    expect(shown()).toEqual(['1', '2']);
    document.querySelector('select')!.value = 'newest';
    expect(shown()).toEqual(['2']);
    document.querySelector('[aria-current]')!.removeAttribute('aria-current');
    document.querySelector('[data-category-chip="humor"]')!.setAttribute('aria-current', 'page');
    expect(shown()).toEqual(['1', '3']);
  });

  it('refuses a name that is not a plain token, so nothing can escape its rule', () => {
    expect(() => listVisibilityCss({ ...SWITCH, scopeAttribute: 'a b' })).toThrow(
      new Error('scope attribute "a b" must be letters, digits, _ or -'),
    );
    expect(() => listVisibilityCss({ ...SWITCH, views: ['"]{}</style>'] })).toThrow(
      new Error('view ""]{}</style>" must be letters, digits, _ or -'),
    );
    expect(() => listVisibilityCss({ ...SWITCH, selectId: 'x y' })).toThrow(
      new Error('select id "x y" must be letters, digits, _ or -'),
    );
  });
});
