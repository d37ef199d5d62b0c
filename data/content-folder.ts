/**
 * Where the shop's content files are (data/content/README.md says what each holds): data/content, or the
 * folder CONTENT_DIR names. Every reader of the content goes through here (the Next build's pages, the
 * build scripts, Jest and the Playwright process, through data/content.ts), so one variable moves all of
 * them at once. A settings module, like lib/public-config.ts and scripts/build-config.ts (lib/env.ts lists
 * them); data/ imports no other layer, so it reads its one variable itself.
 */
import path from 'node:path';

/** The shop's own content, relative to the project root. */
const DEFAULT_CONTENT_DIR = 'data/content';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * A folder named by a setting, relative to the project root, as written: its segments, and whether it was
 * absolute. scripts/build-config.ts checks SITE_DIR and PHOTOS_DIR with it too.
 */
export function folderSegments(value: string): { segments: string[]; absolute: boolean } {
  return {
    // Stryker disable next-line Regex: a run of slashes split one at a time leaves only '' between them, which the filter drops
    segments: value.split(/[\\/]+/).filter((segment) => segment !== '' && segment !== '.'),
    absolute: /^([\\/]|[A-Za-z]:)/.test(value),
  };
}

/**
 * The content folder, relative to the project root: data/content, or CONTENT_DIR (blank counts as unset).
 * Refuses a folder outside the project, and one in public/, which is published as it is.
 */
export function contentDirName(env: Env = process.env): string {
  const value = env.CONTENT_DIR?.trim() || DEFAULT_CONTENT_DIR;
  const { segments, absolute } = folderSegments(value);
  if (absolute || segments.length === 0 || segments.includes('..') || segments[0] === 'public') {
    throw new Error(
      `CONTENT_DIR must name a folder inside the project and outside public/, such as ${DEFAULT_CONTENT_DIR}, got "${value}"`,
    );
  }
  return segments.join('/');
}

/**
 * The content folder as an absolute path. The project root is the working directory: every reader (npm's
 * scripts, Next, Jest, Playwright) runs from it, and Next's compiled pages know no other way to find it.
 */
export function contentDir(env: Env = process.env): string {
  return path.join(process.cwd(), contentDirName(env));
}

/**
 * Makes this process read `folder` (as CONTENT_DIR names one) from now on: for a script that builds from
 * another folder than its environment names and then reads the catalog itself, before it first imports it
 * (scripts/e2e/build.ts).
 */
export function readContentFrom(folder: string): void {
  process.env.CONTENT_DIR = contentDirName({ CONTENT_DIR: folder });
}
