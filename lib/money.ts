import { CURRENCY, MONEY_LOCALE } from '@/data/constants';

// Pure: the inline loader (lib/inline-loader/early-steps.ts) bundles this module and drops what it leaves unused.
const formatter = /* @__PURE__ */ new Intl.NumberFormat(MONEY_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$39.99'. Fixed locale so the server's HTML and the browser's render match. */
export function formatMoney(amount: number): string {
  return formatter.format(amount);
}

/** Rounds to cents, so 39.99 * 3 is 119.97 and not 119.97000000000001. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

const wholeFormatter = /* @__PURE__ */ new Intl.NumberFormat(MONEY_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/** '$50', for round amounts in claims such as 'Free shipping on orders over $50'. */
export function formatWholeMoney(amount: number): string {
  return wholeFormatter.format(amount);
}
