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
