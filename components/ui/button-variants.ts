import { cva } from 'class-variance-authority';

/**
 * A filled button's edge in a contrast theme (forced colors), which removes the fill and paints outlines in
 * its own colors: this transparent outline, inset where a border would be, becomes the button's boundary
 * there, and is invisible and moves nothing anywhere else. Keyboard focus draws the focus ring instead.
 */
const CONTRAST_EDGE =
  'not-focus-visible:outline-2 not-focus-visible:-outline-offset-2 not-focus-visible:outline-transparent';

/**
 * The classes of everything that looks like a button, whether it is a <button>, a <Link> or an <a>.
 * Each utility a variant sets is set by no other part of the same call, so no two classes compete: Tailwind
 * resolves two utilities for one property by stylesheet order, not by their order in the class string. A
 * caller's `className` adds layout (margins, width, flex), never a color, size or padding: those are variants.
 * Targets are at least 44px tall.
 */
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full py-2.5 font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      intent: {
        primary: `bg-brand text-on-brand hover:bg-brand-dark ${CONTRAST_EDGE}`,
        secondary: 'border-2 border-brand bg-surface text-brand-dark hover:bg-brand-soft',
        ghost: 'text-brand-dark hover:bg-blush',
        /** On the brand-dark bands (call to action, newsletter): white reads there, at rest and hovered. */
        inverse: `bg-on-band text-band hover:bg-band-soft focus-visible:outline-on-band ${CONTRAST_EDGE}`,
        inverseOutline:
          'border-2 border-on-band text-on-band hover:bg-on-band/10 focus-visible:outline-on-band',
      },
      size: {
        md: 'px-6 text-base',
        lg: 'px-6 text-lg',
        compact: 'px-4 text-base',
      },
    },
    defaultVariants: { intent: 'primary', size: 'md' },
  },
);
