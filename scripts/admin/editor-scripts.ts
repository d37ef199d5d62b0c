/**
 * The editor's own scripts (editor/main.ts and what it imports: the content schema itself, data/schema/,
 * so the form checks what the build checks with the same code), bundled by esbuild into the export's
 * admin/ folder beside Decap CMS's bundle. The HEIC decoder (editor/heic-decode.ts: libheif-js's code and
 * its WebAssembly) is split into files of their own that the page fetches only when such a photo is chosen;
 * so is the preview pane's (editor/preview/render.tsx: the shop's components and their React), fetched when
 * the pane first draws.
 */
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { ADMIN_PATH, EDITOR_SCRIPT } from './page';

const ENTRY = path.join(__dirname, 'editor/main.ts');
/** The shop's components link with next/link; in the preview, outside Next, a link is its anchor. */
const PREVIEW_LINK = path.join(__dirname, 'editor/preview/link.tsx');
/** libheif's license, which its WebAssembly ships under (LGPL-3.0), beside it. */
const LIBHEIF_LICENSE = 'libheif.LICENSE.txt';

/** Writes the scripts into `dir` (out/admin/); returns the files written, by name. */
export function writeEditorScripts(dir: string): string[] {
  const { metafile, errors } = buildSync({
    entryPoints: { [EDITOR_SCRIPT.replace(/\.js$/, '')]: ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    outdir: dir,
    publicPath: ADMIN_PATH,
    chunkNames: 'editor-[name]-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.wasm': 'file' },
    jsx: 'automatic',
    alias: { 'next/link': PREVIEW_LINK },
    // React's production build, as the shop's pages run.
    define: { 'process.env.NODE_ENV': '"production"' },
    // libheif's Emscripten code reads these only when it runs in Node, never in the browser.
    external: ['fs', 'path', 'crypto'],
    legalComments: 'none',
    metafile: true,
  });
  if (errors.length > 0)
    throw new Error(`esbuild: ${errors.map((error) => error.text).join('; ')}`);
  const require = createRequire(__filename);
  copyFileSync(require.resolve('libheif-js/libheif-wasm/LICENSE'), path.join(dir, LIBHEIF_LICENSE));
  return [...Object.keys(metafile.outputs).map((file) => path.basename(file)), LIBHEIF_LICENSE];
}
