/**
 * The web fonts are cut down to FONT_CHARACTERS (scripts/fonts): every character a page shows must be in
 * that set, or it would be drawn from the fallback font in the middle of a word. That the browser accepts
 * the subset files, loads them and draws with them: tests/e2e/first-view.spec.ts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { FONT_CHARACTERS } from '../../scripts/fonts/characters';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { exportedPageFiles } from '../../scripts/site-dir';
import { visibleText } from './support/exported-pages';
import { expect, test } from './support/fixtures';

const OUT = E2E_SITE_PATH;
const MEDIA = path.join(OUT, '_next/static/media');

test.describe.configure({ mode: 'parallel' });

test('every character the exported pages show is one the subset fonts carry', () => {
  const carried = new Set(FONT_CHARACTERS);
  const missing = new Map<string, string>();
  const pages = exportedPageFiles(OUT);
  expect(pages.length).toBeGreaterThanOrEqual(33);
  for (const page of pages) {
    for (const character of visibleText(readFileSync(path.join(OUT, page), 'utf8'))) {
      if (/\s/.test(character) || carried.has(character) || missing.has(character)) continue;
      missing.set(character, page);
    }
  }
  expect(
    [...missing].map(
      ([character, page]) =>
        `U+${character.codePointAt(0)?.toString(16)} "${character}" on ${page}`,
    ),
  ).toEqual([]);
});

test('every page carries the same faces, the fonts inside its HTML (engines check a few: the faces are the same)', () => {
  const facesOf = (page: string) =>
    readFileSync(path.join(OUT, page), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [];
  const [first, ...others] = exportedPageFiles(OUT);
  const faces = facesOf(first!);
  expect(faces.filter((face) => face.includes('src:url(data:font/woff2;base64,'))).toHaveLength(2);
  for (const page of others) expect({ page, faces: facesOf(page) }).toEqual({ page, faces });
});

test('the pages load the subset fonts: two files, 29 KB at most together', () => {
  const fonts = readdirSync(MEDIA).filter((file) => file.endsWith('.woff2'));
  expect(fonts).toHaveLength(2);
  const bytes = fonts.reduce((sum, file) => sum + statSync(path.join(MEDIA, file)).size, 0);
  // The untouched @fontsource latin files (Fraunces 600, Nunito 400 and 700) weigh 50.6 KB together; cut
  // to the characters with every feature kept, 30 KB (scripts/fonts/cut.ts).
  expect(bytes).toBeLessThanOrEqual(29_000);
});
