/**
 * The tap measure's control table: which controls each route gets, and what its effect checks answer for
 * a page in a given state (jsdom has no layout, so "visible" is whatever the test says).
 */
import { products } from '@/data/products';
import { TAP_CONTROLS, controlsOn, type TapKind } from '@/scripts/bench/tap-controls';
import type { PageHelpers } from '@/scripts/bench/tap-probe';

const everythingVisible: PageHelpers = {
  isVisible: (element) => !element.closest('[hidden]'),
  dialogWithHeading: () => false,
};

function effectOf(kind: TapKind, route = '/products/milk-bar') {
  const entry = TAP_CONTROLS.find((control) => control.kind === kind)!;
  return () => entry.effect(entry.expected(route), everythingVisible);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('controlsOn', () => {
  it('gives every route the menu, the shop its filter and sort, product pages their controls', () => {
    const kinds = (route: string) => controlsOn(route).map((control) => control.kind);
    expect(kinds('/')).toEqual(['menu']);
    expect(kinds('/shop')).toEqual(['menu', 'category', 'sort']);
    expect(kinds('/products/milk-bar')).toEqual([
      'menu',
      'thumbnail',
      'size',
      'quantity',
      'add-to-cart',
      'size-guide',
      'share',
    ]);
  });
});

describe('effect checks', () => {
  it('quantity: 2 is the effect, 3 is the tap run twice', () => {
    const check = effectOf('quantity');
    for (const [shown, state] of [
      ['1', 'none'],
      ['2', 'done'],
      ['3', 'twice'],
    ]) {
      document.body.innerHTML = `<span data-testid="quantity-value">${shown}</span>`;
      expect(check()).toBe(state);
    }
  });

  it('category: done only when the visible cards are exactly the Humor products', () => {
    const humor = products.filter((product) => product.category === 'Humor');
    const cards = (hiddenIf: (category: string) => boolean) =>
      products
        .map(
          (product) =>
            `<li data-product-id="${product.id}" ${hiddenIf(product.category) ? 'hidden' : ''}></li>`,
        )
        .join('');
    const check = effectOf('category', '/shop');
    expect(humor.length).toBeGreaterThan(0);
    document.body.innerHTML = `<ul>${cards(() => false)}</ul>`;
    expect(check()).toBe('none');
    document.body.innerHTML = `<ul>${cards((category) => category !== 'Humor')}</ul>`;
    expect(check()).toBe('done');
  });

  it('size: done when the radio labelled M is checked', () => {
    const check = effectOf('size');
    const radios = (checked: string) =>
      ['S', 'M', 'L']
        .map(
          (size) =>
            `<label><input type="radio" name="size" ${size === checked ? 'checked' : ''}>${size}</label>`,
        )
        .join('');
    document.body.innerHTML = radios('S');
    expect(check()).toBe('none');
    document.body.innerHTML = radios('M');
    expect(check()).toBe('done');
  });

  it('menu: done when the navigation named Mobile is shown', () => {
    const check = effectOf('menu', '/');
    document.body.innerHTML = '<nav aria-label="Mobile" hidden></nav>';
    expect(check()).toBe('none');
    document.body.innerHTML = '<nav aria-label="Mobile"></nav>';
    expect(check()).toBe('done');
  });
});
