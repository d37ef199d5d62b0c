/**
 * What the inline loader (main.ts beside this file, inlined into every exported page), the build step that
 * makes Next's scripts wait for it (scripts/hydration/defer-hydration.ts) and the React app agree on. The
 * loader records taps made before React is live and replays them when the app announces it has hydrated
 * (components/layout/hydration-signal.tsx).
 */

/** Holds the URL of a Next script that the loader turns into a real script when hydration starts. */
export const HYDRATE_SRC_ATTRIBUTE = 'data-hydrate-src';

/** Dispatched on window once React has hydrated the page and every island's mount effects have run. */
export const HYDRATED_EVENT = 'shop:hydrated';

/**
 * A stepper the loader answers before React is live (early-steps.ts), as attributes the React markup carries:
 * the element holding the stepper and everything that shows its number has STEPPER_MIN_ATTRIBUTE (its value
 * is the least the number can be); each button has STEP_ATTRIBUTE (what a tap adds: 1 or -1); each element
 * whose text shows the number ('1', 'Quantity 1') has STEPPER_COUNT_ATTRIBUTE; each element whose text
 * shows a price times the number has UNIT_PRICE_ATTRIBUTE, whose value is that price.
 */
export const STEPPER_MIN_ATTRIBUTE = 'data-stepper-min';
export const STEP_ATTRIBUTE = 'data-step';
export const STEPPER_COUNT_ATTRIBUTE = 'data-stepper-count';
export const UNIT_PRICE_ATTRIBUTE = 'data-unit-price';
