/**
 * What a built site weighs where a host counts (issue 49's table): its files and bytes, its `_headers` rules
 * and longest line (Cloudflare Pages applies 100 rules and 2,000 characters a line), and the HTML of the
 * shop's listing pages, raw and gzipped. Read from the files alone, one at a time, so it measures a site of
 * 65,000 files in constant memory.
 */
import { opendir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_PATHS, categoryPath } from '../../data/routes';
import { CATEGORIES } from '../../data/types';
import { readHeadersFile } from '../headers/headers-file.mjs';
import { htmlFileFor } from '../site-routes';

/**
 * The level the listings' HTML is gzipped at: 6, zlib's default and what the issue measured (the JS budget's
 * level 9, page-js.ts, is for reproducible script sizes; a CDN compresses HTML on the fly, nearer to 6).
 */
const LISTING_GZIP_LEVEL = 6;

export interface ListingWeight {
  route: string;
  bytes: number;
  gzipBytes: number;
}

export interface SiteFigures {
  files: number;
  bytes: number;
  headers: { rules: number; longestLine: number } | null;
  shop: ListingWeight;
  /** The heaviest category page (gzip), or null when the site has none. */
  heaviestCategory: ListingWeight | null;
}

/** Every file under `dir`, its count and bytes, walking one directory entry at a time. */
async function filesAndBytes(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const walk = async (folder: string): Promise<void> => {
    for await (const entry of await opendir(folder)) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(entryPath);
      else if (entry.isFile()) {
        files += 1;
        bytes += (await stat(entryPath)).size;
      }
    }
  };
  await walk(dir);
  return { files, bytes };
}

/** `_headers`' rules as Netlify's parser reads them, and its longest line; null when the site has none. */
async function headersFigures(dir: string): Promise<SiteFigures['headers']> {
  const file = path.join(dir, '_headers');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  const longestLine = Math.max(...text.split('\n').map((line) => line.length));
  return { rules: (await readHeadersFile(file)).length, longestLine };
}

async function listingWeight(dir: string, route: string): Promise<ListingWeight | null> {
  let html: Buffer;
  try {
    html = await readFile(path.join(dir, htmlFileFor(route)));
  } catch {
    return null;
  }
  return {
    route,
    bytes: html.length,
    gzipBytes: gzipSync(html, { level: LISTING_GZIP_LEVEL }).length,
  };
}

/** The figures of the site built into `dir`. */
export async function measureSite(dir: string): Promise<SiteFigures> {
  const shop = await listingWeight(dir, PAGE_PATHS.shop);
  if (!shop) throw new Error(`${dir} has no ${htmlFileFor(PAGE_PATHS.shop)}: is it a built site?`);
  let heaviestCategory: ListingWeight | null = null;
  for (const category of CATEGORIES) {
    const weight = await listingWeight(dir, categoryPath(category));
    if (weight && (!heaviestCategory || weight.gzipBytes > heaviestCategory.gzipBytes))
      heaviestCategory = weight;
  }
  return {
    ...(await filesAndBytes(dir)),
    headers: await headersFigures(dir),
    shop,
    heaviestCategory,
  };
}
