/** @jest-environment node */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { products } from '@/data/products';
import { PRODUCT_VIEWS, type PrintDesign, type PrintStyle, type Product } from '@/data/types';
import { textPath } from '@/scripts/images/fonts';
import { collectJobs } from '@/scripts/images/jobs';
import { fabricColor, productViewSvg } from '@/scripts/images/product-art';
import { renderPrint } from '@/scripts/images/prints';
import { sliceShares } from '@/scripts/images/prints/chart';
import { retroRoles } from '@/scripts/images/prints/retro';
import { scriptRoles } from '@/scripts/images/prints/script';
import { splitLine } from '@/scripts/images/prints/vintage';
import { svgDocument } from '@/scripts/images/svg';
import { testDesign } from '@/tests/fixtures/designs';

/** Every style, as a Record so that a new PrintStyle without an entry here fails the type check. */
const STYLE_SAMPLES: Record<PrintStyle, { lines: string[]; inks: string[] }> = {
  vintage: {
    lines: ['Night Shift', 'Milk Co.', 'Since Forever'],
    inks: ['#f6efe4', '#f2d16b', '#a8c3a0'],
  },
  floral: { lines: ['Bloom', 'Grow Where You Are'], inks: ['#f28c7a', '#f6efe4', '#c9b6e4'] },
  tarot: { lines: ['The Night Feed'], inks: ['#d9b26f', '#f6efe4', '#c9b6e4'] },
  typography: { lines: ['Snack', 'Bar', 'Open'], inks: ['#f59ab5', '#f2d16b', '#9cc7e8'] },
  retro: { lines: ['Groovy', 'Mama Since 2024'], inks: ['#f2d16b', '#f28c7a', '#f6efe4'] },
  script: { lines: ['Mama', 'Est. Today'], inks: ['#f6efe4', '#9cc7e8', '#f28c7a'] },
  playful: { lines: ['Tiny', 'Boss'], inks: ['#f4b6c2', '#f6efe4', '#f2d16b'] },
  chart: {
    lines: ['My Day', 'Feeding', 'Rocking', 'Coffee'],
    inks: ['#f2d16b', '#f4b6c2', '#9cc7e8'],
  },
};

type DrawnProduct = Product & { print: PrintDesign };

function sample(style: PrintStyle, overrides: Partial<DrawnProduct> = {}): DrawnProduct {
  const base = products[0] as Product;
  return {
    ...base,
    id: 90,
    slug: `sample-${style}`,
    name: `Sample ${style} Sweatshirt`,
    print: { style, ...STYLE_SAMPLES[style] },
    ...overrides,
  };
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('product artwork', () => {
  it('draws the same SVG for the same product and view, every time', () => {
    const product = products[3] as Product;
    for (const view of PRODUCT_VIEWS) {
      const first = productViewSvg(product, view, 400);
      const again = productViewSvg(structuredClone(product), view, 400);
      expect(again).toBe(first);
    }
  });

  it('gives each view of a design its own drawing, and each design its own, but a back like for like', () => {
    // Drawn without a wall, two sweatshirts of one color with the same inks and neck print look the same
    // from behind; the page sets each before its own backdrop (lib/images.ts).
    const designs = [1, 2, 3].map((id) => testDesign(id));
    const drawings = (design: Product) =>
      PRODUCT_VIEWS.map((view) => sha(productViewSvg(design, view, 400)));
    const [first, second, third] = designs.map(drawings);
    expect(new Set([...first!, ...second!, ...third!]).size).toBe(3 * PRODUCT_VIEWS.length - 2);
    const back = PRODUCT_VIEWS.indexOf('back');
    expect(second![back]).toBe(first![back]);
    const otherInk = testDesign(2, {
      print: { ...designs[1]!.print!, inks: ['#f2d16b', '#9cc7e8'] },
    });
    expect(drawings(otherInk)[back]).not.toBe(first![back]);
  });

  it('draws a view on a transparent ground: no wall and no table, which the page paints', async () => {
    const seeThrough: Record<string, number> = {};
    for (const view of PRODUCT_VIEWS) {
      const svg = productViewSvg(testDesign(1), view, 100);
      const { data, info } = await sharp(Buffer.from(svg))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let clear = 0;
      for (let i = 3; i < data.length; i += info.channels) if (data[i]! < 64) clear++;
      // The share of the picture where the backdrop shows: around the sweatshirt, under a plank's grain.
      seeThrough[view] = Math.round((100 * clear) / (info.width * info.height));
    }
    // The close-up with the zips open fills most of its frame.
    const least = { front: 40, back: 40, 'zip-open': 5, 'flat-lay': 40 };
    const below = PRODUCT_VIEWS.filter((view) => seeThrough[view]! < least[view]);
    expect({ below, seeThrough }).toEqual({ below: [], seeThrough });
  });

  it('draws a different print when the words change', () => {
    const product = sample('typography');
    const changed = sample('typography', {
      print: { ...product.print, lines: ['Nap', 'Bar', 'Closed'] },
    });
    expect(renderPrint(changed, '#3f4247')).not.toBe(renderPrint(product, '#3f4247'));
  });

  it('turns every word into paths: no <text> and no font references in any generated SVG', () => {
    for (const job of collectJobs()) {
      expect(job.svg).not.toMatch(/<text|<tspan|font-family|@font-face/);
      expect(job.svg?.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });

  it('refuses to draw a character the bundled fonts do not have, instead of printing a box', () => {
    expect(() => textPath('Mama 🍼', { font: 'rounded', size: 40, x: 0, y: 0 })).toThrow(
      /no glyph for "🍼"/,
    );
    expect(textPath('Mama’s café – 24/7', { font: 'display', size: 40, x: 0, y: 0 })).toMatch(/^M/);
  });

  it('treats a color with no swatch as a data error', () => {
    expect(() => fabricColor({ slug: 'plaid-one', colors: ['Plaid'] })).toThrow(/Plaid/);
    expect(fabricColor(products[0] as Product)).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe.each(Object.keys(STYLE_SAMPLES) as PrintStyle[])('the %s print style', (style) => {
  it('renders with the design’s inks visible on the fabric', async () => {
    const product = sample(style);
    const ground = '#3f4247';
    const svg = svgDocument(
      300,
      300,
      `<rect width="300" height="300" fill="${ground}"/><g transform="translate(150 150)">${renderPrint(product, ground)}</g>`,
      300,
    );
    const { data, info } = await sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [1, 3, 5].map((i) =>
      parseInt(product.print.inks[0]!.slice(i, i + 2), 16),
    ) as [number, number, number];
    let inked = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 24)
        inked++;
    }
    // At least 1% of the print box is in the main ink: the style really drew something in it.
    expect(inked / (info.width * info.height)).toBeGreaterThan(0.01);
  });

  it('renders all four product views as valid SVG', async () => {
    for (const view of PRODUCT_VIEWS) {
      const meta = await sharp(Buffer.from(productViewSvg(sample(style), view, 200))).metadata();
      expect([meta.width, meta.height]).toEqual([200, 200]);
    }
  });
});

describe('print layout helpers', () => {
  it('splits a long line at the space nearest its middle and leaves short ones alone', () => {
    expect(splitLine('Fresh Milk Daily', 9)).toEqual(['Fresh Milk', 'Daily']);
    expect(splitLine('Dairy Farm', 12)).toEqual(['Dairy Farm']);
    expect(splitLine('Breastaurant', 6)).toEqual(['Breastaurant']);
  });

  it('gives pie slices that shrink and add up to the whole', () => {
    const shares = sliceShares(3);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
  });

  it('puts a short lead-in above a single script word', () => {
    expect(scriptRoles(['Boy', 'Mama'])).toEqual({ script: 'Mama', above: ['Boy'], below: [] });
    expect(scriptRoles(['Mom', 'Circle of Love'])).toEqual({
      script: 'Mom',
      above: [],
      below: ['Circle of Love'],
    });
  });

  it('keeps single words in a retro title and makes a closing phrase the sub-line', () => {
    expect(retroRoles(['Milk Bar', 'Open 24 Hours'])).toEqual({
      title: ['Milk Bar'],
      sub: 'Open 24 Hours',
    });
    expect(retroRoles(["Mama's", 'Boobery'])).toEqual({ title: ["Mama's", 'Boobery'] });
  });
});
