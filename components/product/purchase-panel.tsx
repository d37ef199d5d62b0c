'use client';

import { useId, useRef, useState } from 'react';
import { MIN_QUANTITY } from '@/data/constants';
import {
  STEPPER_COUNT_ATTRIBUTE,
  STEPPER_MIN_ATTRIBUTE,
  UNIT_PRICE_ATTRIBUTE,
} from '@/lib/inline-loader/contract';
import { useInView } from '@/components/hooks/use-in-view';
import { formatMoney, roundToCents } from '@/lib/money';
import { Ruler } from 'lucide';
import { buttonVariants } from '@/components/ui/button-variants';
import { dialogOpener } from '@/components/ui/dialog-command';
import { Icon } from '@/components/ui/icon';
import { OptionChips, type ChipOption } from './option-chips';
import { OUT_OF_STOCK_DIALOG_ID, SIZE_GUIDE_DIALOG_ID } from './product-dialogs';
import { PurchaseBar } from './purchase-bar';
import { QuantityStepper } from './quantity-stepper';
import { ShareButton } from './share-button';

interface PurchasePanelProps {
  productName: string;
  price: number;
  /** Color names with their swatch fills. */
  colors: ChipOption[];
  sizes: string[];
}

/**
 * Everything a shopper chooses on a product page: color, size, quantity, Add to Cart, Share, and the phone's
 * bottom bar, which shares the quantity. Add to Cart and Size Guide open the page's dialogs by themselves
 * (ModalDialog), before the page's scripts have run. A quantity tap before then shows its number and total at
 * once (lib/inline-loader/early-steps.ts, through the contract's attributes), hence suppressHydrationWarning
 * on the texts it changes.
 */
export function PurchasePanel({ productName, price, colors, sizes }: PurchasePanelProps) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const mainButtonInView = useInView(mainButtonRef, { initialInView: true });
  const colorLabelId = useId();
  const sizeLabelId = useId();

  const total = roundToCents(price * quantity);

  return (
    <div className="flex flex-col gap-5" {...{ [STEPPER_MIN_ATTRIBUTE]: MIN_QUANTITY }}>
      {/* Color and size live in the radios themselves: nothing here reads them yet (no cart write). */}
      <OptionChips
        label="Color"
        labelId={colorLabelId}
        name="color"
        options={colors}
        defaultValue={colors[0]?.value}
      />
      <OptionChips
        label="Size"
        labelId={sizeLabelId}
        name="size"
        options={sizes.map((value) => ({ value }))}
        action={
          <button
            type="button"
            {...dialogOpener(SIZE_GUIDE_DIALOG_ID)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-bold text-brand-dark underline underline-offset-4 hover:bg-brand-soft"
          >
            <Icon icon={Ruler} className="size-5" />
            Size Guide
          </button>
        }
      />

      <div className="flex flex-col items-start gap-2">
        <p className="font-bold text-ink" aria-hidden="true">
          Quantity
        </p>
        <QuantityStepper quantity={quantity} onChange={setQuantity} />
      </div>
      {/* One announcement for both steppers (the panel's and the bottom bar's). */}
      <p
        role="status"
        className="sr-only"
        {...{ [STEPPER_COUNT_ATTRIBUTE]: '' }}
        suppressHydrationWarning
      >
        {`Quantity ${quantity}`}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          ref={mainButtonRef}
          type="button"
          {...dialogOpener(OUT_OF_STOCK_DIALOG_ID)}
          className={buttonVariants({ size: 'lg', className: 'flex-1' })}
          {...{ [UNIT_PRICE_ATTRIBUTE]: price }}
          suppressHydrationWarning
        >
          {`Add to Cart - ${formatMoney(total)}`}
        </button>
        <ShareButton title={productName} />
      </div>

      {/* Only while the main button is out of view, which is never while hydrating: a tap replayed right
          after hydration (Share) does not wait for a bar nobody sees. */}
      {!mainButtonInView && (
        <PurchaseBar total={total} quantity={quantity} onQuantityChange={setQuantity} />
      )}
    </div>
  );
}
