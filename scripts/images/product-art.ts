/**
 * The four gallery images of a product, as SVG on a transparent ground: the front, the back on a hanger,
 * a close-up with the nursing zips open, and a flat lay with a few props and the wooden table's grain. One
 * drawing serves both themes: the page paints the wall or the table behind it (lib/images.ts), so whatever
 * the backdrop lends the scene (shadows, the grain and the planks' seams) is translucent dark, deepening
 * the theme's own colors.
 */
import { COLOR_SWATCHES, SHOP_NAME } from '@/data/constants';
import type { PrintDesign, Product, ProductView } from '@/data/types';
import { wall } from './backdrop';
import { garment, garmentShadow } from './garment';
import { createRandom, type Random } from './prng';
import { textPath } from './fonts';
import { upper } from './prints/context';
import { motif, motifFor } from './prints/motifs';
import { printContext, renderPrint } from './prints';
import { hanger, mugFromAbove, pacifier, rail, sockPair, sprig } from './props';
import { el, group, num, svgDocument } from './svg';

/** A product with a print, which can be drawn. */
export type ProductArtSource = Pick<Product, 'id' | 'slug' | 'name' | 'colors'> & {
  print: PrintDesign;
};

/** Whether a product has a print to draw (one without is shown by the owner's photos alone). */
export function isDrawable<T extends Pick<Product, 'print'>>(
  product: T,
): product is T & { print: PrintDesign } {
  return product.print !== undefined;
}

/**
 * The product, which must have a print: a design without one has a photo of every view, and the image step
 * stops at a missing photo (scripts/images/photo-folder.ts) before it draws anything.
 */
function drawable(
  product: Pick<Product, 'id' | 'slug' | 'name' | 'colors' | 'print'>,
): ProductArtSource {
  if (!isDrawable(product))
    throw new Error(`${product.slug} has no print to draw; its photos must show every view`);
  return product;
}

/** Every product image is drawn on a 1000×1000 canvas. */
export const PRODUCT_CANVAS = 1000;

/** The fabric color of a product's first color; a color without a swatch is a data error. */
export function fabricColor(product: Pick<Product, 'slug' | 'colors'>): string {
  const name = product.colors[0];
  const hex = name ? COLOR_SWATCHES[name] : undefined;
  if (!hex)
    throw new Error(`No COLOR_SWATCHES entry for color "${name}" of product ${product.slug}`);
  return hex;
}

function neckPrint(product: ProductArtSource, fabric: string): string {
  const c = printContext(product, fabric, 'neck');
  const brand = upper(SHOP_NAME);
  const size = 13;
  return (
    group(
      motif(motifFor(c.words, 'heart'), c.inks[0], c.inks[1], fabric),
      'translate(0 -6) scale(0.5)',
    ) +
    el('path', {
      d: textPath(brand, { font: 'sans', size, x: 0, y: 46, anchor: 'middle', tracking: 0.16 }),
      fill: c.inks[1],
    })
  );
}

/**
 * A shadow's color: black, at an opacity that darkens whatever the page paints behind by as much as the
 * drawn backdrops' shadows did (darkening by a share is laying black over at that opacity).
 */
const SHADOW = '#000000';

function frontView(p: ProductArtSource, fabric: string): string {
  return (
    el('ellipse', { cx: 500, cy: 884, rx: 330, ry: 24, fill: SHADOW, opacity: 0.08 }) +
    group(
      garment({
        color: fabric,
        side: 'front',
        sleeveAngle: 16,
        zips: 'closed',
        print: renderPrint(p, fabric, 'f'),
        id: 'front',
      }),
      'translate(500 146)',
    )
  );
}

function backView(p: ProductArtSource, fabric: string): string {
  const drop = 112;
  return (
    rail(36, 964, 86) +
    group(
      hanger(drop) +
        group(
          garment({
            color: fabric,
            side: 'back',
            sleeveAngle: 9,
            zips: 'none',
            neckPrint: neckPrint(p, fabric),
            id: 'back',
          }),
          `translate(0 ${drop})`,
        ),
      'translate(500 86) scale(0.94)',
    )
  );
}

function zipOpenView(p: ProductArtSource, fabric: string): string {
  const scale = 1.62;
  return group(
    garment({
      color: fabric,
      side: 'front',
      sleeveAngle: 12,
      zips: 'open',
      print: renderPrint(p, fabric, 'z'),
      id: 'zip',
    }),
    `translate(500 ${num(540 - 290 * scale)}) scale(${scale})`,
  );
}

/** The table's planks and grain, over the surface the page paints. */
function woodGrain(random: Random): string {
  const vertical = random.next() < 0.5;
  const plank = 200;
  let seams = '';
  let grain = '';
  for (let i = 1; i < 5; i++) seams += vertical ? `M${i * plank} 0V1000` : `M0 ${i * plank}H1000`;
  for (let i = 0; i < 5; i++) {
    for (let k = 0; k < 3; k++) {
      const offset = i * plank + random.range(25, plank - 25);
      const wave = random.range(6, 16);
      const phase = random.range(0, 400);
      grain += vertical
        ? `M${num(offset)} 0C${num(offset + wave)} ${num(250 + phase)} ${num(offset - wave)} ${num(550 + phase / 2)} ${num(offset)} 1000`
        : `M0 ${num(offset)}C${num(250 + phase)} ${num(offset + wave)} ${num(550 + phase / 2)} ${num(offset - wave)} 1000 ${num(offset)}`;
    }
  }
  return (
    el('path', {
      d: grain,
      stroke: SHADOW,
      'stroke-opacity': 0.06,
      'stroke-width': 3,
      fill: 'none',
    }) + el('path', { d: seams, stroke: SHADOW, 'stroke-opacity': 0.14, 'stroke-width': 4 })
  );
}

/** Laid flat, the sleeves spread further out than when the sweatshirt hangs. */
const FLAT_LAY_SLEEVE_ANGLE = 40;

function flatLayView(p: ProductArtSource, fabric: string, random: Random): string {
  const tilt = random.range(-7, 7);
  const c = printContext(p, fabric, 'flat');
  const mirrored = random.next() < 0.5;
  // Props sit in the corners the sweatshirt leaves free; which side gets which is seeded.
  const corner = (x: number) => (mirrored ? PRODUCT_CANVAS - x : x);
  const props =
    group(mugFromAbove('#fbf7f1'), `translate(${corner(850)} 130)`) +
    group(
      sprig('#9db89a'),
      `translate(${corner(70)} 250) rotate(${mirrored ? 30 : -4}) ${mirrored ? 'scale(-1 1)' : ''}`,
    ) +
    group(sockPair(c.inks[0]), `translate(${corner(170)} 830) scale(0.8)`) +
    group(pacifier(c.inks[1]), `translate(${corner(845)} 880) rotate(24) scale(0.7)`);
  const placement = `translate(500 520) rotate(${num(tilt)}) scale(0.8) translate(0 -350)`;
  return (
    woodGrain(random) +
    props +
    group(garmentShadow(SHADOW, FLAT_LAY_SLEEVE_ANGLE), `translate(10 16) ${placement}`, {
      opacity: 0.07,
    }) +
    group(
      garment({
        color: fabric,
        side: 'front',
        sleeveAngle: FLAT_LAY_SLEEVE_ANGLE,
        zips: 'closed',
        print: renderPrint(p, fabric, 'l'),
        id: 'flat',
      }),
      placement,
    )
  );
}

const VIEWS: Record<ProductView, (p: ProductArtSource, fabric: string, random: Random) => string> =
  {
    front: frontView,
    back: backView,
    'zip-open': zipOpenView,
    'flat-lay': flatLayView,
  };

/** The drawing of one product image on the 1000×1000 canvas, transparent, without the document wrapper. */
function productViewBody(
  product: Pick<Product, 'id' | 'slug' | 'name' | 'colors' | 'print'>,
  view: ProductView,
): string {
  const drawn = drawable(product);
  return VIEWS[view](drawn, fabricColor(drawn), createRandom(`${drawn.slug}:${view}`));
}

/**
 * The front view before its wall, as the page shows it in the light theme: for the share image, a JPEG,
 * which has no transparency and no theme.
 */
export function productFrontOnWall(
  product: Pick<Product, 'id' | 'slug' | 'name' | 'colors' | 'print'>,
): string {
  const random = createRandom(`${product.slug}:front:wall`);
  return (
    wall(random, product.id, 'front', PRODUCT_CANVAS, PRODUCT_CANVAS) +
    productViewBody(product, 'front')
  );
}

/** The complete SVG of one product image, `pixelWidth` px square. Same arguments → same string. */
export function productViewSvg(
  product: Pick<Product, 'id' | 'slug' | 'name' | 'colors' | 'print'>,
  view: ProductView,
  pixelWidth: number,
): string {
  return svgDocument(PRODUCT_CANVAS, PRODUCT_CANVAS, productViewBody(product, view), pixelWidth);
}
