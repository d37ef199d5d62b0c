'use client';

import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { MIN_QUANTITY } from '@/data/constants';
import { useInView } from '@/components/hooks/use-in-view';
import { useOnDemand } from '@/components/hooks/use-on-demand';
import { formatMoney, roundToCents } from '@/lib/money';
import { Ruler } from 'lucide';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { OptionChips, type ChipOption } from './option-chips';
import { PurchaseBar } from './purchase-bar';
import { PURCHASE_BAR_SLOT_ID } from './purchase-bar-slot';
import { QuantityStepper } from './quantity-stepper';
import { ShareButton } from './share-button';

// The dialogs (and Headless UI with them: 21 KB gzip) load on first use, not with the page.
const DIALOG_LOADERS = {
  'out-of-stock': () => import('./out-of-stock-dialog'),
  'size-guide': () => import('./size-guide-dialog'),
};

type DialogName = keyof typeof DIALOG_LOADERS;
type OpenDialog = 'none' | DialogName;

// A tap on a dialog's opener made before the scripts arrived waits, marked busy by the inline loader, to be
// replayed the moment the page hydrates (scripts/hydration/early-taps-loader.ts). This module runs while
// React hydrates: fetch that dialog now, so it is there when the tap is replayed.
if (typeof document !== 'undefined') {
  document.querySelectorAll('[data-opens-dialog][aria-busy="true"]').forEach((opener) => {
    const name = opener.getAttribute('data-opens-dialog');
    if (name && name in DIALOG_LOADERS) void DIALOG_LOADERS[name as DialogName]();
  });
}

// The bar's slot is server-rendered and never moves: read it once hydrated, with nothing to subscribe to.
const subscribeToNothing = () => () => {};
const findBarSlot = () => document.getElementById(PURCHASE_BAR_SLOT_ID);
const noBarSlotOnServer = () => null;

interface PurchasePanelProps {
  productName: string;
  price: number;
  /** Color names with their swatch fills. */
  colors: ChipOption[];
  sizes: string[];
  /** The size-guide dialog's body, rendered on the server. */
  sizeGuide: ReactNode;
}

/**
 * Everything a shopper chooses on a product page: color, size, quantity, Add to Cart (which opens the
 * 'Out of Stock' dialog), Share, the size guide, and the phone's bottom bar, which shares the quantity.
 */
export function PurchasePanel({
  productName,
  price,
  colors,
  sizes,
  sizeGuide,
}: PurchasePanelProps) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [openDialog, setOpenDialog] = useState<OpenDialog>('none');
  // Once loaded, a dialog stays mounted (closed, or playing its closing transition).
  const [outOfStockDialog, loadOutOfStockDialog] = useOnDemand(DIALOG_LOADERS['out-of-stock']);
  const [sizeGuideDialog, loadSizeGuideDialog] = useOnDemand(DIALOG_LOADERS['size-guide']);
  const loadDialog = { 'out-of-stock': loadOutOfStockDialog, 'size-guide': loadSizeGuideDialog };
  const barSlot = useSyncExternalStore(subscribeToNothing, findBarSlot, noBarSlotOnServer);
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const mainButtonInView = useInView(mainButtonRef, { initialInView: true });
  const openerRef = useRef<HTMLElement | null>(null);
  const colorLabelId = useId();
  const sizeLabelId = useId();

  function open(dialog: DialogName, opener: HTMLElement) {
    openerRef.current = opener;
    loadDialog[dialog]();
    setOpenDialog(dialog);
  }
  function close() {
    setOpenDialog('none');
    // Headless UI returns focus only to an element focused after its module loaded; on the first, lazy
    // open the opener was focused before, so we return it ourselves (harmless when Headless UI does too).
    const opener = openerRef.current;
    if (opener) requestAnimationFrame(() => opener.focus());
  }
  const openOutOfStock = (event: MouseEvent<HTMLButtonElement>) =>
    open('out-of-stock', event.currentTarget);
  const OutOfStockDialog = outOfStockDialog?.default;
  const SizeGuideDialog = sizeGuideDialog?.default;

  const total = roundToCents(price * quantity);

  return (
    <div className="flex flex-col gap-5">
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
            aria-haspopup="dialog"
            data-opens-dialog="size-guide"
            onClick={(event) => open('size-guide', event.currentTarget)}
            onPointerEnter={loadSizeGuideDialog}
            onFocus={loadSizeGuideDialog}
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
      <p role="status" className="sr-only">
        {`Quantity ${quantity}`}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          ref={mainButtonRef}
          type="button"
          aria-haspopup="dialog"
          data-opens-dialog="out-of-stock"
          onClick={openOutOfStock}
          onPointerEnter={loadOutOfStockDialog}
          onFocus={loadOutOfStockDialog}
          className={buttonVariants({ size: 'lg', className: 'flex-1' })}
        >
          {`Add to Cart - ${formatMoney(total)}`}
        </button>
        <ShareButton title={productName} />
      </div>

      {barSlot && (
        <PurchaseBar
          slot={barSlot}
          shown={!mainButtonInView}
          total={total}
          quantity={quantity}
          onQuantityChange={setQuantity}
          onAddToCart={openOutOfStock}
          onPrepareDialog={loadOutOfStockDialog}
        />
      )}
      {OutOfStockDialog && (
        <OutOfStockDialog
          open={openDialog === 'out-of-stock'}
          onClose={close}
          productName={productName}
        />
      )}
      {SizeGuideDialog && (
        <SizeGuideDialog open={openDialog === 'size-guide'} onClose={close}>
          {sizeGuide}
        </SizeGuideDialog>
      )}
    </div>
  );
}
