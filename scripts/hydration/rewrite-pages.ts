/**
 * Postbuild step, before scripts/headers (whose CSP hashes the rewritten pages' inline scripts): every page
 * in out/ hydrates after its first paint. See defer-hydration.ts for why.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteDir } from '../site-dir';
import { deferHydration } from './defer-hydration';

const OUT_DIR = siteDir();

async function main(): Promise<void> {
  const entries = await readdir(OUT_DIR, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  if (pages.length === 0) throw new Error(`No HTML in ${OUT_DIR}: run next build first.`);
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    await writeFile(page, deferHydration(html, path.relative(OUT_DIR, page)));
  }
  console.log(`hydration: ${pages.length} pages hydrate after their first paint`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
