import { CURRENCY, MONEY_LOCALE } from '@/data/constants';

/**
 * Made on first use: a page's first currency formatter costs 16-128 ms on the phone profile (4× CPU), which
 * the inline loader, bundling this module (lib/inline-loader/early-steps.ts), paid as it ran at the end of
 * every page's HTML, next to the largest paint. The loader makes it once that paint is on screen
 * (lib/inline-loader/number-formats-ahead.ts).
 */
let formatter: Intl.NumberFormat | undefined;

/** '$39.99'. Fixed locale so the server's HTML and the browser's render match. */
export function formatMoney(amount: number): string {
  formatter ??= new Intl.NumberFormat(MONEY_LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return formatter.format(amount);
}

/** Rounds to cents, so 39.99 * 3 is 119.97 and not 119.97000000000001. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

let wholeFormatter: Intl.NumberFormat | undefined;

/** '$50', for round amounts in claims such as 'Free shipping on orders over $50'. */
export function formatWholeMoney(amount: number): string {
  wholeFormatter ??= new Intl.NumberFormat(MONEY_LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  });
  return wholeFormatter.format(amount);
}
