/**
 * What each content page's and each category page's share image says and shows, taken from the same data
 * the page renders. A content page without a drawing of its own here gets the brand's: its title beside
 * the brand's mark, so a row in CONTENT_PAGES (data/routes.ts) is all a new page needs.
 */
import { values, team } from '@/data/about';
import { CATEGORY_COPY } from '@/data/categories';
import {
  HERO_RATING,
  HERO_REVIEW_COUNT,
  REVIEW_STATS,
  SHOP_TAGLINE,
  SHOP_NAME,
} from '@/data/constants';
import { hero } from '@/data/home';
import { featuredReviews } from '@/data/reviews';
import { sizeGuideIntro } from '@/data/size-guide';
import type { PrintStyle, Product } from '@/data/types';
import { CATEGORIES, SIZES } from '@/data/types';
import { CONTENT_PAGES, type ContentPage, type ContentPageName } from '@/data/routes';
import { NOT_FOUND_SHARE_KEY, categoryShareKey, pageShareKey } from '@/lib/images';
import { categoryShareDesigns } from '@/lib/seo/listing-metadata';
import { textPath } from './fonts';
import { productsByStyle, sweatshirtTrio } from './hero';
import { portrait } from './portrait';
import { sockPair } from './props';
import { SHARE_COLORS, type SharePage, starRow } from './share';
import { measuredSweatshirt } from './size-chart';
import { el, group, heartPath, translate } from './svg';

const SHOP_STYLES: readonly PrintStyle[] = ['vintage', 'retro', 'playful'];
const count = new Intl.NumberFormat('en-US');

function stat(label: string): string {
  const found = REVIEW_STATS.find((s) => s.label === label);
  if (!found) throw new Error(`REVIEW_STATS has no "${label}"`);
  return found.value;
}

/** A portrait clipped to a circle of radius r centered on (cx, cy), with a paper ring. */
function roundPortrait(name: string, cx: number, cy: number, r: number, id: string): string {
  const k = (2 * r) / 200;
  return (
    el('circle', { cx, cy, r: r + 8, fill: SHARE_COLORS.paper }) +
    el('clipPath', { id }, el('circle', { cx: 100, cy: 100, r: 100 })) +
    group(portrait(name), translate(cx - r, cy - r, k), { 'clip-path': `url(#${id})` })
  );
}

function shoppingBag(products: readonly Product[]): string {
  const [peeking] = productsByStyle(products, ['typography']);
  const kraft = '#d8b58c';
  return (
    (peeking
      ? group(sweatshirtTrio([peeking], 'cart'), 'translate(0 -40) scale(0.5) rotate(-8)')
      : '') +
    el('path', { d: 'M-150 -40H150L170 230H-170Z', fill: kraft }) +
    el('path', { d: 'M-150 -40H150L146 -6H-146Z', fill: '#c49f74' }) +
    el('path', {
      d: 'M-80 -20C-80 -110 80 -110 80 -20',
      fill: 'none',
      stroke: '#8a6a48',
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }) +
    el('circle', { cx: 0, cy: 100, r: 56, fill: SHARE_COLORS.brand }) +
    el('path', { d: heartPath(0, 104, 62), fill: SHARE_COLORS.paper })
  );
}

function lostSock(): string {
  return (
    el('path', {
      d: textPath('404', { font: 'display', size: 210, x: 0, y: 10, anchor: 'middle' }),
      fill: SHARE_COLORS.brand,
    }) + group(sockPair('#f4b6c2'), 'translate(-50 90) scale(1.15) rotate(-6)')
  );
}

function reviewsArt(): string {
  const names = featuredReviews.slice(0, 3).map((r) => r.name);
  let svg =
    el('rect', { x: -240, y: -150, width: 480, height: 300, rx: 36, fill: SHARE_COLORS.paper }) +
    starRow(-176, -60, 5, 5, 64, 'reviews-stars');
  svg += el('path', {
    d: textPath(stat('Average Rating'), {
      font: 'display',
      size: 60,
      x: 0,
      y: 70,
      anchor: 'middle',
    }),
    fill: SHARE_COLORS.ink,
  });
  names.forEach((name, i) => {
    svg += roundPortrait(name, -110 + i * 110, 200, 62, `reviewer-${i}`);
  });
  return svg;
}

function aboutArt(): string {
  const [first, second] = team;
  return (
    (first ? roundPortrait(first.name, -110, -40, 130, 'team-0') : '') +
    (second ? roundPortrait(second.name, 120, 70, 130, 'team-1') : '') +
    el('path', { d: heartPath(20, -170, 60), fill: SHARE_COLORS.brand })
  );
}

/** The brand's mark, large: a heart with a zip pull on a rose disc (the small one is in every image's corner). */
function brandMark(): string {
  return (
    el('circle', { cx: 0, cy: 0, r: 190, fill: SHARE_COLORS.brand }) +
    el('path', { d: heartPath(0, 19, 200), fill: SHARE_COLORS.paper })
  );
}

type Drawing = Omit<SharePage, 'key'>;

/**
 * Every content page's share image, then the not-found page's: `pages`' own drawing, or the brand's with
 * its title.
 */
export function sharePages(
  products: readonly Product[],
  pages: Readonly<Record<string, ContentPage>> = CONTENT_PAGES,
): SharePage[] {
  const trio = (styles: readonly PrintStyle[], id: string) =>
    group(sweatshirtTrio(productsByStyle(products, styles), id), 'translate(0 30) scale(0.5)');
  const sizes = `${SIZES[0]} to ${SIZES[SIZES.length - 1]}`;
  const drawings: Partial<Record<ContentPageName, Drawing>> = {
    home: {
      headline: hero.headline,
      subline: `${hero.eyebrow}. Rated ${HERO_RATING} by ${count.format(HERO_REVIEW_COUNT)} moms.`,
      art: trio(['tarot', 'typography', 'floral'], 'og-home'),
      tint: SHARE_COLORS.blush,
    },
    shop: {
      headline: CONTENT_PAGES.shop.title,
      subline: `${products.length} zip-access nursing sweatshirts: mama humor, vintage vibes and cozy comfort.`,
      art: trio(SHOP_STYLES, 'og-shop'),
      tint: SHARE_COLORS.sage,
    },
    cart: {
      headline: CONTENT_PAGES.cart.title,
      subline: SHOP_TAGLINE,
      art: shoppingBag(products),
      tint: SHARE_COLORS.blush,
    },
    about: {
      headline: `About ${SHOP_NAME}`,
      subline: values.map((v) => v.title).join(' · '),
      art: aboutArt(),
      tint: SHARE_COLORS.sage,
    },
    reviews: {
      headline: CONTENT_PAGES.reviews.title,
      subline: `${stat('Happy Customers')} happy customers, ${stat('5-Star Reviews')} five-star reviews.`,
      art: reviewsArt(),
      tint: SHARE_COLORS.blush,
    },
    sizeGuide: {
      headline: sizeGuideIntro.title,
      subline: `Find your perfect fit, ${sizes}: bust, waist and hips in inches.`,
      art: group(measuredSweatshirt('og-chart'), 'translate(0 -250) scale(0.66)'),
      tint: SHARE_COLORS.sage,
    },
  };
  const notFound: SharePage = {
    key: NOT_FOUND_SHARE_KEY,
    headline: 'Oops! Page not found',
    subline: SHOP_TAGLINE,
    art: lostSock(),
    tint: SHARE_COLORS.blush,
  };
  const contentPages = Object.entries(pages).map(([name, page], index) => ({
    key: pageShareKey(page.path),
    ...(drawings[name as ContentPageName] ?? {
      headline: page.title,
      subline: SHOP_TAGLINE,
      art: brandMark(),
      tint: index % 2 === 0 ? SHARE_COLORS.blush : SHARE_COLORS.sage,
    }),
  }));
  return [...contentPages, notFound];
}

/**
 * Each category page's share image: its title, how many designs it holds, and up to three of them, the
 * middle one in front with its zips open. A category holding no design has none: its page shares the
 * shop's (lib/seo/listing-metadata.ts).
 */
export function categorySharePages(products: readonly Product[]): SharePage[] {
  const held = CATEGORIES.filter((category) =>
    products.some((product) => product.category === category),
  );
  return held.map((category, index) => {
    const designs = products.filter((product) => product.category === category);
    // Two designs stand in the middle and right places of the trio: move the pair to the center.
    const shift = designs.length === 2 ? -93 : 0;
    return {
      key: categoryShareKey(category),
      headline: CATEGORY_COPY[category].title,
      subline: `${designs.length} ${designs.length === 1 ? 'design' : 'designs'} with hidden zips, for feeds on demand.`,
      art: group(
        sweatshirtTrio(
          categoryShareDesigns(designs),
          `og-${categoryShareKey(category).replace('/', '-')}`,
        ),
        `translate(${shift} 30) scale(0.5)`,
      ),
      tint: index % 2 === 0 ? SHARE_COLORS.blush : SHARE_COLORS.sage,
    };
  });
}
