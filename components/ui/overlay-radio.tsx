import type { InputHTMLAttributes } from 'react';

/**
 * A native radio input stretched invisibly over the label around it, which draws the choice (a chip, a
 * thumbnail): the browser holds the state, arrow keys and form semantics, so a tap shows from the first
 * paint, before and without script. The label needs `relative` and its own rounding, which the input's
 * focus ring follows.
 */
export function OverlayRadio(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>,
) {
  return (
    <input
      type="radio"
      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit]"
      {...props}
    />
  );
}
