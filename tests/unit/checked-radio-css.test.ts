/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { checkedRadioCss } from '@/lib/checked-radio-css';

/** A radio group and the elements it switches, with the generated rules, in this test's document. */
function setUp(values: string[], elements: string[], checked?: string) {
  document.head.innerHTML = `<style>${checkedRadioCss({ name: 'pick', attribute: 'shown-for', values })}</style>`;
  document.body.innerHTML =
    values
      .concat('All')
      .map(
        (value) =>
          `<input type="radio" name="pick" value="${value}"${value === checked ? ' checked' : ''}>`,
      )
      .join('') + elements.map((value) => `<p data-shown-for="${value}">${value}</p>`).join('');
}

function shown(): string[] {
  return [...document.querySelectorAll('p')]
    .filter((element) => getComputedStyle(element).display !== 'none')
    .map((element) => element.textContent ?? '');
}

describe('checkedRadioCss', () => {
  it('shows only the elements of the checked value', () => {
    setUp(['Humor', 'Floral'], ['Humor', 'Floral', 'Humor'], 'Floral');
    expect(shown()).toEqual(['Floral']);
  });

  it('shows every element while a value it does not list is checked (an "All")', () => {
    setUp(['Humor', 'Floral'], ['Humor', 'Floral'], 'All');
    expect(shown()).toEqual(['Humor', 'Floral']);
  });

  it('shows none while no radio of the group is checked', () => {
    setUp(['S', 'M'], ['S', 'M']);
    expect(shown()).toEqual([]);
  });

  it('writes any value safely into the style element, and refuses a name that is not a plain token', () => {
    const css = checkedRadioCss({
      name: 'color',
      attribute: 'choice',
      values: ['Rose "Dust" </style>'],
    });
    expect(css).not.toContain('</style');
    expect(css).toContain('[value="Rose \\22 Dust\\22  \\3c /style>"]');
    expect(() => checkedRadioCss({ name: 'a b', attribute: 'choice', values: [] })).toThrow();
    expect(() => checkedRadioCss({ name: 'a', attribute: 'x]', values: [] })).toThrow();
  });
});
