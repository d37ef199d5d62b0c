/** Shapes of the shop's catalog and content. `data/` is the one source of truth; `lib/` derives from it. */

export const CATEGORIES = [
  'Humor',
  'Vintage',
  'Modern',
  'Mystical',
  'Community',
  'Food',
  'Cute',
  'Literary',
  'Support',
  'Retro',
  'Feminine',
  'Floral',
  'Inspirational',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A calendar day in ISO 8601 form, 'YYYY-MM-DD' (checked by tests/unit/catalog-dates.test.ts). */
export type IsoDate = `${number}-${number}-${number}`;

/** Whether a product can be bought now, named as schema.org's ItemAvailability values (https://schema.org/OutOfStock). */
export const AVAILABILITIES = ['InStock', 'OutOfStock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const BADGES = ['Bestseller', 'New', 'Sale', 'Premium', 'Limited', 'Trending'] as const;
export type Badge = (typeof BADGES)[number];

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

/** The four views drawn for every product, in gallery order. */
export const PRODUCT_VIEWS = ['front', 'back', 'zip-open', 'flat-lay'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** How a design's print is drawn by scripts/images (the artwork generator). */
export const PRINT_STYLES = [
  'vintage', // distressed arched lettering, badge frame
  'floral', // flowers around script lettering
  'tarot', // tarot-card frame with a title plate
  'typography', // stacked bold words in several colors
  'retro', // 70s stripes and rounded type
  'script', // handwritten script with a small heart
  'playful', // bouncy lettering with doodles
  'chart', // a pie chart with a legend
] as const;
export type PrintStyle = (typeof PRINT_STYLES)[number];

export interface PrintDesign {
  /** The words printed on the sweatshirt, one entry per line. */
  lines: string[];
  style: PrintStyle;
  /** Ink colors (hex), first is the main one. */
  inks: string[];
}

export interface CustomerReview {
  name: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  verified: boolean;
  /**
   * The day it was published. Pages print it as an absolute date, never as '2 weeks ago', which static HTML
   * would freeze at build time.
   */
  date: IsoDate;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  price: number;
  originalPrice?: number;
  rating: number;
  /** Review count. */
  reviews: number;
  /** Four image paths, in PRODUCT_VIEWS order. */
  images: string[];
  /** Color names; see COLOR_SWATCHES for how each is drawn. */
  colors: string[];
  sizes: Size[];
  description: string;
  /** Five texts. */
  features: string[];
  /** The page's meta description for results pages and link previews: 50 to 160 characters, its own. */
  searchDescription: string;
  /** Shown beside the price and written into the JSON-LD offer: one field, so the two cannot disagree. */
  availability: Availability;
  badge?: Badge;
  category: Category;
  customerReviews: CustomerReview[];
  /**
   * The artwork's print, used by the image generator and for alt texts. Absent only when the owner's photos
   * show all four views (data/schema/design.ts).
   */
  print?: PrintDesign;
}

export interface Testimonial {
  name: string;
  age: number;
  location: string;
  rating: number;
  text: string;
  image: string;
}

export interface FeaturedReview {
  name: string;
  age: number;
  location: string;
  rating: number;
  /** The product's name. */
  product: string;
  text: string;
  image: string;
  verified: boolean;
  /** The day it was published. */
  date: IsoDate;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
}

export interface CartItem {
  id: number;
  name: string;
  image: string;
  size: Size;
  color: string;
  price: number;
  quantity: number;
}
