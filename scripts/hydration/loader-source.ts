import { buildSync } from 'esbuild';
import path from 'node:path';

const LOADER_ENTRY = path.join(__dirname, '../../lib/inline-loader/main.ts');

/**
 * The loader as it ships: one minified function expression, the same text on every page, so the
 * Content-Security-Policy allows it by one hash. Browsers old enough to lack ES2020 get no React 19 either.
 */
export function hydrationLoaderSource(): string {
  const { outputFiles } = buildSync({
    entryPoints: [LOADER_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  const [output] = outputFiles;
  if (!output) throw new Error('esbuild produced no loader');
  return output.text.trim();
}
