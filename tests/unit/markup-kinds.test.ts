/** @jest-environment node */
import { markupKinds, standInPages } from '@/scripts/e2e/markup-kinds';

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>t</title><script>var a</script></head><body><main>${main}</main></body></html>`;

const card = (badge: string, name: string, href: string) =>
  `<article class="card"><span class="badge bg-badge-${badge}">Badge</span><a href="${href}">${name}</a></article>`;

test('pages that differ only in words and addresses are of one kind', () => {
  const one = markupKinds(page(card('rose', 'Milk Bar', '/products/milk-bar')));
  const other = markupKinds(page(card('rose', 'Dairy Farm Sweatshirt', '/products/dairy-farm')));
  expect([...other]).toEqual([...one]);
});

test('a class, a state or an attribute more is another kind, and so is text where there was none', () => {
  const base = markupKinds(page(card('rose', 'Milk Bar', '/p')));
  const differing = [
    page(card('green', 'Milk Bar', '/p')),
    page(card('rose', 'Milk Bar', '/p').replace('<a ', '<a aria-current="page" ')),
    page(card('rose', 'Milk Bar', '/p').replace('<a ', '<a aria-label="x" ')),
    page(card('rose', 'Milk Bar', '/p').replace('>Badge<', '><')),
    page(`<div class="band">${card('rose', 'Milk Bar', '/p')}</div>`),
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
