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

function effectOf(kind: TapKind, route = kind === 'sort' ? '/shop' : '/products/milk-bar') {
  const entry = TAP_CONTROLS.find((control) => control.kind === kind)!;
  return () => entry.effect(entry.expected(route), everythingVisible);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('controlsOn', () => {
  it('gives every route the menu, the shop and its categories their chips and the sort, product pages their controls', () => {
    const kinds = (route: string) => controlsOn(route).map((control) => control.kind);
    expect(kinds('/')).toEqual(['menu']);
    expect(kinds('/shop')).toEqual(['menu', 'category', 'sort']);
    expect(kinds('/shop/humor')).toEqual(['menu', 'category', 'sort']);
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
/** Cards in this order of ids (jsdom lays nothing out: the first in the DOM is the first shown). */
const cards = (ids: number[]) => ids.map((id) => `<li data-product-id="${id}"></li>`).join('');
const idsOf = (category?: string) =>
  products
    .filter((product) => !category || product.category === category)
    .map((product) => product.id);

describe('effect checks', () => {
  it.each<[TapKind, string, string]>([
    // Quantity: 2 is the effect, 3 is the tap run twice.
    ['quantity', 'none', '<span data-testid="quantity-value">1</span>'],
    ['quantity', 'done', '<span data-testid="quantity-value">2</span>'],
    ['quantity', 'twice', '<span data-testid="quantity-value">3</span>'],
    // Sort (Newest): done when the card shown first is the newest design.
    ['sort', 'none', `<ul>${cards(idsOf())}</ul>`],
    ['sort', 'done', `<ul>${cards(idsOf().reverse())}</ul>`],
    // Category (Feminine): done when the cards shown are exactly its designs.
    ['category', 'none', `<ul>${cards(idsOf())}</ul>`],
    [
      'category',
      'done',
      `<ul>${idsOf()
        .map(
          (id) =>
            `<li data-product-id="${id}"${idsOf('Feminine').includes(id) ? '' : ' hidden'}></li>`,
        )
        .join('')}</ul>`,
    ],
    ['size', 'none', sizes('S')],
    ['size', 'done', sizes('M')],
    ['menu', 'none', '<nav aria-label="Mobile" hidden></nav>'],
    ['menu', 'done', '<nav aria-label="Mobile"></nav>'],
  ])('%s: %s', (kind, state, html) => {
    document.body.innerHTML = html;
    expect(effectOf(kind)()).toBe(state);
  });

  it("sort: on a category's page, done when its own newest design is shown first", () => {
    const humor = idsOf('Humor');
    document.body.innerHTML = `<ul>${cards(humor)}</ul>`;
    expect(effectOf('sort', '/shop/humor')()).toBe('none');
    document.body.innerHTML = `<ul>${cards([...humor].reverse())}</ul>`;
    expect(effectOf('sort', '/shop/humor')()).toBe('done');
  });
});

describe('the shop checks, every frame until the effect shows', () => {
  /** The check of `kind` on /shop, with `isVisible` counting the cards it asks about. */
  function countedCheck(kind: TapKind) {
    const entry = TAP_CONTROLS.find((control) => control.kind === kind)!;
    const isVisible = jest.fn(everythingVisible.isVisible);
    const check = () => entry.effect(entry.expected('/shop'), { ...everythingVisible, isVisible });
    return { check, isVisible };
  }

  it('chip: stops at the first card shown of another category, whatever the cards after it', () => {
    const feminine = idsOf('Feminine');
    const others = idsOf().filter((id) => !feminine.includes(id));
    document.body.innerHTML = `<ul>${cards([...others, ...feminine])}</ul>`;
    const { check, isVisible } = countedCheck('category');
    expect(check()).toBe('none');
    expect(isVisible).toHaveBeenCalledTimes(1);
  });

  it('sort: stops at the newest design while it is put away, or at the first card shown before it', () => {
    const newest = Math.max(...idsOf());
    const rest = idsOf().filter((id) => id !== newest);
    const { check, isVisible } = countedCheck('sort');
    document.body.innerHTML = `<ul>${cards(rest)}<li data-product-id="${newest}" hidden></li></ul>`;
    expect(check()).toBe('none');
    expect(isVisible).toHaveBeenCalledTimes(1);
    isVisible.mockClear();
    document.body.innerHTML = `<ul>${cards([...rest, newest])}</ul>`;
    expect(check()).toBe('none');
    expect(isVisible).toHaveBeenCalledTimes(2);
  });
});

describe("the chip's and the sort's drawn check, after every frame from the effect on", () => {
  const drawn = TAP_CONTROLS.find((control) => control.kind === 'category')!.drawn!;

  /**
   * Lays the cards of `shown` out in the viewport, 200 px each, one under the other, and every other card
   * under them with no height, as the grid puts cards away.
   */
  function layOut(shown: number[]) {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const place = shown.indexOf(Number(this.getAttribute('data-product-id')));
      const top = place < 0 ? 100 + shown.length * 200 : 100 + place * 200;
      const height = place < 0 ? 0 : 200;
      return { top, bottom: top + height, height, left: 0, right: 300, width: 300 } as DOMRect;
    });
  }

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks only the cards in the viewport whether they are shown', () => {
    const ids = idsOf();
    document.body.innerHTML = `<ul>${cards(ids)}</ul>`;
    layOut(ids.slice(-2));
    const isVisible = jest.fn(everythingVisible.isVisible);
    expect(drawn({ ...everythingVisible, isVisible })).toBe(true);
    expect(isVisible).toHaveBeenCalledTimes(2);
  });

  it('is not drawn while a card in the viewport still skips its content', () => {
    const ids = idsOf();
    document.body.innerHTML = `<ul>${ids
      .map((id) => `<li data-product-id="${id}"><a href="/products/${id}">Card</a></li>`)
      .join('')}</ul>`;
    const skipped = document.querySelector(`li[data-product-id="${ids[1]}"] > a`)!;
    for (const content of document.querySelectorAll('li > a'))
      content.checkVisibility = (options) => content !== skipped || !options?.contentVisibilityAuto;
    layOut(ids.slice(0, 2));
    expect(drawn(everythingVisible)).toBe(false);
    skipped.checkVisibility = () => true;
    expect(drawn(everythingVisible)).toBe(true);
  });
});
