import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CHIP_SHAPE } from './chip-shape';
import { OverlayRadio } from './overlay-radio';

/**
 * The chosen chip is tinted. A contrast theme (forced colors) removes the fill and recolors the border: there
 * a thick inner frame in the theme's selection color (Highlight, which it keeps) marks it, inside the
 * border, where the focus ring outside does not cover it. (A Highlight fill would not do: the theme draws a
 * Canvas backplate behind text, which hides HighlightText.)
 */
const RADIO_CHIP = clsx(
  CHIP_SHAPE,
  'min-w-11 justify-center gap-2 border-line bg-surface px-3 text-ink hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-dark',
  'forced-colors:has-checked:-outline-offset-6 forced-colors:has-checked:outline-4 forced-colors:has-checked:outline-[Highlight]',
);

interface RadioChipProps {
  name: string;
  value: string;
  defaultChecked?: boolean;
  children: ReactNode;
}

/** One choice of a radio group, drawn as a chip. */
export function RadioChip({ name, value, defaultChecked, children }: RadioChipProps) {
  return (
    <label className={RADIO_CHIP}>
      <OverlayRadio name={name} value={value} defaultChecked={defaultChecked} />
      {children}
    </label>
  );
}
