/**
 * Where `npm run build` exports the site, as an absolute path: out/, or the folder SITE_DIR names (read and
 * checked by scripts/build-config.ts). The e2e run builds its own copy into .e2e/site (scripts/e2e/build.ts) so that
 * `npm test` never replaces the site `npm start` is serving.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { opendir } from 'node:fs/promises';
import path from 'node:path';
import { siteDirName } from './build-config';

export const PROJECT_ROOT = path.resolve(__dirname, '..');

/**
 * The editor's folder in the export (/admin, written by scripts/admin/build.ts): not a page of the shop,
 * so the shop's steps and tests, which read the pages through exportedPageFiles, never see it.
 */
export const ADMIN_FOLDER = 'admin';

/** The export folder as an absolute path. */
export function siteDir(): string {
  return path.join(PROJECT_ROOT, siteDirName());
}

/**
 * The shop's exported pages under `dir` (the export folder by default), relative to it with '/'
 * separators: 'index.html', 'products/milk-bar.html'; the editor's page is not one of them. The postbuild
 * steps rewrite them and the e2e specs read them.
 */
export function exportedPageFiles(dir: string = siteDir()): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith(`${ADMIN_FOLDER}/`))
    .sort();
}

/**
 * Every file under `dir` (the export folder by default), relative to it with '/' separators, one at a time:
 * a walk that holds one open folder per level, never a listing of the whole tree (some 20,000 to 65,000
 * files at 1,040 designs).
 */
export async function* siteFiles(dir: string = siteDir(), folder = ''): AsyncGenerator<string> {
  for await (const entry of await opendir(path.join(dir, folder))) {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* siteFiles(dir, file);
    else if (entry.isFile()) yield file;
  }
}

/** Next's content-hashed files: each never changes once written, and the postbuild never rewrites one. */
const NEXT_STATIC_PREFIX = '/_next/static/';

/**
 * Reads a file of the site exported to `dir` by its URL path ('/_next/static/chunks/a.css'); throws if none.
 * A file of Next's under /_next/static/ is read once and kept: every page names the same stylesheet and
 * fonts, which the postbuild steps read again for each of the export's pages (2,000 at 1,040 designs).
 */
export function siteFileReader(dir: string = siteDir()): (urlPath: string) => Buffer {
  const kept = new Map<string, Buffer>();
  return (urlPath) => {
    const file = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
    if (!file.startsWith(NEXT_STATIC_PREFIX)) return readFileSync(path.join(dir, file));
    const known = kept.get(file);
    if (known) return known;
    const read = readFileSync(path.join(dir, file));
    kept.set(file, read);
    return read;
  };
}
