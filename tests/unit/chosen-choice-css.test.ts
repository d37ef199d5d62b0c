/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { chosenItemCss } from '@/lib/chosen-choice-css';

// What the rules do in a browser (a chip's count line and page links shown at once, with and without
// script): tests/e2e/shop.spec.ts, tests/e2e/early-taps.spec.ts and tests/engines/shop-pages.spec.ts.
describe('chosenItemCss', () => {
  it('hides the items of other choices while the scope carries a choice, one rule per choice', () => {
    const css = chosenItemCss({ itemAttribute: 'count-for', choices: ['humor', 'floral'] });
    expect(css.split('\n')).toEqual([
      '[data-choice-scope][data-chosen-humor] [data-count-for]:not([data-count-for="humor"]){display:none}',
      '[data-choice-scope][data-chosen-floral] [data-count-for]:not([data-count-for="floral"]){display:none}',
    ]);
    document.body.innerHTML = `<style>${css}</style>
      <p data-choice-scope data-chosen-floral>
        <span data-count-for="all">26</span><span data-count-for="humor">5</span><span data-count-for="floral">1</span>
      </p>`;
    const shown = () =>
      [...document.querySelectorAll('span')]
        .filter((item) => getComputedStyle(item).display !== 'none')
        .map((item) => item.textContent);
    expect(shown()).toEqual(['1']);
    const scope = document.querySelector('[data-choice-scope]')!;
    scope.removeAttribute('data-chosen-floral');
    // A choice with no rule of its own (the shop's "All" view in this test) hides nothing.
    scope.setAttribute('data-chosen-all', '');
    expect(shown()).toEqual(['26', '5', '1']);
  });

  it('refuses a name that is not a plain token, so nothing can escape its rule', () => {
    const safe = { itemAttribute: 'count-for', choices: ['humor'] };
    expect(() => chosenItemCss({ ...safe, itemAttribute: 'x]' })).toThrow(
      new Error('item attribute "x]" must be letters, digits, _ or -'),
    );
    expect(() => chosenItemCss({ ...safe, choices: ['"]{}</style>'] })).toThrow(
      new Error('choice ""]{}</style>" must be letters, digits, _ or -'),
    );
  });
});
