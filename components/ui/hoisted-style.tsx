import { hoistedStyleHref } from '@/lib/hoisted-style-href';

/** One precedence for every page's generated rules: React writes them together, after Next's style sheets. */
const PRECEDENCE = 'page-rules';

/**
 * Generated CSS rules (lib/checked-radio-css.ts, lib/shop-list-css.ts). With `href` and `precedence`, React
 * puts the `<style>` in the document's head, where HTML allows it, both in the exported page (so the rules
 * apply from the first paint, with JavaScript off) and when a client-side navigation renders it; it writes
 * each href once and never removes one.
 */
export function HoistedStyle({ css }: { css: string }) {
  return (
    <style href={hoistedStyleHref(css)} precedence={PRECEDENCE}>
      {css}
    </style>
  );
}
