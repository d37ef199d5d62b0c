/**
 * Postbuild step, before scripts/headers (whose CSP hashes the rewritten pages' inline scripts): every page
 * in out/ hydrates after its first paint. See defer-hydration.ts for why.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportedPageFiles, siteDir } from '../site-dir';
import { deferHydration } from './defer-hydration';

const OUT_DIR = siteDir();

async function main(): Promise<void> {
  const pages = exportedPageFiles(OUT_DIR);
  if (pages.length === 0) throw new Error(`No HTML in ${OUT_DIR}: run next build first.`);
  for (const page of pages) {
    const file = path.join(OUT_DIR, page);
    await writeFile(file, deferHydration(await readFile(file, 'utf8'), page));
  }
  console.log(`hydration: ${pages.length} pages hydrate after their first paint`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
