/**
 * Renders the PNG icons (Apple touch icon, web-manifest icons) from the hand-drawn app/icon.svg.
 * Runs before every build (package.json "prebuild"); the PNGs are gitignored. Deterministic and offline.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ALL_PNG_ICONS, BRAND_THEME_COLOR, type PngIcon } from '../../lib/seo/icons';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = path.join(ROOT, 'app/icon.svg');
const PUBLIC_DIR = path.join(ROOT, 'public');
/** app/icon.svg is drawn on a 40×40 grid. */
const SOURCE_GRID = 40;

/** How much larger the heart is drawn on the square icons, which have no circle around it. */
const SQUARE_MARK_SCALE = 1.25;

/**
 * iOS paints transparent corners black and maskable icons get cropped to any shape, so those two kinds
 * get a full-bleed square of the brand colour behind a larger mark (still inside the central 80% safe zone).
 */
function opaqueVariant(svg: string): string {
  const centre = SOURCE_GRID / 2;
  return svg
    .replace(
      /(<svg[^>]*>)/,
      `$1<rect width="${SOURCE_GRID}" height="${SOURCE_GRID}" fill="${BRAND_THEME_COLOR}"/>` +
        `<g transform="translate(${centre} ${centre}) scale(${SQUARE_MARK_SCALE}) translate(-${centre} -${centre})">`,
    )
    .replace('</svg>', '</g></svg>');
}

function needsOpaqueBackground(icon: PngIcon): boolean {
  return icon.purpose === 'maskable' || icon.path.includes('apple-touch-icon');
}

async function render(svg: string, icon: PngIcon): Promise<void> {
  const source = needsOpaqueBackground(icon) ? opaqueVariant(svg) : svg;
  const density = Math.ceil((72 * icon.size) / SOURCE_GRID);
  const png = await sharp(Buffer.from(source), { density })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const target = path.join(PUBLIC_DIR, icon.path);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, png);
}

async function main(): Promise<void> {
  const svg = await readFile(SOURCE, 'utf8');
  await Promise.all(ALL_PNG_ICONS.map((icon) => render(svg, icon)));
  console.log(`icons: ${ALL_PNG_ICONS.map((icon) => `${icon.path} (${icon.size}px)`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
