/**
 * One run of the image step: find the owner's photos, check them and everything else before writing a
 * byte, then draw what changed, record the cache and remove what no job writes any more.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isUpToDate, jobHash, type Manifest, readManifest, writeManifest } from './cache';
import type { ImageJob } from './job';
import { collectJobs, photoSlots, type Photos } from './jobs';
import { checkPhoto } from './photo-check';
import { displayPath, readPhotoFolder } from './photo-folder';
import { hashPhotos } from './photo-hash';
import { runPool } from './pool';
import { pruneOutputs } from './prune';
import { renderJob } from './render';

/** Folders this generator owns entirely (gitignored): anything in them that no job writes is stale. */
const GENERATED_FOLDERS = ['images', 'og'];

export interface ImagesRun {
  /** Where the site's static files go: public/. */
  publicDir: string;
  /** The cache's folder: .cache/. */
  cacheDir: string;
  photosDir: string;
  /** True when the photo folder was named on purpose (PHOTOS_DIR), so its absence is a mistake. */
  photosDirRequired: boolean;
  concurrency: number;
  /** The jobs to run given the photos found: every image, unless a test draws fewer. */
  collect?: (photos: Photos) => ImageJob[];
}

export interface ImagesSummary {
  images: number;
  photos: number;
  drawn: number;
  files: number;
  bytes: number;
  removed: number;
}

/** Every problem with the owner's photos, each naming its file; thrown before anything is written. */
export class PhotoProblems extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(
      [
        `${problems.length} problem${problems.length === 1 ? '' : 's'} with the photos in ${displayPath(dir)}/ (nothing was written):`,
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
    this.name = 'PhotoProblems';
  }
}

/** The photo problems of these jobs: each photo checked once, against the largest box it is fitted into. */
async function photoProblems(
  jobs: readonly ImageJob[],
  stale: ReadonlySet<ImageJob>,
  concurrency: number,
): Promise<string[]> {
  const uses = new Map<string, { width: number; height: number; decode: boolean }>();
  for (const job of jobs) {
    if (!job.photo) continue;
    const use = uses.get(job.photo.file) ?? { width: 0, height: 0, decode: false };
    uses.set(job.photo.file, {
      width: Math.max(use.width, job.photo.box.width),
      height: Math.max(use.height, job.photo.box.height),
      decode: use.decode || stale.has(job),
    });
  }
  const found = await runPool([...uses], concurrency, ([file, use]) =>
    checkPhoto(file, use, use.decode),
  );
  return found.filter((problem) => problem !== undefined);
}

export async function generateImages(run: ImagesRun): Promise<ImagesSummary> {
  const manifestFile = path.join(run.cacheDir, 'images-manifest.json');
  const photoHashesFile = path.join(run.cacheDir, 'photo-hashes.json');
  const folder = readPhotoFolder(run.photosDir, photoSlots());
  if (run.photosDirRequired && !existsSync(run.photosDir)) {
    folder.problems.push(`${displayPath(run.photosDir)}/: no such folder (PHOTOS_DIR names it).`);
  }
  const { hashes, record } = hashPhotos([...folder.photos.values()], readManifest(photoHashesFile));
  const photos: Photos = new Map(
    [...folder.photos].map(([image, file]) => [image, { file, sha256: hashes.get(file)! }]),
  );
  const jobs = (run.collect ?? collectJobs)(photos);
  const manifest = readManifest(manifestFile);
  const next: Manifest = {};
  const stale = new Set(
    jobs.filter((job) => {
      const hash = jobHash(job);
      next[job.key] = hash;
      return !isUpToDate(job, hash, manifest, run.publicDir);
    }),
  );
  const problems = [...folder.problems, ...(await photoProblems(jobs, stale, run.concurrency))];
  if (problems.length > 0) throw new PhotoProblems(run.photosDir, problems);

  let bytes = 0;
  await runPool([...stale], run.concurrency, async (job) => {
    // Await first: `bytes += await …` would read `bytes` before the other task's write lands.
    const written = await renderJob(job, run.publicDir);
    bytes += written;
  });
  writeManifest(manifestFile, next);
  writeManifest(photoHashesFile, record);
  const expected = new Set(jobs.flatMap((job) => job.outputs.map((o) => o.path)));
  return {
    images: jobs.length,
    photos: photos.size,
    drawn: stale.size,
    files: [...stale].reduce((n, job) => n + job.outputs.length, 0),
    bytes,
    removed: pruneOutputs(run.publicDir, GENERATED_FOLDERS, expected),
  };
}
