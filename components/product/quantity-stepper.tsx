import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide';
import { MIN_QUANTITY } from '@/data/constants';
import { STEP_ATTRIBUTE, STEPPER_COUNT_ATTRIBUTE } from '@/lib/inline-loader/contract';
import { canStep, steppedQuantity } from '@/lib/quantity-step';
import { Icon } from '@/components/ui/icon';
import { iconButtonVariants } from '@/components/ui/icon-button-variants';

interface QuantityStepperProps {
  quantity: number;
  onChange: (quantity: number) => void;
  /** 'md' in the purchase panel, 'sm' in the phone bottom bar. */
  size?: 'sm' | 'md';
}

/**
 * Never below MIN_QUANTITY, no maximum: lib/quantity-step.ts, the inline loader's rule too. At the minimum,
 * minus is aria-disabled rather than disabled, so a keyboard user's focus stays on it. The owner announces the new number (one live region for both steppers
 * on the page). Inside an element with the contract's STEPPER_MIN_ATTRIBUTE, the page's inline loader shows
 * a tap's new number before React is live (lib/inline-loader/early-steps.ts), hence the number's
 * suppressHydrationWarning.
 */
export function QuantityStepper({ quantity, onChange, size = 'md' }: QuantityStepperProps) {
  const atMinimum = !canStep(quantity, -1, MIN_QUANTITY);
  const buttonClass = iconButtonVariants({ size });
  const tap = (step: number) => {
    const next = steppedQuantity(quantity, step, MIN_QUANTITY);
    if (next !== undefined) onChange(next);
  };

  return (
    <div
      role="group"
      aria-label="Quantity"
      className="inline-flex items-center rounded-full border-2 border-line bg-surface"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        aria-disabled={atMinimum}
        {...{ [STEP_ATTRIBUTE]: -1 }}
        onClick={() => tap(-1)}
        className={buttonClass}
      >
        <Icon icon={Minus} strokeWidth={3} className="size-5" />
      </button>
      <span
        data-testid="quantity-value"
        {...{ [STEPPER_COUNT_ATTRIBUTE]: '' }}
        suppressHydrationWarning
        className={clsx(
          'text-center text-lg font-bold tabular-nums',
          size === 'md' ? 'min-w-10' : 'min-w-8',
        )}
      >
        {quantity}
      </span>
      <button
        type="button"
        aria-label="Increase quantity"
        {...{ [STEP_ATTRIBUTE]: 1 }}
        onClick={() => tap(1)}
        className={buttonClass}
      >
        <Icon icon={Plus} strokeWidth={3} className="size-5" />
      </button>
    </div>
  );
}
