import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';

const containerVariants = cva('mx-auto w-full px-4 sm:px-6', {
  variants: {
    width: {
      '6xl': 'max-w-6xl',
      '5xl': 'max-w-5xl',
      '4xl': 'max-w-4xl',
      '3xl': 'max-w-3xl',
      '2xl': 'max-w-2xl',
    },
  },
  defaultVariants: { width: '6xl' },
});

type ContainerProps = ComponentPropsWithoutRef<'div'> &
  VariantProps<typeof containerVariants> & {
    as?: 'div' | 'section' | 'header';
  };

/** The page's centered column with its side gutters; the site's pages are max-w-6xl wide. */
export function Container({ as: Element = 'div', width, className, ...props }: ContainerProps) {
  return <Element className={containerVariants({ width, className })} {...props} />;
}
