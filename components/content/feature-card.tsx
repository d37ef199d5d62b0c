import { cva, type VariantProps } from 'class-variance-authority';
import type { IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';

const featureCardVariants = cva('border border-line p-6 shadow-sm', {
  variants: {
    surface: { white: 'bg-surface', cream: 'bg-cream' },
    corners: { '2xl': 'rounded-2xl', '3xl': 'rounded-3xl' },
    size: { md: '', lg: 'sm:p-8' },
  },
  defaultVariants: { surface: 'white', corners: '3xl', size: 'md' },
});

export type FeatureCardVariants = VariantProps<typeof featureCardVariants>;

type FeatureCardProps = FeatureCardVariants & {
  icon?: IconNode;
  title: string;
  text: string;
};

/** One list item of a grid of promises, values or tips: an icon in a rose circle, a title and a line. */
export function FeatureCard({ icon, title, text, surface, corners, size }: FeatureCardProps) {
  return (
    <li className={featureCardVariants({ surface, corners, size })}>
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-dark">
        {icon && <Icon icon={icon} />}
      </span>
      <h3 className={size === 'lg' ? 'mt-4 text-2xl text-ink' : 'mt-4 text-xl text-ink'}>
        {title}
      </h3>
      <p className="mt-2 text-muted">{text}</p>
    </li>
  );
}
