import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Testimonial } from '@/data/types';
import { AVATAR_SIZE, AVATAR_WIDTHS } from '@/lib/images';

const AVATAR_CLASSES = { md: 'size-12', lg: 'size-14' } as const;
const AVATAR_SIZES = { md: '48px', lg: '56px' } as const;

/** Who wrote a testimonial or a review: portrait, name, age and town, then any extra line. */
export function Reviewer({
  person,
  size = 'md',
  children,
}: {
  person: Pick<Testimonial, 'name' | 'age' | 'location' | 'image'>;
  size?: keyof typeof AVATAR_CLASSES;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <ResponsiveImage
        path={person.image}
        widths={AVATAR_WIDTHS}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        sizes={AVATAR_SIZES[size]}
        alt=""
        className={clsx(AVATAR_CLASSES[size], 'shrink-0 rounded-full bg-blush')}
      />
      <div className="min-w-0">
        <p className="font-bold text-ink">{person.name}</p>
        <p className="text-sm text-muted">
          {person.age}, {person.location}
        </p>
        {children}
      </div>
    </div>
  );
}
