import type { ReactNode } from 'react';
import { CheckedRadioStyle } from '@/components/ui/checked-radio-style';
import { RadioChip } from '@/components/ui/radio-chip';

export interface ChipOption {
  value: string;
  /** Fill of a color dot shown before the name. */
  swatch?: string;
}

interface OptionChipsProps {
  /** 'Color' or 'Size': the group's name, shown followed by the current choice. */
  label: string;
  labelId: string;
  /** The radio inputs' shared name, unique on the page. */
  name: string;
  options: ChipOption[];
  /** The option checked when the page loads, if any. */
  defaultValue?: string;
  /** Shown at the end of the label row (the Size Guide button). */
  action?: ReactNode;
}

/**
 * A radio group of chips. The browser holds the choice, so hydration never resets it; CSS shows the chosen
 * name beside the label (lib/checked-radio-css.ts).
 */
export function OptionChips({
  label,
  labelId,
  name,
  options,
  defaultValue,
  action,
}: OptionChipsProps) {
  const choiceAttribute = `${name}-choice`;
  return (
    <div className="flex flex-col gap-2">
      <CheckedRadioStyle
        name={name}
        attribute={choiceAttribute}
        values={options.map((option) => option.value)}
      />
      <div className="flex min-h-11 items-center justify-between gap-3">
        <p className="font-bold text-ink">
          <span id={labelId}>{label}</span>
          {/* The checked radio already tells assistive tech the choice; this repeats it for the eye. */}
          {options.map((option) => (
            <span
              key={option.value}
              aria-hidden="true"
              className="font-normal text-muted"
              {...{ [`data-${choiceAttribute}`]: option.value }}
            >
              : {option.value}
            </span>
          ))}
        </p>
        {action}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <RadioChip
            key={option.value}
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue}
          >
            {option.swatch && (
              <span
                aria-hidden="true"
                className="size-5 rounded-full ring-1 ring-edge/20 forced-color-adjust-none forced-colors:ring-[CanvasText]"
                style={{ backgroundColor: option.swatch }}
              />
            )}
            {option.value}
          </RadioChip>
        ))}
      </div>
    </div>
  );
}
