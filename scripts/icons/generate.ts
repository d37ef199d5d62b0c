/**
 * Renders the PNG icons (Apple touch icon, web-manifest icons) and /favicon.ico from the hand-drawn
 * app/icon.svg. Runs before every build (package.json "prebuild"); the outputs are gitignored.
 * Deterministic and offline.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ALL_PNG_ICONS, BRAND_THEME_COLOR, FAVICON_ICO, type PngIcon } from '../../lib/seo/icons';
import { packIco } from './ico';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = path.join(ROOT, 'app/icon.svg');
const PUBLIC_DIR = path.join(ROOT, 'public');
/** app/icon.svg is drawn on a 40×40 grid. */
const SOURCE_GRID = 40;

/** How much larger the heart is drawn on the square icons, which have no circle around it. */
const SQUARE_MARK_SCALE = 1.25;

/**
 * iOS paints transparent corners black and maskable icons get cropped to any shape, so those two kinds
 * get a full-bleed square of the brand color behind a larger mark (still inside the central 80% safe zone).
 */
function opaqueVariant(svg: string): string {
  const center = SOURCE_GRID / 2;
  return svg
    .replace(
      /(<svg[^>]*>)/,
      `$1<rect width="${SOURCE_GRID}" height="${SOURCE_GRID}" fill="${BRAND_THEME_COLOR}"/>` +
        `<g transform="translate(${center} ${center}) scale(${SQUARE_MARK_SCALE}) translate(-${center} -${center})">`,
    )
    .replace('</svg>', '</g></svg>');
}

function needsOpaqueBackground(icon: PngIcon): boolean {
  return icon.purpose === 'maskable' || icon.path.includes('apple-touch-icon');
}

/** `palette` makes a smaller indexed PNG; ICO readers (Windows' among them) expect full RGBA frames. */
async function renderPng(svg: string, size: number, palette = true): Promise<Buffer> {
  const density = Math.ceil((72 * size) / SOURCE_GRID);
  return sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .png({ compressionLevel: 9, palette })
    .toBuffer();
}

async function writePublic(publicPath: string, bytes: Buffer): Promise<void> {
  const target = path.join(PUBLIC_DIR, publicPath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
}

async function renderIcon(svg: string, icon: PngIcon): Promise<void> {
  const source = needsOpaqueBackground(icon) ? opaqueVariant(svg) : svg;
  await writePublic(icon.path, await renderPng(source, icon.size));
}

/** The round mark on a transparent ground, as the SVG favicon shows it. */
async function renderFavicon(svg: string): Promise<void> {
  const frames = await Promise.all(
    FAVICON_ICO.sizes.map(async (size) => ({ size, png: await renderPng(svg, size, false) })),
  );
  await writePublic(FAVICON_ICO.path, packIco(frames));
}

async function main(): Promise<void> {
  const svg = await readFile(SOURCE, 'utf8');
  await Promise.all([...ALL_PNG_ICONS.map((icon) => renderIcon(svg, icon)), renderFavicon(svg)]);
  const written = [
    ...ALL_PNG_ICONS.map((icon) => `${icon.path} (${icon.size}px)`),
    `${FAVICON_ICO.path} (${FAVICON_ICO.sizes.join(', ')}px)`,
  ];
  console.log(`icons: ${written.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
