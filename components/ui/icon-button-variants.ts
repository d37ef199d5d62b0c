import { cva } from 'class-variance-authority';

/**
 * A round, icon-only button (name it with aria-label). At its limit a stepper's button is aria-disabled
 * rather than disabled, so keyboard focus stays on it; it then looks inert.
 */
export const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full transition-colors hover:bg-blush aria-disabled:cursor-not-allowed aria-disabled:text-muted/60 aria-disabled:hover:bg-transparent',
  {
    variants: {
      tone: {
        ink: 'text-ink',
        muted: 'text-muted hover:text-brand-dark',
      },
      size: {
        md: 'size-11',
        sm: 'size-10',
      },
    },
    defaultVariants: { tone: 'ink', size: 'md' },
  },
);
