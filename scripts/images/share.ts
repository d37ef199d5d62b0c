/**
 * 1200×630 share images (Open Graph / link previews): big type, high contrast, the brand on every one.
 * A product's shows its front artwork, name, price, struck-through original price and rating.
 */
import { RATING_OUT_OF, SHOP_NAME } from '@/data/constants';
import { PALETTE } from '@/data/palette';
import type { Product } from '@/data/types';
import { formatMoney } from '@/lib/money';
import { SHARE_IMAGE_SIZE } from '@/lib/images';
import { capHeight, fitWrapped, measureText, textPath } from './fonts';
import { PRODUCT_CANVAS, productFrontOnWall } from './product-art';
import { el, group, heartPath, num, starPath, svgDocument } from './svg';

const { width: W, height: H } = SHARE_IMAGE_SIZE;
export const SHARE_COLORS = {
  paper: PALETTE.light.cream,
  ink: PALETTE.light.ink,
  muted: PALETTE.light.muted,
  brand: PALETTE.light.brand,
  gold: PALETTE.light.gold,
  star: '#e0a526',
  blush: PALETTE.light.blush,
  sage: PALETTE.light.sage,
  line: PALETTE.light.line,
} as const;

/** The brand's mark (a heart with a zip pull on a rose disc) and name, starting at (x, y) = mark's top left. */
function brandRow(x: number, y: number, size = 30): string {
  const r = size * 0.75;
  const cx = x + r;
  const cy = y + r;
  return (
    el('circle', { cx, cy, r, fill: SHARE_COLORS.brand }) +
    el('path', { d: heartPath(cx, cy + r * 0.1, r * 1.05), fill: SHARE_COLORS.paper }) +
    el('path', {
      d: textPath(SHOP_NAME, {
        font: 'display',
        size,
        x: x + 2 * r + 14,
        y: cy + (capHeight('display') * size) / 2,
      }),
      fill: SHARE_COLORS.ink,
    })
  );
}

/** `count` stars in a row from (x, y) = first star's center, filled to `value` (fractions clip the last one). */
export function starRow(
  x: number,
  y: number,
  value: number,
  count: number,
  size: number,
  id: string,
): string {
  const gap = size * 1.15;
  let outline = '';
  for (let i = 0; i < count; i++) outline += starPath(x + i * gap, y, size / 2, size / 4.4);
  const full = Math.floor(value);
  const fraction = value - full;
  const left = x - size / 2;
  const right =
    fraction > 0 ? x + full * gap - size / 2 + fraction * size : x + (full - 1) * gap + size / 2;
  return (
    el('path', { d: outline, fill: '#eadfce' }) +
    el(
      'clipPath',
      { id },
      el('rect', { x: left, y: y - size, width: Math.max(0, right - left), height: size * 2 }),
    ) +
    el('path', { d: outline, fill: SHARE_COLORS.star, 'clip-path': `url(#${id})` })
  );
}

function textBlock(
  lines: string[],
  font: 'display' | 'sans',
  size: number,
  x: number,
  y: number,
  lineHeight: number,
  fill: string,
): { svg: string; bottom: number } {
  let d = '';
  let baseline = y + capHeight(font) * size;
  for (const line of lines) {
    d += textPath(line, { font, size, x, y: baseline });
    baseline += size * lineHeight;
  }
  return { svg: el('path', { d, fill }), bottom: baseline - size * lineHeight };
}

const reviewCount = new Intl.NumberFormat('en-US');

/** Where a product's share image shows its front view: a square on the left, the full height. */
export const PRODUCT_SHARE_ART_BOX = { left: 0, top: 0, width: H, height: H } as const;

/**
 * A product's share image: its front artwork on the left, name, prices and rating on the right. Without
 * `drawArt` the left square is left empty for the owner's photo (render.ts lays it there).
 */
export function productShareSvg(
  product: Product,
  eyebrow: string,
  { drawArt = true }: { drawArt?: boolean } = {},
): string {
  const { left, top, width, height } = PRODUCT_SHARE_ART_BOX;
  const panelX = left + width;
  const textX = panelX + 52;
  const textW = W - textX - 48;
  const art = drawArt
    ? `<svg x="${left}" y="${top}" width="${width}" height="${height}" viewBox="0 0 ${PRODUCT_CANVAS} ${PRODUCT_CANVAS}">${productFrontOnWall(product)}</svg>`
    : '';
  const name = fitWrapped(product.name, 'display', textW, 58, 3, 36);
  const nameBlock = textBlock(name.lines, 'display', name.size, textX, 150, 1.14, SHARE_COLORS.ink);
  const priceY = nameBlock.bottom + 104;
  const price = formatMoney(product.price);
  const priceSize = 68;
  let svg =
    art +
    el('rect', { x: panelX, width: W - panelX, height: H, fill: SHARE_COLORS.paper }) +
    brandRow(textX, 52, 32) +
    nameBlock.svg +
    el('path', {
      d: textPath(price, { font: 'display', size: priceSize, x: textX, y: priceY }),
      fill: SHARE_COLORS.brand,
    });
  if (product.originalPrice !== undefined && product.originalPrice > product.price) {
    const original = formatMoney(product.originalPrice);
    const ox = textX + measureText(price, 'display', priceSize) + 24;
    const osize = 40;
    const ow = measureText(original, 'sans', osize);
    svg +=
      el('path', {
        d: textPath(original, { font: 'sans', size: osize, x: ox, y: priceY }),
        fill: SHARE_COLORS.muted,
      }) +
      el('path', {
        d: `M${num(ox - 4)} ${num(priceY - osize * 0.34)}H${num(ox + ow + 4)}`,
        stroke: SHARE_COLORS.muted,
        'stroke-width': 4,
      });
  }
  const ratingY = priceY + 72;
  const ratingText = `${product.rating.toFixed(1)} · ${reviewCount.format(product.reviews)} reviews`;
  svg +=
    starRow(textX + 18, ratingY - 14, product.rating, RATING_OUT_OF, 36, 'share-stars') +
    el('path', {
      d: textPath(ratingText, {
        font: 'sans',
        size: 32,
        x: textX + 18 + 5 * 36 * 1.15,
        y: ratingY,
      }),
      fill: SHARE_COLORS.ink,
    });
  const pillSize = 26;
  const pillW = measureText(eyebrow, 'sans', pillSize) + 44;
  svg +=
    el('rect', {
      x: textX,
      y: H - 100,
      width: pillW,
      height: 52,
      rx: 26,
      fill: SHARE_COLORS.blush,
    }) +
    el('path', {
      d: textPath(eyebrow, {
        font: 'sans',
        size: pillSize,
        x: textX + 22,
        y: H - 74 + (capHeight('sans') * pillSize) / 2,
      }),
      fill: SHARE_COLORS.brand,
    });
  return svgDocument(W, H, svg, W);
}

/** Where a content page's share image centers its artwork: the middle of the tinted panel on the right. */
const ART_CENTER = { x: 915, y: 330 } as const;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Frames for `count` of the owner's photos (1 to 4) in a content page's share image, where its drawing
 * would be: one large, or squares side by side, or two over one, or two by two. `aspect` is width over
 * height (the hero's 4:3; squares for products and the team).
 */
export function sharePhotoBoxes(count: number, aspect = 1): Box[] {
  const box = (cx: number, cy: number, width: number, height = width / aspect): Box => ({
    left: Math.round(ART_CENTER.x + cx - width / 2),
    top: Math.round(ART_CENTER.y + cy - height / 2),
    width: Math.round(width),
    height: Math.round(height),
  });
  if (count <= 1) return [box(0, 0, aspect > 1 ? 500 : 440)];
  if (count === 2) return [box(-137, 0, 250), box(137, 0, 250)];
  const step = 125;
  const cells = [box(-step, -step, 230), box(step, -step, 230)];
  return count === 3
    ? [...cells, box(0, step, 230)]
    : [...cells, box(-step, step, 230), box(step, step, 230)];
}

/**
 * The paper frames the photos in `boxes` sit in, as a content page's artwork (relative to its center);
 * a box whose entry in `drawn` is a 200×200 drawing shows that drawing instead of a photo.
 */
export function photoFramesArt(
  boxes: readonly Box[],
  drawn: readonly (string | undefined)[],
): string {
  return boxes
    .map((box, i) => {
      const x = box.left - ART_CENTER.x;
      const y = box.top - ART_CENTER.y;
      const frame = (grow: number, dy: number, fill: string, opacity?: number) =>
        el('rect', {
          x: x - grow,
          y: y - grow + dy,
          width: box.width + 2 * grow,
          height: box.height + 2 * grow,
          rx: 6,
          fill,
          opacity,
        });
      const drawing = drawn[i];
      return (
        frame(10, 6, SHARE_COLORS.ink, 0.12) +
        frame(10, 0, SHARE_COLORS.paper) +
        (drawing ? group(drawing, `translate(${num(x)} ${num(y)}) scale(${box.width / 200})`) : '')
      );
    })
    .join('');
}

export interface SharePage {
  /** 'home', 'shop'… the file is /og/<key>.png. */
  key: string;
  headline: string;
  subline: string;
  /** Artwork centered on (0, 0) in a box about 540 × 540. */
  art: string;
  /** The page's background tint behind the art. */
  tint: string;
}

/** A content page's share image: brand, big headline and a subline on the left, artwork on the right. */
export function pageShareSvg(page: SharePage): string {
  const textX = 70;
  const textW = 520;
  const headline = fitWrapped(page.headline, 'display', textW, 80, 3, 44);
  const head = textBlock(
    headline.lines,
    'display',
    headline.size,
    textX,
    150,
    1.1,
    SHARE_COLORS.ink,
  );
  const sub = fitWrapped(page.subline, 'sans', textW, 34, 3, 24);
  const subBlock = textBlock(
    sub.lines,
    'sans',
    sub.size,
    textX,
    head.bottom + 42,
    1.32,
    SHARE_COLORS.muted,
  );
  const svg =
    el('rect', { width: W, height: H, fill: SHARE_COLORS.paper }) +
    el('path', {
      d: `M640 0H${W}V${H}H700C650 520 600 420 640 300C680 180 610 90 640 0Z`,
      fill: page.tint,
    }) +
    brandRow(textX, 52, 32) +
    head.svg +
    subBlock.svg +
    el('rect', { x: textX, y: H - 64, width: 120, height: 8, rx: 4, fill: SHARE_COLORS.brand }) +
    group(page.art, `translate(${ART_CENTER.x} ${ART_CENTER.y})`);
  return svgDocument(W, H, svg, W);
}
