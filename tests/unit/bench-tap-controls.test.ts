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

const sizes = (checked: string) =>
  ['S', 'M', 'L']
    .map(
      (size) =>
        `<label><input type="radio" name="size" ${size === checked ? 'checked' : ''}>${size}</label>`,
    )
    .join('');
const cards = (shown: (category: string) => boolean) =>
  products
    .map(
      (product) =>
        `<li data-product-id="${product.id}" ${shown(product.category) ? '' : 'hidden'}></li>`,
    )
    .join('');

describe('effect checks', () => {
  it.each<[TapKind, string, string]>([
    // Quantity: 2 is the effect, 3 is the tap run twice.
    ['quantity', 'none', '<span data-testid="quantity-value">1</span>'],
    ['quantity', 'done', '<span data-testid="quantity-value">2</span>'],
    ['quantity', 'twice', '<span data-testid="quantity-value">3</span>'],
    // Category: done only when the visible cards are exactly the Humor products.
    ['category', 'none', `<ul>${cards(() => true)}</ul>`],
    ['category', 'done', `<ul>${cards((category) => category === 'Humor')}</ul>`],
    ['size', 'none', sizes('S')],
    ['size', 'done', sizes('M')],
    ['menu', 'none', '<nav aria-label="Mobile" hidden></nav>'],
    ['menu', 'done', '<nav aria-label="Mobile"></nav>'],
  ])('%s: %s', (kind, state, html) => {
    document.body.innerHTML = html;
    expect(effectOf(kind)()).toBe(state);
  });
});
