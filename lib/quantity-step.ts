/**
 * The quantity stepper's rule, one for React (components/product/quantity-stepper.tsx) and for the inline
 * loader, which shows a tap's effect before React is live (lib/inline-loader/early-steps.ts): a tap adds its
 * step (1 or -1) to the quantity, which never goes below its minimum and has no maximum.
 */

/**
 * The quantity after a tap adding `step` to `quantity`, or undefined when the tap is not taken: minus at
 * the minimum, or a `quantity` that is no number (NaN).
 */
export function steppedQuantity(
  quantity: number,
  step: number,
  minimum: number,
): number | undefined {
  const next = quantity + step;
  return next >= minimum ? next : undefined;
}

/** Whether a tap adding `step` is taken: a button whose tap is not shows itself unavailable. */
export function canStep(quantity: number, step: number, minimum: number): boolean {
  return steppedQuantity(quantity, step, minimum) !== undefined;
}
