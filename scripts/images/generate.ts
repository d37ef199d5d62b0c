/**
 * `npm run images` (run before every build): draws all the shop's artwork into public/images and
 * public/og, or takes the owner's photo where data/photos (or PHOTOS_DIR) has one. Deterministic and
 * offline; unchanged images are skipped using .cache/images-manifest.json.
 */
import path from 'node:path';
import { DEFAULT_PHOTOS_DIR, photosDirName } from '../build-config';
import { displayPath } from './photo-folder';
import { generateImages, PhotoProblems } from './pipeline';

const ROOT = process.cwd();
/** Two images in flight: the machine has two cores and the build shares them. */
const CONCURRENCY = 2;

async function main(): Promise<void> {
  const started = performance.now();
  const photosDir = photosDirName();
  const summary = await generateImages({
    publicDir: path.join(ROOT, 'public'),
    cacheDir: path.join(ROOT, '.cache'),
    photosDir: path.join(ROOT, photosDir),
    photosDirRequired: photosDir !== DEFAULT_PHOTOS_DIR,
    concurrency: CONCURRENCY,
  });
  const { images, photos, adopted, unused, drawn, files, bytes, removed } = summary;
  for (const { photo, original } of adopted) {
    console.log(
      `images: ${displayPath(photo)} is now its published copy (upright, sRGB, no metadata), ready to commit; the original is kept in ${displayPath(original)}, which git ignores`,
    );
  }
  for (const { warning } of unused) console.warn(`images: warning: ${warning}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${images} images (${photos} from photos in ${photosDir}/), ${drawn} drawn (${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB), ${images - drawn} unchanged, ${removed} stale files removed, in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  // A photo problem is the owner's to fix: say what, without a stack trace.
  console.error(error instanceof PhotoProblems ? `images: ${error.message}` : error);
  process.exit(1);
});
