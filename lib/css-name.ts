/**
 * A name written into generated CSS (an id, a `data-*` attribute, a value in quotes: lib/sort-order-css.ts,
 * lib/chosen-choice-css.ts): letters, digits, `_` and `-`, starting with a letter, so nothing can end the
 * selector, the rule or the `<style>` element it is written into.
 */
const SAFE_NAME = /^[a-z][\w-]*$/i;

/** `name` itself, or an error naming what it was meant to be (`kind`). */
export function cssName(kind: string, name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`${kind} "${name}" must be letters, digits, _ or -`);
  return name;
}
