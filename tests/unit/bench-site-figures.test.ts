/**
 * @jest-environment node
 *
 * What the catalogue bench reads from a built site (scripts/bench/site-figures.ts): its files and bytes, its
 * `_headers` rules and longest line, and the shop's listing pages, raw and gzipped.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureSite } from '@/scripts/bench/site-figures';

/** Text that gzip cannot shrink much: a category page heavier than /shop once compressed. */
const noise = (length: number) =>
  Array.from({ length }, (_, index) => String.fromCharCode(97 + ((index * 7919) % 26))).join('');

/** A listing's cards, as varied as a page's: gzip's levels compress them to different sizes. */
const cards = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<li data-product-id="${index}"><a href="/products/design-${(index * 37) % 101}">Design ${(index * 7919) % 1000} No. ${index % 40}</a><span>$${39.99 + (index % 7)}</span></li>`,
  ).join('');

describe('measureSite', () => {
  let dir: string;
  const files: Record<string, string> = {
    'shop.html': `<html>${cards(400)}</html>`,
    'shop/humor.html': `<html>${'humor '.repeat(1000)}</html>`,
    'shop/floral.html': `<html>${noise(3000)}</html>`,
    'products/a.html': '<html>a</html>',
    'images/products/a/front-320.webp': 'x'.repeat(1000),
    _headers:
      "/*\n  X-Frame-Options: DENY\n\n/shop\n  Content-Security-Policy: default-src 'self'\n",
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-figures-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts every file and byte, the header rules and the longest header line, and weighs the listings', async () => {
    const figures = await measureSite(dir);
    expect(figures.files).toBe(Object.keys(files).length);
    expect(figures.bytes).toBe(
      Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    );
    expect(figures.headers).toEqual({
      rules: 2,
      longestLine: "  Content-Security-Policy: default-src 'self'".length,
    });
    const gzip6 = (file: string) => gzipSync(files[file]!, { level: 6 }).length;
    expect(figures.shop).toEqual({
      route: '/shop',
      bytes: files['shop.html']!.length,
      gzipBytes: gzip6('shop.html'),
    });
    // The heaviest category page is the one that weighs most compressed, as it is sent.
    expect(figures.heaviestCategory).toEqual({
      route: '/shop/floral',
      bytes: files['shop/floral.html']!.length,
      gzipBytes: gzip6('shop/floral.html'),
    });
  });

  it('says when a site has no _headers, and refuses a folder that is no built site', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'site-figures-bare-'));
    try {
      writeFileSync(path.join(bare, 'shop.html'), '<html></html>');
      expect(await measureSite(bare)).toMatchObject({ headers: null, heaviestCategory: null });
      rmSync(path.join(bare, 'shop.html'));
      await expect(measureSite(bare)).rejects.toThrow(/has no shop\.html: is it a built site\?/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
