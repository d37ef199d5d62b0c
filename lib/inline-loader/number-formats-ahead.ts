/**
 * A page's first number formatter costs 16–180 ms on the phone profile (4× CPU): the browser's number and
 * currency data start up with it, once per page. Every page formats prices or counts as React hydrates (a
 * shop page in the render that makes it live, a long task a tap would wait behind) and a product page's
 * stepper as it answers a tap before React (early-steps.ts). So the price formatter is made once the first
 * paint is on screen, while the scripts download (start-hydration.ts), and every formatter made after it
 * costs 1–6 ms.
 */
import { formatMoney } from '../money';

export function makeNumberFormatsAhead(): void {
  formatMoney(0);
}
