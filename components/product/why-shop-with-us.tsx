import { Heart, Lock, Package, Truck, Undo2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import {
  CUSTOMERS_CLAIM,
  FREE_SHIPPING_THRESHOLD,
  RETURN_DAYS,
  SHIPS_WITHIN,
} from '@/data/constants';
import { formatWholeMoney } from '@/lib/money';

const REASONS = [
  {
    icon: Truck,
    text: `Free shipping on orders over ${formatWholeMoney(FREE_SHIPPING_THRESHOLD)}`,
  },
  { icon: Undo2, text: `${RETURN_DAYS}-day returns` },
  { icon: Package, text: `Ships within ${SHIPS_WITHIN}` },
  { icon: Heart, text: `${CUSTOMERS_CLAIM} happy customers` },
  { icon: Lock, text: 'Secure checkout' },
];

export function WhyShopWithUs() {
  return (
    <section aria-labelledby="why-shop-heading" className="rounded-2xl bg-sage p-5">
      <h2 id="why-shop-heading" className="text-2xl text-ink">
        Why Shop With Us
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {REASONS.map((reason) => (
          <li key={reason.text} className="flex items-center gap-3 font-bold text-ink">
            <Icon icon={reason.icon} className="size-6 shrink-0 text-brand" />
            <span>{reason.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
