/**
 * @jest-environment node
 *
 * One page's postbuild rewrite from one reading of it (scripts/export/rewrite-page.ts): the same bytes as the
 * stylesheet rewrite and then the hydration rewrite, each reading the page again; and the export's reader,
 * which reads Next's shared files once for all the pages.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineStylesheets } from '@/scripts/export/inline-stylesheets';
import type { ReadSiteFile } from '@/scripts/export/next-output-contract';
import { rewritePage } from '@/scripts/export/rewrite-page';
import { deferHydration } from '@/scripts/hydration/defer-hydration';
import { siteFileReader } from '@/scripts/site-dir';
import { RAW_EXPORT_FILES } from '@/tests/fixtures/next-export';

const readSiteFile: ReadSiteFile = (urlPath) => {
  const file = RAW_EXPORT_FILES[urlPath];
  if (file === undefined) throw new Error(`no ${urlPath}`);
  return Buffer.from(file);
};

const PAGES = Object.keys(RAW_EXPORT_FILES).filter((file) => file.endsWith('.html'));

describe('rewritePage', () => {
  it.each(PAGES)('writes %s as the two rewrites one after the other do', (urlPath) => {
    const html = RAW_EXPORT_FILES[urlPath]!;
    const file = urlPath.slice(1);
    const rewritten = rewritePage(html, readSiteFile, file);
    expect(rewritten).toBe(deferHydration(inlineStylesheets(html, readSiteFile, file), file));
    expect(rewritten).not.toBe(html);
  });

  it('leaves a page it has rewritten already as it is', () => {
    const once = rewritePage(RAW_EXPORT_FILES['/products/milk-bar.html']!, readSiteFile, 'p.html');
    expect(rewritePage(once, readSiteFile, 'p.html')).toBe(once);
  });
});

describe('siteFileReader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-reader-'));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads each of Next’s files under /_next/static/ once, and a page every time', () => {
    const read = siteFileReader(dir);
    writeFileSync(path.join(dir, '_next/static/chunks/a.css'), 'first');
    writeFileSync(path.join(dir, 'shop.html'), 'first');
    expect(read('/_next/static/chunks/a.css?v=1').toString()).toBe('first');
    expect(read('/shop.html').toString()).toBe('first');
    // Next never rewrites a file of its content-hashed folder; the postbuild rewrites the pages.
    writeFileSync(path.join(dir, '_next/static/chunks/a.css'), 'second');
    writeFileSync(path.join(dir, 'shop.html'), 'second');
    expect(read('/_next/static/chunks/a.css').toString()).toBe('first');
    expect(read('/shop.html').toString()).toBe('second');
    expect(() => read('/_next/static/chunks/missing.css')).toThrow(/ENOENT/);
  });
});
