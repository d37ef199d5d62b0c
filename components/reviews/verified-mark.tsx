import { clsx } from 'clsx';
import { CircleCheck } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** The green mark of a review by a confirmed buyer; `children` is its wording. */
export function VerifiedMark({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={clsx('inline-flex items-center gap-1 text-sm font-bold text-verified', className)}
    >
      <Icon icon={CircleCheck} className="size-4" />
      {children}
    </p>
  );
}
