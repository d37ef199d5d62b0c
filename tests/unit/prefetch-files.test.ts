/** @jest-environment node */
/**
 * The postbuild step that drops the segment-prefetch files of the pages no link prefetches
 * (scripts/export/prefetch-files.ts), on an export folder of the test's own, laid out as Next writes one.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removePrefetchFiles } from '@/scripts/export/prefetch-files';

/** What Next writes in a page's folder for its prefetch. */
const SEGMENT_FILES = [
  '__next._tree.txt',
  '__next._index.txt',
  '__next._full.txt',
  '__next.$d$slug.__PAGE__.txt',
];

let dir: string;

/** A page as Next exports it: `<page>.html`, `<page>.txt` and its folder of prefetch files. */
function page(pagePath: string): void {
  const file = pagePath === '/' ? 'index' : pagePath.slice(1);
  const folder = pagePath === '/' ? dir : path.join(dir, file);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(dir, `${file}.html`), '<!DOCTYPE html>');
  writeFileSync(path.join(dir, `${file}.txt`), 'payload');
  for (const name of SEGMENT_FILES) writeFileSync(path.join(folder, name), 'segment');
}

/** Every file under the export, relative to it. */
function files(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'prefetch-files-'));
  for (const pagePath of ['/', '/shop', '/shop/humor', '/products/milk-bar', '/products/pie-chart'])
    page(pagePath);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('removing the prefetch files of pages no link prefetches', () => {
  it("takes each such page's four files and its emptied folder, and leaves its page, its payload and every other page's files", () => {
    const before = files();
    expect(removePrefetchFiles(dir, ['/products/'])).toBe(8);
    const gone = ['products/milk-bar', 'products/pie-chart'].flatMap((folder) =>
      SEGMENT_FILES.map((name) => `${folder}/${name}`),
    );
    expect(files()).toEqual(before.filter((file) => !gone.includes(file)));
    expect(existsSync(path.join(dir, 'products/milk-bar'))).toBe(false);
    expect(files()).toEqual(
      expect.arrayContaining([
        'products/milk-bar.html',
        'products/milk-bar.txt',
        'shop/__next._tree.txt',
      ]),
    );
  });

  it("takes a page's own files only, not those of the page above it, whose folder holds its", () => {
    expect(removePrefetchFiles(dir, ['/shop/'])).toBe(4);
    expect(files().filter((file) => file.startsWith('shop/'))).toEqual(
      [
        ...SEGMENT_FILES.map((name) => `shop/${name}`).sort(),
        'shop/humor.html',
        'shop/humor.txt',
      ].sort(),
    );
  });

  it('removes nothing more when run again, or with no prefix', () => {
    removePrefetchFiles(dir, ['/products/']);
    const after = files();
    expect(removePrefetchFiles(dir, ['/products/'])).toBe(0);
    expect(removePrefetchFiles(dir, [])).toBe(0);
    expect(files()).toEqual(after);
  });
});
