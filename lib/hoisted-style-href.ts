/**
 * A name for a style sheet's text (32-bit FNV-1a, base 36), for the `<style href precedence>` elements React
 * hoists into the head (components/ui/hoisted-style.tsx): React writes one per name, so two pages' rules share
 * one only when they are the same text.
 */
export function hoistedStyleHref(css: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < css.length; index += 1) {
    hash ^= css.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `rules-${(hash >>> 0).toString(36)}`;
}
