/**
 * Postbuild step, first of all: deletes out/_not-found.html. Next exports its not-found page twice, as
 * 404.html (what hosts answer unknown paths with, status 404) and as _not-found.html, which a static host
 * serves with status 200 at /_not-found: an error page at an address of its own, in the later steps'
 * page lists and `_headers`. Its RSC payloads (_not-found.txt, _not-found/) stay: they are data, not pages.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { siteDir } from '../site-dir';

const COPY = '_not-found.html';

async function main(): Promise<void> {
  await rm(path.join(siteDir(), COPY), { force: true });
  console.log(`export: removed ${COPY} (404.html is the not-found page)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
