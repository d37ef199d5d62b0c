/** Where the phone's bottom purchase bar is portalled to (see PurchaseBar). */
export const PURCHASE_BAR_SLOT_ID = 'purchase-bar-slot';

/**
 * Goes last in the product page. Sticky at the viewport's bottom below md, it keeps the bar's height free at
 * the end of the page, so the bar never covers content and stops above the footer. Clicks pass through it
 * when the bar is hidden.
 */
export function PurchaseBarSlot() {
  return (
    <div
      id={PURCHASE_BAR_SLOT_ID}
      className="pointer-events-none sticky bottom-0 z-30 h-20 md:hidden"
    />
  );
}
