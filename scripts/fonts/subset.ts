/**
 * Cuts the @fontsource files the site uses (./cut.ts) into app/_fonts/ (gitignored), where app/fonts.ts
 * loads them with next/font/local. Runs before every build (package.json "prebuild"); offline and
 * deterministic (same bytes every run).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FONT_FILES, cutFont } from './cut';

const OUT_DIR = path.resolve(import.meta.dirname, '../../app/_fonts');

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const sizes: string[] = [];
  for (const [name, file] of Object.entries(FONT_FILES)) {
    const cut = await cutFont(file);
    await writeFile(path.join(OUT_DIR, name), cut);
    sizes.push(`${name} ${cut.length} B`);
  }
  console.log(`fonts: ${sizes.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
