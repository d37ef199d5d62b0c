import { createPortal } from 'react-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { dialogOpener } from '@/components/ui/dialog-command';
import { formatMoney } from '@/lib/money';
import { OUT_OF_STOCK_DIALOG_ID } from './product-dialogs';
import { PURCHASE_BAR_SLOT_ID } from './purchase-bar-slot';
import { QuantityStepper } from './quantity-stepper';

interface PurchaseBarProps {
  total: number;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

/**
 * The phone's bottom bar: total, quantity and Add to Cart, rendered (client-side only) while the panel's own
 * button is out of view, into the slot PurchaseBarSlot server-rendered.
 */
export function PurchaseBar({ total, quantity, onQuantityChange }: PurchaseBarProps) {
  const slot = document.getElementById(PURCHASE_BAR_SLOT_ID);
  if (!slot) return null;
  return createPortal(
    <section
      aria-label="Quick purchase"
      data-testid="purchase-bar"
      className="pointer-events-auto h-full border-t border-line bg-surface shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-4">
        <p className="min-w-0 text-lg font-bold text-ink tabular-nums">
          <span className="sr-only">Total: </span>
          {formatMoney(total)}
        </p>
        <div className="ml-auto">
          <QuantityStepper quantity={quantity} onChange={onQuantityChange} size="sm" />
        </div>
        <button
          type="button"
          {...dialogOpener(OUT_OF_STOCK_DIALOG_ID)}
          className={buttonVariants({ size: 'compact', className: 'shrink-0' })}
        >
          Add to Cart
        </button>
      </div>
    </section>,
    slot,
  );
}
