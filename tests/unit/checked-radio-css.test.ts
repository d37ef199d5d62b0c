/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { checkedRadioCss } from '@/lib/checked-radio-css';
import { hoistedStyleHref } from '@/lib/hoisted-style-href';

/** A radio group, none checked, and the elements it switches, with the generated rules. */
function setUp(values: string[], elements: string[]) {
  document.head.innerHTML = `<style>${checkedRadioCss({ name: 'pick', attribute: 'shown-for', values })}</style>`;
  document.body.innerHTML =
    values.map((value) => `<input type="radio" name="pick" value="${value}">`).join('') +
    elements.map((value) => `<p data-shown-for="${value}">${value}</p>`).join('');
}

function shown(): string[] {
  return [...document.querySelectorAll('p')]
    .filter((element) => getComputedStyle(element).display !== 'none')
    .map((element) => element.textContent ?? '');
}

// The chosen thumbnail's image and the chosen size's name, in Chromium with and without script:
// tests/e2e/early-taps.spec.ts ("the thumbnails switch the main image", "a size is chosen and named").
describe('checkedRadioCss', () => {
  it('shows none while no radio of the group is checked', () => {
    setUp(['S', 'M'], ['S', 'M']);
    expect(shown()).toEqual([]);
  });

  it('hides the elements of other values while a value is checked, and all while none is: one rule a line', () => {
    expect(
      checkedRadioCss({ name: 'size', attribute: 'size-name', values: ['S', 'M'] }).split('\n'),
    ).toEqual([
      ':root:has(input[type="radio"][name="size"][value="S"]:checked) [data-size-name]:not([data-size-name="S"]){display:none}',
      ':root:has(input[type="radio"][name="size"][value="M"]:checked) [data-size-name]:not([data-size-name="M"]){display:none}',
      ':root:not(:has(input[type="radio"][name="size"]:checked)) [data-size-name]{display:none}',
    ]);
  });

  it('writes any value safely into the style element, and refuses a name that is not a plain token', () => {
    const css = checkedRadioCss({
      name: 'color',
      attribute: 'choice',
      values: ['Rose "Dust" </style>'],
    });
    expect(css).not.toContain('</style');
    expect(css).toContain('[value="Rose \\22 Dust\\22  \\3c /style>"]');
    expect(() => checkedRadioCss({ name: 'a b', attribute: 'choice', values: [] })).toThrow(
      new Error('name "a b" must be letters, digits, _ or -'),
    );
    expect(() => checkedRadioCss({ name: 'a', attribute: 'x]', values: [] })).toThrow(
      new Error('attribute "x]" must be letters, digits, _ or -'),
    );
  });
});

describe('hoistedStyleHref', () => {
  const href = (values: string[]) =>
    hoistedStyleHref(checkedRadioCss({ name: 'color', attribute: 'color-choice', values }));

  // React writes one hoisted <style> per href: two pages' different rules under one href would leave the
  // second page's out after a client-side navigation.
  it('names the same rules alike and different rules apart, as one token', () => {
    expect(href(['Black', 'Navy'])).toBe(href(['Black', 'Navy']));
    expect(href(['Black', 'Navy'])).not.toBe(href(['Black', 'Heather Gray']));
    // React lists a precedence's hrefs in one space-separated data-href.
    expect(href(['Heather Gray'])).toMatch(/^[\w-]+$/);
  });

  it('is the 32-bit FNV-1a of the text in base 36, as documented (the published test vectors)', () => {
    const fnv1a = (hex: number) => `rules-${hex.toString(36)}`;
    expect(hoistedStyleHref('')).toBe(fnv1a(0x811c9dc5));
    expect(hoistedStyleHref('a')).toBe(fnv1a(0xe40c292c));
    expect(hoistedStyleHref('foobar')).toBe(fnv1a(0xbf9cf968));
  });
});
