import { MIN_QUANTITY } from '@/data/constants';
import { ControlIcon, MINUS, PLUS } from '@/components/ui/control-icon';

interface QuantityStepperProps {
  quantity: number;
  onChange: (quantity: number) => void;
  /** 'md' in the purchase panel, 'sm' in the phone bottom bar. */
  size?: 'sm' | 'md';
}

/**
 * Minus, the number, plus. Never below MIN_QUANTITY, no maximum. At the minimum, minus is
 * aria-disabled rather than disabled, so a keyboard user's focus stays on it.
 * The owner announces the new number (one live region for both steppers on the page).
 */
export function QuantityStepper({ quantity, onChange, size = 'md' }: QuantityStepperProps) {
  const atMinimum = quantity <= MIN_QUANTITY;
  const buttonSize = size === 'md' ? 'size-11' : 'size-10';
  const buttonClass = `inline-flex ${buttonSize} items-center justify-center rounded-full text-ink transition-colors hover:bg-blush aria-disabled:cursor-not-allowed aria-disabled:text-muted/60 aria-disabled:hover:bg-transparent`;

  return (
    <div
      role="group"
      aria-label="Quantity"
      className="inline-flex items-center rounded-full border-2 border-line bg-white"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        aria-disabled={atMinimum}
        onClick={() => {
          if (!atMinimum) onChange(quantity - 1);
        }}
        className={buttonClass}
      >
        <ControlIcon icon={MINUS} strokeWidth={2.5} className="size-5" />
      </button>
      <span
        data-testid="quantity-value"
        className={`${size === 'md' ? 'min-w-10' : 'min-w-8'} text-center text-lg font-bold tabular-nums`}
      >
        {quantity}
      </span>
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={() => onChange(quantity + 1)}
        className={buttonClass}
      >
        <ControlIcon icon={PLUS} strokeWidth={2.5} className="size-5" />
      </button>
    </div>
  );
}
