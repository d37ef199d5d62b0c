/**
 * CSS that lets a group of native radio inputs switch what is shown, with no script: on the product page
 * the gallery's thumbnails choose the main image, and the color and size radios name the choice beside
 * their label. It works from the first paint, before hydration and with JavaScript off; React only reads the checked radio.
 * CSS cannot pair an input with an element by value in general, so there is one rule per value.
 *
 * The rules live in the document's head (components/ui/hoisted-style.tsx), where a client-side
 * navigation leaves them when the next page comes. That is safe as long as a `data-*` attribute belongs to
 * one radio group across the site: a value's rule fires only while a radio of its group with that value is
 * checked, and then hides what any page's rule for that value hides; the rule for "none checked" is the
 * same on every page; and a page without the group has no element carrying its attribute.
 */

export interface CheckedRadioSwitch {
  /** The radio group's `name` (unique on the page). */
  name: string;
  /** The `data-*` attribute, without `data-`, carried by the elements the group switches. */
  attribute: string;
  /**
   * The values that select elements. While the checked radio has one of them, only elements whose attribute
   * equals it are shown; while it has another value (an "All"), every element is shown; while no radio of
   * the group is checked, none is.
   */
  values: readonly string[];
}

const SAFE_NAME = /^[\w-]+$/;

function checkedName(kind: string, name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`${kind} "${name}" must be letters, digits, _ or -`);
  return name;
}

/** A quoted CSS string; `<` escaped too, so no value can close the <style> element it is written into. */
function cssString(value: string): string {
  return `"${value.replace(/[\\"<\n]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

/** The style sheet text for one radio switch. */
export function checkedRadioCss({ name, attribute, values }: CheckedRadioSwitch): string {
  const radios = `input[type="radio"][name="${checkedName('name', name)}"]`;
  const dataAttribute = `data-${checkedName('attribute', attribute)}`;
  const hidden = '{display:none}';
  const rules = values.map(
    (value) =>
      `:root:has(${radios}[value=${cssString(value)}]:checked) [${dataAttribute}]:not([${dataAttribute}=${cssString(value)}])${hidden}`,
  );
  rules.push(`:root:not(:has(${radios}:checked)) [${dataAttribute}]${hidden}`);
  return rules.join('\n');
}
