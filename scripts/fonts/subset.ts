/**
 * Cuts the @fontsource files the site uses down to FONT_CHARACTERS, into app/_fonts/ (gitignored), where
 * app/fonts.ts loads them with next/font/local. Runs before every build (package.json "prebuild"); offline
 * and deterministic (same bytes every run).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_CHARACTERS } from './characters';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'app/_fonts');

interface FontFile {
  /** The @fontsource file, under node_modules. */
  source: string;
  /** For a variable font, the weights kept (the rest of the axis is dropped). */
  weights?: { min: number; max: number };
}

/**
 * The faces app/fonts.ts declares, by output file name. Nunito is one variable file cut to 400–700 (17 KB)
 * rather than two static weights (20 KB): fewer bytes and one request fewer before the first paint.
 */
export const FONT_FILES: Record<string, FontFile> = {
  'fraunces-600.woff2': { source: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2' },
  'nunito-400-700.woff2': {
    source: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
    weights: { min: 400, max: 700 },
  },
};

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const sizes: string[] = [];
  for (const [name, { source, weights }] of Object.entries(FONT_FILES)) {
    const original = await readFile(path.join(ROOT, 'node_modules', source));
    const subset = await subsetFont(original, FONT_CHARACTERS, {
      targetFormat: 'woff2',
      ...(weights && { variationAxes: { wght: weights } }),
    });
    await writeFile(path.join(OUT_DIR, name), subset);
    sizes.push(`${name} ${original.length} → ${subset.length} B`);
  }
  console.log(`fonts: ${sizes.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
