import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PAGE_PATHS } from '@/data/routes';
import { NotifyForm } from './notify-form';
import { OUT_OF_STOCK_DIALOG_ID } from './product-dialogs';

/** What Add to Cart opens: every design is sold out for now, so we offer an email when it is back. */
export function OutOfStockDialog({ productName }: { productName: string }) {
  return (
    <ModalDialog id={OUT_OF_STOCK_DIALOG_ID} title="Out of Stock">
      <p className="mt-3 text-muted">
        <strong className="text-ink">{productName}</strong> is sold out right now. Leave your email
        and we&rsquo;ll let you know as soon as it&rsquo;s back.
      </p>
      <div className="mt-5">
        <NotifyForm productName={productName} />
      </div>
      {/* Leaving the page closes the dialog with it. */}
      <Link
        href={PAGE_PATHS.shop}
        className={buttonVariants({ intent: 'secondary', className: 'mt-3 w-full' })}
      >
        Browse Other Products
      </Link>
    </ModalDialog>
  );
}
