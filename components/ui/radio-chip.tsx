import { cva, type VariantProps } from 'class-variance-authority';
import type { ChangeEventHandler, ReactNode } from 'react';
import { OverlayRadio } from './overlay-radio';

/**
 * A contrast theme (forced colors) removes the fill and recolors the border that show the chosen chip: there a
 * thick inner frame in the theme's selection color (Highlight, which it keeps) marks it, inside the border,
 * where the focus ring outside does not cover it. (A Highlight fill would not do: the theme draws a Canvas
 * backplate behind text, which hides HighlightText.)
 */
const radioChipVariants = cva(
  'relative inline-flex min-h-11 items-center rounded-full border-2 border-line bg-white font-bold text-ink transition-colors has-checked:border-brand forced-colors:has-checked:-outline-offset-6 forced-colors:has-checked:outline-4 forced-colors:has-checked:outline-[Highlight]',
  {
    variants: {
      /** How the chosen chip shows: tinted (a product option) or filled (the shop's category filter). */
      selection: {
        tint: 'hover:border-brand has-checked:bg-brand-soft has-checked:text-brand-dark',
        fill: 'has-checked:bg-brand has-checked:text-white [&:hover:not(:has(:checked))]:border-brand [&:hover:not(:has(:checked))]:text-brand-dark',
      },
      size: {
        md: 'min-w-11 justify-center gap-2 px-3',
        sm: 'px-4 text-sm whitespace-nowrap',
      },
    },
    defaultVariants: { selection: 'tint', size: 'md' },
  },
);

type RadioChipProps = VariantProps<typeof radioChipVariants> & {
  name: string;
  value: string;
  defaultChecked?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  className?: string;
  children: ReactNode;
};

/** One choice of a radio group, drawn as a chip. */
export function RadioChip({
  name,
  value,
  defaultChecked,
  onChange,
  selection,
  size,
  className,
  children,
}: RadioChipProps) {
  return (
    <label className={radioChipVariants({ selection, size, className })}>
      <OverlayRadio name={name} value={value} defaultChecked={defaultChecked} onChange={onChange} />
      {children}
    </label>
  );
}
