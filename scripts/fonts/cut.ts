/**
 * What the site's web fonts are cut to: which @fontsource files, which characters (./characters.ts), which
 * weights and which OpenType features. scripts/fonts/subset.ts writes the results before every build.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_CHARACTERS } from './characters';

const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));

export interface FontFile {
  /** The @fontsource file, as a package path. */
  source: string;
  /** For a variable font, the weights kept (the rest of the axis is dropped). */
  weights?: { min: number; max: number };
}

/**
 * The faces app/fonts.ts declares, by output file name. Nunito is one variable file cut to 400–700 (15.9 KB)
 * rather than two static weights (20 KB): fewer bytes and one request fewer before the first paint.
 */
export const FONT_FILES: Record<string, FontFile> = {
  'fraunces-600.woff2': { source: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2' },
  'nunito-400-700.woff2': {
    source: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
    weights: { min: 400, max: 700 },
  },
};

/**
 * The OpenType features the fonts keep: those browsers apply to Latin text by themselves (composition,
 * local forms, marks, kerning, ligatures, contextual alternates, variation alternates) and the ones the
 * site's styles turn on (`tnum`, from `tabular-nums`). Features only a style could turn on go, with the
 * glyphs only they reach: Nunito's fractions (`frac`, `numr`, `dnom`) were 1.4 KB of its 17.3 KB, bytes every
 * first visit waits for before its first paint. A style that turns on another feature adds it here
 * (tests/unit/fonts-cut.test.ts names the Tailwind classes that do).
 */
export const KEPT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rvrn',
  'tnum',
];

/** One font file cut down: woff2 for the site, or TrueType to read its tables. */
export async function cutFont(
  file: FontFile,
  targetFormat: 'woff2' | 'truetype' = 'woff2',
): Promise<Buffer> {
  const original = await readFile(projectRequire.resolve(file.source));
  return subsetFont(original, FONT_CHARACTERS, {
    targetFormat,
    keepFeatures: KEPT_FEATURES,
    ...(file.weights && { variationAxes: { wght: file.weights } }),
  });
}
