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

// What the rules do in a browser, at a tap before and after the scripts and with none (the option checked):
// tests/e2e/shop.spec.ts, tests/e2e/early-taps.spec.ts and tests/engines/shop-pages.spec.ts.
describe('listVisibilityCss', () => {
  it("puts every card and every other view's own list away, then shows the cards that follow every sort of a view by a rule keyed on the view alone, after any sort's first cards, then shows and orders each view and sort's cards by a selector naming its pair on the scope and its class on the right, one rule per sort; with no script, the sort looked for in its control", () => {
    const declarations = (sort: string) =>
      `{visibility:inherit;content-visibility:auto;height:auto;margin:-0.5rem -0.5rem 1rem;padding:0.5rem;display:list-item;order:var(--order-${sort})}`;
    const shown = (list: string, sort: string) =>
      `[data-choice-scope][data-showing-${list}__${sort}] .list-${list}__${sort}`;
    const shownWithoutScript = (list: string, sort: string) =>
      `[data-choice-scope][data-chosen-${list}] [data-controls]:has(#shop-sort option[value="${sort}"]:checked) ~ * .list-${list}__${sort}`;
    const putAway =
      '{visibility:hidden;content-visibility:hidden;height:0;margin:0;padding:0;order:2147483647}';
    expect(listVisibilityCss(SWITCH).split('\n')).toEqual([
      `[data-choice-scope] [data-product-id]${putAway}`,
      '@supports not (content-visibility:hidden){[data-choice-scope] [data-product-id]{display:none}}',
      // Before the pairs' rules, so that a card one sort puts first takes that sort's place while it is chosen.
      `[data-choice-scope][data-chosen-all] .list-all__every-sort,[data-choice-scope][data-chosen-humor] .list-humor__every-sort${declarations('popular').replace('var(--order-popular)', 'calc(var(--order-popular) + 1073741824)')}`,
      `${shown('all', 'popular')},${shown('humor', 'popular')}${declarations('popular')}`,
      `${shown('all', 'newest')},${shown('humor', 'newest')}${declarations('newest')}`,
      `@media (scripting:none){${shownWithoutScript('all', 'popular')},${shownWithoutScript('humor', 'popular')}${declarations('popular')}${shownWithoutScript('all', 'newest')},${shownWithoutScript('humor', 'newest')}${declarations('newest')}}`,
      `[data-choice-scope][data-chosen-all] [data-own-view]:not([data-own-view="all"])${putAway}`,
      `[data-choice-scope][data-chosen-humor] [data-own-view]:not([data-own-view="humor"])${putAway}`,
    ]);
  });

  /** Marks the scope with `view` and `sort` chosen, as the loader does at a tap (lib/inline-loader/link-choices.ts). */
  const choose = (view: string, sort: string) => {
    const scope = document.querySelector('[data-choice-scope]')!;
    for (const name of scope.getAttributeNames())
      if (name.startsWith('data-chosen-') || name.startsWith('data-showing-'))
        scope.removeAttribute(name);
    scope.setAttribute(`data-chosen-${view}`, '');
    scope.setAttribute(`data-showing-${view}__${sort}`, '');
  };

  /** The shop with All and Popular chosen, holding `items`, and `outside` after it. */
  const renderShop = (items: string, outside = '') => {
    document.body.innerHTML = `<style>${listVisibilityCss(SWITCH)}</style>
      <div data-choice-scope data-chosen-all data-showing-all__popular>
        <div data-controls><select id="shop-sort"><option value="popular">Popular</option><option value="newest">Newest</option></select></div>
        <ul>${items}</ul>
      </div>${outside}`;
  };
  const shownItems = () =>
    [...document.querySelectorAll('li')]
      .filter((item) => getComputedStyle(item).visibility !== 'hidden')
      .map((item) => item.textContent);

  it('shows the cards of the view and the sort chosen, as the page is marked', () => {
    renderShop(
      `<li data-product-id="1" class="list-all__popular list-humor__popular list-humor__newest">1</li>
        <li data-product-id="2" class="list-all__popular list-all__newest">2</li>
        <li data-product-id="3" class="list-humor__newest">3</li>`,
      '<ul><li data-product-id="4" class="list-humor__newest">outside the shop</li></ul>',
    );
    expect(shownItems()).toEqual(['1', '2', 'outside the shop']);
    choose('all', 'newest');
    expect(shownItems()).toEqual(['2', 'outside the shop']);
    choose('humor', 'newest');
    expect(shownItems()).toEqual(['1', '3', 'outside the shop']);
  });

  it('shows a card that follows every sort of its view in each of them, and only while that view is chosen', () => {
    renderShop(
      `<li data-product-id="1" class="list-all__every-sort list-all__newest">1</li>
        <li data-product-id="2" class="list-all__every-sort">2</li>
        <li data-product-id="3" class="list-all__newest list-humor__every-sort">3</li>`,
    );
    expect(shownItems()).toEqual(['1', '2']);
    choose('all', 'newest');
    expect(shownItems()).toEqual(['1', '2', '3']);
    choose('humor', 'popular');
    expect(shownItems()).toEqual(['3']);
  });

  it("puts a category's own list away whole while another view is chosen, and shows it, in the sort chosen, while its own is", () => {
    document.body.innerHTML = `<style>${listVisibilityCss(SWITCH)}</style>
      <div data-choice-scope data-chosen-humor data-showing-humor__popular>
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
    choose('humor', 'newest');
    expect(shown()).toEqual(['1', '3']);
    choose('all', 'newest');
    expect(getComputedStyle(ownList)).toMatchObject({ visibility: 'hidden', height: '0px' });
    choose('all', 'popular');
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
