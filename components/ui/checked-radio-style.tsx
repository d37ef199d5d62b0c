import {
  checkedRadioCss,
  checkedRadioStyleHref,
  type CheckedRadioSwitch,
} from '@/lib/checked-radio-css';

/** One precedence for every radio group's rules: React writes them together, after Next's style sheets. */
const PRECEDENCE = 'checked-radio';

/**
 * The rules of lib/checked-radio-css.ts for one radio group. With `href` and `precedence`, React puts the
 * `<style>` in the document's head, where HTML allows it, both in the exported page (so the rules apply
 * from the first paint, with JavaScript off) and when a client-side navigation renders the group; it
 * writes each href once and never removes one.
 */
export function CheckedRadioStyle(props: CheckedRadioSwitch) {
  const css = checkedRadioCss(props);
  return (
    <style href={checkedRadioStyleHref(css)} precedence={PRECEDENCE}>
      {css}
    </style>
  );
}
