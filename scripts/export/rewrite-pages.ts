/**
 * Postbuild step, before scripts/headers (whose CSP hashes the rewritten pages' inline scripts): every page
 * in out/ carries its stylesheet and fonts in its HTML (./inline-stylesheets.ts) and hydrates after its first
 * paint (scripts/hydration/defer-hydration.ts), one page at a time (./rewrite-page.ts). See those modules
 * for why.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportedPageFiles, siteDir, siteFileReader } from '../site-dir';
import { rewritePage } from './rewrite-page';

const OUT_DIR = siteDir();
const readSiteFile = siteFileReader(OUT_DIR);

async function main(): Promise<void> {
  const pages = exportedPageFiles(OUT_DIR);
  if (pages.length === 0) throw new Error(`No HTML in ${OUT_DIR}: run next build first.`);
  for (const page of pages) {
    const file = path.join(OUT_DIR, page);
    const html = await readFile(file, 'utf8');
    await writeFile(file, rewritePage(html, readSiteFile, page));
  }
  console.log(
    `pages: ${pages.length} pages carry their stylesheet and fonts, and hydrate after their first paint`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
