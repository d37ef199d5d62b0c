/** The home hero: three sweatshirts from the catalog (a tarot, a floral and a typography design) among soft shapes. */
import { PALETTE } from '@/data/palette';
import type { PrintStyle, Product } from '@/data/types';
import type { ColorScheme } from '@/lib/images';
import { softBlob } from './backdrop';
import { garment } from './garment';
import { fabricColor, isDrawable, type ProductArtSource } from './product-art';
import { renderPrint } from './prints';
import { createRandom } from './prng';
import { el, group, heartPath, num, sparklePath, svgDocument } from './svg';

const HERO_STYLES: readonly PrintStyle[] = ['tarot', 'typography', 'floral'];

/** The first product of each style, in the order asked (skipping styles the catalog lacks). */
export function productsByStyle(
  products: readonly Product[],
  styles: readonly PrintStyle[],
): ProductArtSource[] {
  return styles.flatMap((style) => {
    const found = products.filter(isDrawable).find((p) => p.print.style === style);
    return found ? [found] : [];
  });
}

/**
 * Up to three sweatshirts fanned out around (0, 0): the middle one in front with its zips open,
 * the others behind and tilted. `scale` 1 makes the group about 1000 wide and 640 tall.
 */
export function sweatshirtTrio(items: readonly ProductArtSource[], id: string, scale = 1): string {
  const [left, middle, right] = items.length >= 3 ? items : [undefined, items[0], items[1]];
  const draw = (
    p: ProductArtSource | undefined,
    key: string,
    transform: string,
    zips: 'open' | 'closed',
  ) => {
    if (!p) return '';
    const fabric = fabricColor(p);
    return group(
      garment({
        color: fabric,
        side: 'front',
        sleeveAngle: 14,
        zips,
        print: renderPrint(p, fabric, `${id}-${key}p`),
        id: `${id}-${key}`,
      }),
      transform,
    );
  };
  return group(
    draw(left, 'l', 'translate(-372 -250) rotate(-6) scale(0.56)', 'closed') +
      draw(right, 'r', 'translate(372 -240) rotate(6) scale(0.56)', 'closed') +
      draw(middle, 'm', 'translate(0 -290) scale(0.66)', 'open'),
    scale === 1 ? undefined : `scale(${scale})`,
  );
}

/** Sparkles and hearts scattered around a composition, from a seed. */
function confetti(
  seed: string,
  width: number,
  height: number,
  colors: readonly string[],
  count = 12,
): string {
  const random = createRandom(seed);
  let svg = '';
  for (let i = 0; i < count; i++) {
    const x = random.range(0.04, 0.96) * width;
    const y = random.range(0.06, 0.94) * height;
    const color = colors[i % colors.length] as string;
    svg +=
      i % 3 === 0
        ? el('path', { d: heartPath(x, y, random.range(14, 24)), fill: color })
        : el('path', { d: sparklePath(x, y, random.range(8, 16)), fill: color });
  }
  return svg;
}

/** The scene's colors: a blush wall with rose, sage and butter shapes by day; the same hues at dusk. */
const HERO_PALETTES: Record<
  ColorScheme,
  { ground: string; shapes: [string, string, string]; shadow: string; confetti: string[] }
> = {
  light: {
    ground: '#fbeee6',
    shapes: ['#f6d9d3', PALETTE.light.sage, '#f7e3c8'],
    shadow: '#e9cbbd',
    confetti: [PALETTE.light.brand, '#d9b26f', '#7f9c74'],
  },
  dark: {
    ground: '#261b21',
    shapes: ['#42262f', '#263326', '#3f3424'],
    shadow: '#1c1318',
    confetti: ['#f089ab', '#d9b26f', '#8fb184'],
  },
};

export function heroSvg(
  products: readonly Product[],
  width: number,
  height: number,
  pixelWidth: number,
  scheme: ColorScheme = 'light',
): string {
  const random = createRandom('hero');
  const items = productsByStyle(products, HERO_STYLES);
  const colors = HERO_PALETTES[scheme];
  const [rose, sage, butter] = colors.shapes;
  const body =
    el('rect', { width, height, fill: colors.ground }) +
    softBlob(random, width * 0.2, height * 0.28, width * 0.22, rose) +
    softBlob(random, width * 0.84, height * 0.7, width * 0.22, sage) +
    softBlob(random, width * 0.55, height * 0.5, width * 0.3, butter, 0.8) +
    el('ellipse', {
      cx: width / 2,
      cy: height * 0.82,
      rx: width * 0.36,
      ry: 22,
      fill: colors.shadow,
      opacity: 0.7,
    }) +
    confetti('hero-confetti', width, height * 0.3, colors.confetti, 8) +
    group(
      sweatshirtTrio(items, 'hero'),
      `translate(${num(width / 2)} ${num(height * 0.56)}) scale(${num(width / 1160)})`,
    );
  return svgDocument(width, height, body, pixelWidth);
}
