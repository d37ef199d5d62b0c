/**
 * One run of the image step: find the owner's photos and check them all before writing a byte; replace
 * each that carries more than pixels by its published copy, keeping the original aside (so that what git
 * would commit of the photo folder is bare, and a clone of it builds the same site), the photos no view
 * uses included, which are left out of the build with a warning; then draw what changed, from the
 * copies, record the cache and remove what no job writes any more.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isUpToDate, jobHash, readManifest, writeManifest } from './cache';
import type { ImageJob } from './job';
import { collectJobs, photoSlots, type Photos } from './jobs';
import { type Adopted, adoptCopy } from './photo-adopt';
import { photoExtras } from './photo-bare';
import { checkPhoto, damaged } from './photo-check';
import { publishedCopy, type PublishedCopy } from './photo-copy';
import { displayPath, type PhotoSlots, readPhotoFolder, type UnusedPhoto } from './photo-folder';
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
  /** The drawings a photo may replace: the catalog's (jobs.ts), unless a test names its own. */
  slots?: PhotoSlots;
}

export interface ImagesSummary {
  images: number;
  photos: number;
  /** Photos replaced by their published copies in this run, their originals kept aside. */
  adopted: Adopted[];
  /** Photos of a design that no view uses: left out of the build, and stripped like any other. */
  unused: UnusedPhoto[];
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

/** What each photo is fitted into across `jobs`: its largest box, and whether any of its images is stale. */
function photoUses(
  jobs: readonly ImageJob[],
  stale: ReadonlySet<ImageJob>,
): Map<string, { width: number; height: number; decode: boolean }> {
  const uses = new Map<string, { width: number; height: number; decode: boolean }>();
  for (const job of jobs) {
    for (const photo of job.photos ?? []) {
      const use = uses.get(photo.file) ?? { width: 0, height: 0, decode: false };
      uses.set(photo.file, {
        width: Math.max(use.width, photo.box.width),
        height: Math.max(use.height, photo.box.height),
        decode: use.decode || stale.has(job),
      });
    }
  }
  return uses;
}

/**
 * Checks every photo (photo-check.ts) and makes the published copy of each that is not bare
 * (photo-bare.ts, photo-copy.ts), in memory: nothing is written until every photo has passed.
 */
async function checkPhotos(
  jobs: readonly ImageJob[],
  stale: ReadonlySet<ImageJob>,
  unused: readonly UnusedPhoto[],
  concurrency: number,
): Promise<{ problems: string[]; copies: Map<string, PublishedCopy> }> {
  const copies = new Map<string, PublishedCopy>();
  const copy = async (file: string) => {
    try {
      copies.set(file, await publishedCopy(file));
      return undefined;
    } catch (error) {
      return damaged(file, error);
    }
  };
  const used = await runPool([...photoUses(jobs, stale)], concurrency, async ([file, use]) => {
    const bare = photoExtras(readFileSync(file)).length === 0;
    // A photo about to be copied is decoded whole by the copy; a bare one when it is about to be drawn.
    const problem = await checkPhoto(file, use, bare && use.decode);
    return problem || bare ? problem : copy(file);
  });
  // A photo no view uses is never drawn, but git would commit it: it is copied bare all the same.
  const left = await runPool([...unused], concurrency, async ({ file }) =>
    photoExtras(readFileSync(file)).length === 0 ? undefined : copy(file),
  );
  return { problems: [...used, ...left].filter((problem) => problem !== undefined), copies };
}

/** The photo folder read, its photos hashed, and the jobs to run with them. */
function survey(run: ImagesRun, photoHashesFile: string) {
  const folder = readPhotoFolder(run.photosDir, run.slots ?? photoSlots());
  if (run.photosDirRequired && !existsSync(run.photosDir)) {
    folder.problems.push(`${displayPath(run.photosDir)}/: no such folder (PHOTOS_DIR names it).`);
  }
  const { hashes, record } = hashPhotos([...folder.photos.values()], readManifest(photoHashesFile));
  const photos: Photos = new Map(
    [...folder.photos].map(([image, file]) => [image, { file, sha256: hashes.get(file)! }]),
  );
  return { folder, photos, record, jobs: (run.collect ?? collectJobs)(photos) };
}

export async function generateImages(run: ImagesRun): Promise<ImagesSummary> {
  const manifestFile = path.join(run.cacheDir, 'images-manifest.json');
  const photoHashesFile = path.join(run.cacheDir, 'photo-hashes.json');
  const manifest = readManifest(manifestFile);
  const staleJobs = (jobs: readonly ImageJob[]) =>
    new Set(jobs.filter((job) => !isUpToDate(job, jobHash(job), manifest, run.publicDir)));

  let found = survey(run, photoHashesFile);
  const checked = await checkPhotos(
    found.jobs,
    staleJobs(found.jobs),
    found.folder.unused,
    run.concurrency,
  );
  const problems = [...found.folder.problems, ...checked.problems];
  if (problems.length > 0) throw new PhotoProblems(run.photosDir, problems);
  // Every photo passed: the copies replace their photos, and the images are drawn from the copies.
  const adopted = [...checked.copies].map(([file, copy]) => adoptCopy(run.photosDir, file, copy));
  if (adopted.length > 0) found = survey(run, photoHashesFile);
  const { jobs, photos, record, folder } = found;
  const stale = staleJobs(jobs);

  let bytes = 0;
  await runPool([...stale], run.concurrency, async (job) => {
    // Await first: `bytes += await …` would read `bytes` before the other task's write lands.
    const written = await renderJob(job, run.publicDir);
    bytes += written;
  });
  writeManifest(manifestFile, Object.fromEntries(jobs.map((job) => [job.key, jobHash(job)])));
  writeManifest(photoHashesFile, record);
  const expected = new Set(jobs.flatMap((job) => job.outputs.map((o) => o.path)));
  return {
    images: jobs.length,
    photos: photos.size,
    adopted,
    unused: folder.unused,
    drawn: stale.size,
    files: [...stale].reduce((n, job) => n + job.outputs.length, 0),
    bytes,
    removed: pruneOutputs(run.publicDir, GENERATED_FOLDERS, expected),
  };
}
