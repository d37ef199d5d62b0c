/** Business constants (docs/product.md) and the few tuning numbers the UI needs. Components import these; they hold no magic numbers. */
export const SHOP_NAME = 'Milk & Mischief';
export const SHOP_TAGLINE =
  'Nursing sweatshirts with zip access, for moms who feed on demand and laugh anyway.';
export const CONTACT_EMAIL = 'hello@milkandmischief.com';

export const CURRENCY = 'USD';
export const MONEY_LOCALE = 'en-US';

/**
 * The spec's price and original price and its one color: what the editor fills in for a new design
 * (scripts/admin/cms-config.ts). Each design's file holds its own (data/content/designs/).
 */
export const PRICE = 39.99;
export const ORIGINAL_PRICE = 54.99;

export const DEFAULT_COLOR = 'Charcoal Gray';
/** How each color name is drawn (swatches and artwork); a design's colors are among these names. */
export const COLOR_SWATCHES: Record<string, string> = {
  'Charcoal Gray': '#3f4247',
};

export const RATING_OUT_OF = 5;

export const SHIPPING_FEE = 5.99;
export const FREE_SHIPPING_THRESHOLD = 50;
export const RETURN_DAYS = 30;
/** Business days between the order and the parcel leaving us (the product page's 'Ships within 1-2 business days'). */
export const HANDLING_BUSINESS_DAYS = { min: 1, max: 2 } as const;
/**
 * Business days the carrier takes once the parcel has left us (US standard ground). No page states it;
 * the JSON-LD offers do (schema.org `deliveryTime.transitTime`), so search engines can show a delivery estimate.
 */
export const TRANSIT_BUSINESS_DAYS = { min: 3, max: 5 } as const;
export const SHIPS_WITHIN = `${HANDLING_BUSINESS_DAYS.min}-${HANDLING_BUSINESS_DAYS.max} business days`;
export const CUSTOMERS_CLAIM = '10K+';
/** The newsletter's offer; the home page's copy must say it (data/schema/pages.ts). */
export const NEWSLETTER_DISCOUNT_PERCENT = 15;

export const HERO_RATING = 4.9;
export const HERO_REVIEW_COUNT = 2340;

export const REVIEW_STATS = [
  { label: 'Happy Customers', value: '15,000+' },
  { label: 'Average Rating', value: '4.9/5' },
  { label: 'Repeat Customers', value: '87%' },
  { label: '5-Star Reviews', value: '94%' },
] as const;

export const MIN_QUANTITY = 1;

/** Card images start loading when within this distance of the viewport. */
export const LAZY_LOAD_MARGIN_PX = 100;

/** react-hot-toast display durations for the notify form. */
export const TOAST_SUCCESS_MS = 4000;
export const TOAST_ERROR_MS = 5000;

/**
 * How many cards a page of the shop holds: /shop and each category's page show their first SHOP_PAGE_SIZE
 * designs, and the rest are on further pages (`/shop/page/2`), which script can add below as she asks. Large
 * enough that today's catalog fits on one page, small enough that a page weighs the same at any size.
 */
export const SHOP_PAGE_SIZE = 32;

/**
 * How many cards of every other view (and of its own view in every other sort) a shop page holds hidden, so a
 * category chip or a sort shows its first cards in the frame it is tapped, before and after the scripts: the
 * grid's widest row. The rest of that view's page comes from its data file (components/shop/shop-browser.tsx).
 */
export const SHOP_FIRST_SCREEN_CARDS = 4;

/** How many products the home page features. */
export const FEATURED_PRODUCT_COUNT = 4;
