import { clsx } from 'clsx';
import { formatMoney } from '@/lib/money';

/** Price with the optional struck-through original, announced as such. */
export function Price({
  price,
  originalPrice,
  size = 'md',
}: {
  price: number;
  originalPrice?: number;
  size?: 'md' | 'lg';
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={clsx(size === 'lg' ? 'text-3xl' : 'text-lg', 'font-bold text-ink')}>
        <span className="sr-only">Price: </span>
        {formatMoney(price)}
      </span>
      {originalPrice !== undefined && originalPrice > price && (
        <s className="text-muted">
          <span className="sr-only">Original price: </span>
          {formatMoney(originalPrice)}
        </s>
      )}
    </p>
  );
}
