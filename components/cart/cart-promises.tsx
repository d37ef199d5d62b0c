import { Leaf, Lock, Undo2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { RETURN_DAYS } from '@/data/constants';

const PROMISES = [
  { icon: Undo2, text: `${RETURN_DAYS}-day returns` },
  { icon: Leaf, text: 'Organic cotton' },
  { icon: Lock, text: 'Secure checkout' },
];

export function CartPromises() {
  return (
    <ul
      className="mt-10 grid grid-cols-3 gap-2 text-sm text-muted sm:gap-3"
      aria-label="Our promises"
    >
      {PROMISES.map((promise) => (
        <li
          key={promise.text}
          className="flex flex-col items-center justify-center gap-1 rounded-2xl bg-surface/60 px-2 py-3 text-center ring-1 ring-line sm:flex-row sm:gap-2 sm:px-4"
        >
          <Icon icon={promise.icon} className="size-5 text-brand-dark" />
          {promise.text}
        </li>
      ))}
    </ul>
  );
}
