'use client';

import { useRouter } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button-variants';
import ModalDialog from '../ui/modal-dialog';
import { NotifyForm } from './notify-form';
import { PAGE_PATHS } from '@/data/routes';

interface OutOfStockDialogProps {
  open: boolean;
  onClose: () => void;
  productName: string;
}

/** What Add to Cart opens: every design is sold out for now, so we offer an email when it is back. */
export default function OutOfStockDialog({ open, onClose, productName }: OutOfStockDialogProps) {
  const router = useRouter();

  function browseOtherProducts() {
    onClose();
    router.push(PAGE_PATHS.shop);
  }

  return (
    <ModalDialog open={open} onClose={onClose} title="Out of Stock">
      <p className="mt-3 text-muted">
        <strong className="text-ink">{productName}</strong> is sold out right now. Leave your email
        and we&rsquo;ll let you know as soon as it&rsquo;s back.
      </p>
      <div className="mt-5">
        <NotifyForm productName={productName} onSuccess={onClose} />
      </div>
      <button
        type="button"
        onClick={browseOtherProducts}
        className={buttonVariants({ intent: 'secondary', className: 'mt-3 w-full' })}
      >
        Browse Other Products
      </button>
    </ModalDialog>
  );
}
