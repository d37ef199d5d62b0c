/** Shared class lists for links and buttons that look like buttons. Targets are at least 44px tall. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-brand text-white hover:bg-brand-dark`;
export const secondaryButton = `${base} border-2 border-brand bg-white text-brand-dark hover:bg-brand-soft`;
export const ghostButton = `${base} text-ink hover:bg-blush`;
/** Square icon-only button (name it with aria-label). */
export const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-blush';
