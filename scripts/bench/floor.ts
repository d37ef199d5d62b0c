/**
 * The framework floor: a bare one-page Next app (app/layout.jsx + app/page.jsx with a heading,
 * `output: 'export'`), built with this project's own Next and React, in a temporary folder, measured the
 * same way as our pages.
 *
 * Its node_modules is a symlink to the project's, so nothing is downloaded. Turbopack refuses files outside
 * its root ("Could not find the Next.js package": a symlink resolves to /work/…/node_modules, outside a root
 * in /tmp), so the floor app sets `turbopack.root` to the filesystem root, which contains both. The bundler
 * is Turbopack, as for the project. Plain JSX: TypeScript would only add a tsconfig and a type check, and
 * changes no output.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FloorFigures } from './evaluate';
import { ExportedSite, measurePageScripts, measureStaticFirstView } from './page-js';

const FLOOR_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'framework-floor', private: true }, null, 2),
  'next.config.mjs': `export default {
  output: 'export',
  turbopack: { root: '/' },
};
`,
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return <h1>Framework floor</h1>;
}
`,
};

/**
 * Builds the bare app in a temporary folder and measures its page like a route. The caller serves the
 * folder's out/ for the browser measures, then removes the folder.
 */
export async function measureFloor(
  projectRoot: string,
): Promise<{ figures: FloorFigures; folder: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-floor-'));
  try {
    for (const [file, content] of Object.entries(FLOOR_FILES)) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), content);
    }
    await symlink(path.join(projectRoot, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    const started = performance.now();
    const next = path.join(projectRoot, 'node_modules/next/dist/bin/next');
    execFileSync(process.execPath, [next, 'build'], {
      cwd: folder,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    const buildMs = performance.now() - started;
    const site = new ExportedSite(path.join(folder, 'out'));
    const js = measurePageScripts(site, '/');
    return { figures: { buildMs, js, staticFirstView: measureStaticFirstView(site, '/') }, folder };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
