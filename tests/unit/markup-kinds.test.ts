/** @jest-environment node */
import { BADGE_HUES } from '@/components/ui/badge';
import { productBackdropClass } from '@/lib/images';
import { listClass, listEverySortClass } from '@/lib/shop-lists';
import { markupKinds, standInPages, standInShortfalls } from '@/scripts/e2e/markup-kinds';

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>t</title><script>var a</script></head><body><main>${main}</main></body></html>`;

const card = (badgeClass: string, name: string, href: string) =>
  `<article class="card"><span class="badge ${badgeClass}">Badge</span><a href="${href}">${name}</a></article>`;

test('pages that differ only in words and addresses are of one kind', () => {
  const one = markupKinds(page(card('shadow', 'Milk Bar', '/products/milk-bar')));
  const other = markupKinds(page(card('shadow', 'Dairy Farm Sweatshirt', '/products/dairy-farm')));
  expect([...other]).toEqual([...one]);
});

test('a class, a state or an attribute more is another kind, and so is text where there was none', () => {
  const base = markupKinds(page(card('shadow', 'Milk Bar', '/p')));
  const differing = [
    page(card('shadow-sm', 'Milk Bar', '/p')),
    page(card('shadow', 'Milk Bar', '/p').replace('<a ', '<a aria-current="page" ')),
    page(card('shadow', 'Milk Bar', '/p').replace('<a ', '<a aria-label="x" ')),
    page(card('shadow', 'Milk Bar', '/p').replace('>Badge<', '><')),
    page(`<div class="band">${card('shadow', 'Milk Bar', '/p')}</div>`),
  ];
  for (const html of differing) {
    const kinds = markupKinds(html);
    expect([...kinds].filter((kind) => !base.has(kind)).length).toBeGreaterThan(0);
  }
});

test('what no reader sees is no kind: scripts, styles and templates', () => {
  const plain = markupKinds(page('<p>Hello</p>'));
  const withHidden = markupKinds(
    page('<p>Hello</p><script>x()</script><style>p{}</style><template><b>x</b></template>'),
  );
  expect([...withHidden]).toEqual([...plain]);
});

test('the stand-ins: each template first, then the pages adding kinds, until every kind is seen', () => {
  const kinds = new Map([
    ['/products/a', new Set(['k1', 'k2'])],
    ['/products/b', new Set(['k1', 'k2'])],
    ['/products/c', new Set(['k1', 'k3', 'k4'])],
    ['/products/d', new Set(['k1', 'k3'])],
    ['/products/e', new Set(['k5'])],
  ]);
  const chosen = standInPages(kinds, ['/products/a']);
  expect(chosen).toEqual(['/products/a', '/products/c', '/products/e']);
  const seen = new Set(chosen.flatMap((route) => [...kinds.get(route)!]));
  for (const [route, own] of kinds)
    expect([route, [...own].filter((kind) => !seen.has(kind))]).toEqual([route, []]);
});

test('the build refuses stand-ins that miss a kind or a template, or that are half the pages', () => {
  const kinds = new Map([
    ['/products/a', new Set(['k1', 'k2'])],
    ['/products/b', new Set(['k1'])],
    ['/products/c', new Set(['k1', 'k3'])],
    ['/about', new Set(['k4'])],
    ['/cart', new Set(['k4'])],
  ]);
  expect(
    standInShortfalls(kinds, ['/products/a', '/products/c', '/about'], ['/products/a']),
  ).toEqual(['3 stand-ins for 5 pages: the kinds are too fine']);
  expect(standInShortfalls(kinds, ['/products/a', '/about'], ['/products/a', '/cart'])).toEqual([
    '/products/c holds k3, no stand-in does',
    'the template /cart is not a stand-in',
  ]);
  expect(standInShortfalls(kinds, ['/products/c', '/cart'], ['/cart'])).toEqual([
    '/products/a holds k2, no stand-in does',
  ]);
});

test("the shop's data in its markup counts as what it shows: the category chosen, and whether a card shows", () => {
  const item = (...lists: [string, 'popular' | 'newest'][]) =>
    `<li class="card ${lists.map(([view, sort]) => listClass(view, sort)).join(' ')}"><a href="/p">Milk Bar</a></li>`;
  const shop = (chosen: string, items: string) =>
    page(`<div data-choice-scope="" data-chosen-${chosen}=""><ul>${items}</ul></div>`);
  const humor = markupKinds(
    shop('humor', item(['all', 'popular'], ['humor', 'popular']) + item(['floral', 'popular'])),
  );
  const floral = markupKinds(
    shop('floral', item(['all', 'popular'], ['floral', 'popular']) + item(['humor', 'newest'])),
  );
  expect([...floral]).toEqual([...humor]);

  // A card that follows every sort of the view chosen shows at load as one of its default sort does.
  const following = markupKinds(
    shop(
      'humor',
      `<li class="card ${listEverySortClass('humor')} ${listClass('all', 'popular')}"><a href="/p">Milk Bar</a></li>` +
        item(['floral', 'popular']),
    ),
  );
  expect([...following]).toEqual([...humor]);

  // A card put away where it showed is another kind (axe sees the one, not the other).
  const nothingShown = markupKinds(shop('humor', item(['floral', 'popular'])));
  expect([...nothingShown].filter((kind) => !humor.has(kind)).length).toBe(0);
  expect([...humor].filter((kind) => !nothingShown.has(kind)).length).toBeGreaterThan(0);
});

test("a design's backdrop is one kind where no text is inside it; behind text, its classes count", () => {
  const picture = (id: number, view: 'front' | 'flat-lay') =>
    page(
      `<div class="frame ${productBackdropClass(id, view)}"><img alt="A sweatshirt" src="/a.webp"><noscript><img alt="A sweatshirt" src="/a.webp"></noscript></div>`,
    );
  expect([...markupKinds(picture(5, 'flat-lay'))]).toEqual([...markupKinds(picture(2, 'front'))]);

  const overText = (id: number) =>
    page(`<div class="frame ${productBackdropClass(id)}"><p>Read on the ground</p></div>`);
  expect([...markupKinds(overText(5))]).not.toEqual([...markupKinds(overText(2))]);
});

test("a badge's hue is one kind: the same words on a tint of another color", () => {
  const badge = (hue: keyof typeof BADGE_HUES) =>
    page(`<p class="flex"><span class="badge ${BADGE_HUES[hue]}">Badge</span></p>`);
  expect([...markupKinds(badge('Premium'))]).toEqual([...markupKinds(badge('Bestseller'))]);
  expect([...markupKinds(badge('other'))]).not.toEqual([
    ...markupKinds(page('<p class="flex"><span class="badge">Badge</span></p>')),
  ]);
});
