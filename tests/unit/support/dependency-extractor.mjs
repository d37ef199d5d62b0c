/**
 * What Jest takes a file to depend on (`jest --findRelatedTests`, `--onlyChanged`, and Stryker's runs of
 * the tests related to a mutated file): its imports and requires, as Jest reads them, and the source files
 * it names by path from its own folder, `path.join(__dirname, '../../lib/inline-loader/main.ts')`, which
 * it hands to esbuild or runs as a process. Without them the inline loader's sources (bundled by
 * scripts/hydration/loader-source.ts) had no test that Jest knew of.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SOURCE_NAMED_FROM_HERE =
  /\bpath\s*\.\s*(?:join|resolve)\(\s*__dirname\s*,\s*(['"])([^'"]+\.(?:ts|tsx|mjs|cjs|js))\1\s*\)/g;

export function extract(code, filePath, defaultExtract) {
  const dependencies = new Set(defaultExtract(code, filePath));
  for (const [, , relativePath] of code.matchAll(SOURCE_NAMED_FROM_HERE)) {
    dependencies.add(relativePath.startsWith('.') ? relativePath : `./${relativePath}`);
  }
  return dependencies;
}

/** Jest caches each file's dependencies: a change to this reading must not reuse them. */
export function getCacheKey() {
  return createHash('sha1')
    .update(readFileSync(new URL(import.meta.url)))
    .digest('hex');
}
