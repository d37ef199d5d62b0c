/**
 * A stepper answers at once. A tap on a stepper's button before React is live is recorded and replayed like
 * any other (early-taps.ts), so React's state ends where the shopper left it; this shows the tap's effect
 * straight away, as React will render it: the number, and the price it multiplies, change in the page's
 * text, and minus looks unavailable again at the minimum. React does not compare those texts when it
 * hydrates (they carry suppressHydrationWarning) and writes the same text again when each replayed tap
 * reaches its state. The markup's side of it is in contract.ts.
 */
import { formatMoney, roundToCents } from '../money';
import { steppedQuantity } from '../quantity-step';
import {
  STEP_ATTRIBUTE,
  STEPPER_COUNT_ATTRIBUTE,
  STEPPER_MIN_ATTRIBUTE,
  UNIT_PRICE_ATTRIBUTE,
} from './contract';

/** The first whole number in a text: '1' in 'Quantity 1'. */
const COUNT = /\d+/;

function priceTimes(unitPrice: number, count: number): string {
  return formatMoney(roundToCents(unitPrice * count));
}

/** Shows the effect of a tap on `control` if it is a stepper's button; anything else is left alone. */
export function showEarlyStep(control: Element): void {
  const step = Number(control.getAttribute(STEP_ATTRIBUTE));
  const stepper = control.closest(`[${STEPPER_MIN_ATTRIBUTE}]`);
  if (!step || !stepper) return;
  const minimum = Number(stepper.getAttribute(STEPPER_MIN_ATTRIBUTE));
  const shown = stepper.querySelectorAll(`[${STEPPER_COUNT_ATTRIBUTE}]`);
  // Stryker disable next-line StringLiteral: with no element showing the number, '' or any text without a digit gives NaN alike.
  const count = Number(COUNT.exec(shown[0]?.textContent ?? '')?.[0]);
  const next = steppedQuantity(count, step, minimum);
  // Also when nothing shows a number (NaN): then the tap only waits for React.
  if (next === undefined) return;

  shown.forEach((element) => {
    // Stryker disable next-line StringLiteral: an element's textContent is never null (only a document's is), so the fallback is never used.
    element.textContent = (element.textContent ?? '').replace(COUNT, String(next));
  });
  stepper.querySelectorAll(`[${UNIT_PRICE_ATTRIBUTE}]`).forEach((element) => {
    const unitPrice = Number(element.getAttribute(UNIT_PRICE_ATTRIBUTE));
    // Stryker disable next-line StringLiteral: an element's textContent is never null (only a document's is), so the fallback is never used.
    element.textContent = (element.textContent ?? '').replace(
      priceTimes(unitPrice, count),
      priceTimes(unitPrice, next),
    );
  });
  stepper.querySelectorAll(`[${STEP_ATTRIBUTE}][aria-disabled]`).forEach((button) => {
    const after = steppedQuantity(next, Number(button.getAttribute(STEP_ATTRIBUTE)), minimum);
    button.setAttribute('aria-disabled', String(after === undefined));
  });
}
