import { clsx } from 'clsx';
import type { IconNode } from 'lucide';
import { Minus, Plus, Trash } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { iconButtonVariants } from '@/components/ui/icon-button-variants';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { CartItem } from '@/data/types';
import { lineTotal, type CartAction } from '@/lib/cart';
import { PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_WIDTHS, productBackdropClass } from '@/lib/images';
import { formatMoney } from '@/lib/money';

function StepButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: IconNode;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={iconButtonVariants()}>
      <Icon icon={icon} strokeWidth={2.6} className="size-4" />
    </button>
  );
}

export function CartLine({
  item,
  onAction,
}: {
  item: CartItem;
  onAction: (action: CartAction) => void;
}) {
  const line = { id: item.id, size: item.size, color: item.color };
  return (
    <li
      className="flex gap-4 rounded-3xl border border-line bg-surface p-4 shadow-sm sm:gap-5 sm:p-5"
      data-testid="cart-line"
    >
      <ResponsiveImage
        path={item.image}
        widths={PRODUCT_IMAGE_WIDTHS}
        width={PRODUCT_IMAGE_SIZE}
        height={PRODUCT_IMAGE_SIZE}
        sizes="(min-width: 640px) 112px, 88px"
        alt={`${item.name} in ${item.color}`}
        className={clsx(
          'size-22 shrink-0 rounded-2xl object-cover sm:size-28',
          productBackdropClass(item.id),
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-display text-lg leading-snug text-ink">{item.name}</h3>
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
              <div className="flex gap-1">
                <dt>Size:</dt>
                <dd className="font-bold text-ink">{item.size}</dd>
              </div>
              <div className="flex gap-1">
                <dt>Color:</dt>
                <dd className="font-bold text-ink">{item.color}</dd>
              </div>
            </dl>
          </div>
          <button
            type="button"
            onClick={() => onAction({ type: 'remove', line })}
            aria-label={`Remove ${item.name} from cart`}
            className={iconButtonVariants({ tone: 'muted', className: '-mt-2 -mr-2' })}
          >
            <Icon icon={Trash} strokeWidth={2.2} className="size-5" />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <div
            role="group"
            aria-label={`Quantity of ${item.name}`}
            className="inline-flex items-center rounded-full border border-line bg-cream"
          >
            <StepButton
              label={`Decrease quantity of ${item.name}`}
              icon={Minus}
              onClick={() => onAction({ type: 'decrement', line })}
            />
            <span
              className="min-w-8 text-center font-bold tabular-nums"
              data-testid="cart-line-quantity"
            >
              <span className="sr-only">Quantity: </span>
              {item.quantity}
            </span>
            <StepButton
              label={`Increase quantity of ${item.name}`}
              icon={Plus}
              onClick={() => onAction({ type: 'increment', line })}
            />
          </div>
          <p className="text-right">
            <span className="block font-bold text-ink" data-testid="cart-line-total">
              <span className="sr-only">Line total: </span>
              {formatMoney(lineTotal(item))}
            </span>
            <span className="block text-sm text-muted">{formatMoney(item.price)} each</span>
          </p>
        </div>
      </div>
    </li>
  );
}
