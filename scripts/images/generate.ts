/**
 * `npm run images` (run before every build): draws all the shop's artwork into public/images and
 * public/og. Deterministic and offline; unchanged images are skipped using .cache/images-manifest.json.
 */
import path from 'node:path';
import { isUpToDate, jobHash, readManifest, writeManifest } from './cache';
import { collectJobs } from './jobs';
import { runPool } from './pool';
import { pruneOutputs } from './prune';
import { renderJob } from './render';

const ROOT = process.cwd();
const PUBLIC_DIR = path.join(ROOT, 'public');
const MANIFEST_FILE = path.join(ROOT, '.cache', 'images-manifest.json');
/** Two images in flight: the machine has two cores and the build shares them. */
const CONCURRENCY = 2;
/** Folders this generator owns entirely (gitignored): anything in them that no job writes is stale. */
const GENERATED_FOLDERS = ['images', 'og'];

async function main(): Promise<void> {
  const started = performance.now();
  const jobs = collectJobs();
  const manifest = readManifest(MANIFEST_FILE);
  const next: Record<string, string> = {};
  const stale = jobs.filter((job) => {
    const hash = jobHash(job);
    next[job.key] = hash;
    return !isUpToDate(job, hash, manifest, PUBLIC_DIR);
  });
  let bytes = 0;
  await runPool(stale, CONCURRENCY, async (job) => {
    // Await first: `bytes += await …` would read `bytes` before the other task's write lands.
    const written = await renderJob(job, PUBLIC_DIR);
    bytes += written;
  });
  writeManifest(MANIFEST_FILE, next);
  const expected = new Set(jobs.flatMap((job) => job.outputs.map((o) => o.path)));
  const removed = pruneOutputs(PUBLIC_DIR, GENERATED_FOLDERS, expected);
  const files = stale.reduce((n, job) => n + job.outputs.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${jobs.length} images, ${stale.length} drawn (${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB), ${jobs.length - stale.length} unchanged, ${removed} stale files removed, in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
