/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { listVisibilityCss } from '@/lib/shop-list-css';

const SWITCH = {
  selectId: 'shop-sort',
  controlAttribute: 'controls',
  itemAttribute: 'product-id',
  ownListAttribute: 'own-view',
  views: ['all', 'humor'],
  sorts: ['popular', 'newest'],
} as const;

// What the rules do in a browser, at a tap before and after the scripts: tests/e2e/shop.spec.ts,
// tests/e2e/early-taps.spec.ts and tests/engines/shop-pages.spec.ts.
describe('listVisibilityCss', () => {
  it("puts every card and every other view's own list away, then shows and orders each view and sort's cards by a rule naming its class on the right, the sort looked for in its control", () => {
    const shown = (list: string, sort: string) =>
      `[data-controls]:has(#shop-sort option[value="${sort}"]:checked) ~ * .list-${list}__${sort}{visibility:revert-layer;content-visibility:revert-layer;height:revert-layer;margin:revert-layer;padding:revert-layer;display:revert-layer;order:var(--order-${sort})}`;
    const putAway =
      '{visibility:hidden;content-visibility:hidden;height:0;margin:0;padding:0;order:2147483647}';
    expect(listVisibilityCss(SWITCH).split('\n')).toEqual([
      `[data-choice-scope] [data-product-id]${putAway}`,
      '@supports not (content-visibility:hidden){[data-choice-scope] [data-product-id]{display:none}}',
      `[data-choice-scope][data-chosen-all] ${shown('all', 'popular')}`,
      `[data-choice-scope][data-chosen-all] ${shown('all', 'newest')}`,
      `[data-choice-scope][data-chosen-humor] ${shown('humor', 'popular')}`,
      `[data-choice-scope][data-chosen-humor] ${shown('humor', 'newest')}`,
      `[data-choice-scope][data-chosen-all] [data-own-view]:not([data-own-view="all"])${putAway}`,
      `[data-choice-scope][data-chosen-humor] [data-own-view]:not([data-own-view="humor"])${putAway}`,
    ]);
  });

  it('shows the cards of the view chosen in the sort chosen, as the page is, with no script', () => {
    document.body.innerHTML = `<style>${listVisibilityCss(SWITCH)}</style>
      <div data-choice-scope data-chosen-all>
        <div data-controls><select id="shop-sort"><option value="popular">Popular</option><option value="newest">Newest</option></select></div>
        <ul>
          <li data-product-id="1" class="list-all__popular list-humor__popular list-humor__newest">1</li>
          <li data-product-id="2" class="list-all__popular list-all__newest">2</li>
          <li data-product-id="3" class="list-humor__newest">3</li>
        </ul>
      </div>
      <ul><li data-product-id="4" class="list-humor__newest">outside the shop</li></ul>`;
    const shown = () =>
      [...document.querySelectorAll('li')]
        .filter((item) => getComputedStyle(item).visibility !== 'hidden')
        .map((item) => item.textContent);
    expect(shown()).toEqual(['1', '2', 'outside the shop']);
    document.querySelector('select')!.value = 'newest';
    expect(shown()).toEqual(['2', 'outside the shop']);
    const scope = document.querySelector('[data-choice-scope]')!;
    scope.removeAttribute('data-chosen-all');
    scope.setAttribute('data-chosen-humor', '');
    expect(shown()).toEqual(['1', '3', 'outside the shop']);
  });

  it("puts a category's own list away whole while another view is chosen, and shows it, in the sort chosen, while its own is", () => {
    document.body.innerHTML = `<style>${listVisibilityCss(SWITCH)}</style>
      <div data-choice-scope data-chosen-humor>
        <div data-controls><select id="shop-sort"><option value="popular">Popular</option><option value="newest">Newest</option></select></div>
        <div>
          <ul data-own-view="humor">
            <li data-product-id="1" class="list-humor__popular list-humor__newest">1</li>
            <li data-product-id="3" class="list-humor__newest">3</li>
          </ul>
          <ul><li data-product-id="1" class="list-all__popular">1, for All</li></ul>
        </div>
      </div>`;
    const ownList = document.querySelector('[data-own-view]')!;
    const shown = () =>
      [...document.querySelectorAll('li')]
        .filter(
          (item) =>
            getComputedStyle(item).visibility !== 'hidden' &&
            (!ownList.contains(item) || getComputedStyle(ownList).visibility !== 'hidden'),
        )
        .map((item) => item.textContent);
    expect(shown()).toEqual(['1']);
    document.querySelector('select')!.value = 'newest';
    expect(shown()).toEqual(['1', '3']);
    const scope = document.querySelector('[data-choice-scope]')!;
    scope.removeAttribute('data-chosen-humor');
    scope.setAttribute('data-chosen-all', '');
    expect(getComputedStyle(ownList)).toMatchObject({ visibility: 'hidden', height: '0px' });
    document.querySelector('select')!.value = 'popular';
    expect(shown()).toEqual(['1, for All']);
  });

  it('refuses a name that is not a plain token, so nothing can escape its rule', () => {
    expect(() => listVisibilityCss({ ...SWITCH, itemAttribute: 'a b' })).toThrow(
      new Error('item attribute "a b" must be letters, digits, _ or -'),
    );
    expect(() => listVisibilityCss({ ...SWITCH, views: ['"]{}</style>'] })).toThrow(
      new Error('choice ""]{}</style>" must be letters, digits, _ or -'),
    );
    expect(() => listVisibilityCss({ ...SWITCH, ownListAttribute: 'a]' })).toThrow(
      new Error('own list attribute "a]" must be letters, digits, _ or -'),
    );
    expect(() => listVisibilityCss({ ...SWITCH, selectId: 'x y' })).toThrow(
      new Error('select id "x y" must be letters, digits, _ or -'),
    );
  });
});
