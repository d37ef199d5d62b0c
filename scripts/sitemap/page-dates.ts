/**
 * The day each page of sitemap.xml last changed, for its <lastmod>: the latest day a file of what it shows
 * changed (lib/seo/routes.ts says what each page shows), read from git (./content-history.ts). The content
 * folder's files are a design's file (designs/<slug>.json) or a page's copy (pages/home.json…); the photo
 * folder's, a design's photos (<slug>/…), the team's (team/…) and the hero (hero.<ext>). What the build
 * does not read (the originals a build keeps, what file managers leave, a README) dates nothing.
 */
import { CONTENT_FILES } from '../../data/schema/content-files';
import type { IsoDate } from '../../data/types';
import type { IndexablePage, PageContent } from '../../lib/seo/routes';
import { HERO_NAME, ORIGINALS_FOLDER, TEAM_FOLDER, isIgnored } from '../images/photo-folder';
import { readContentHistory } from './content-history';

/** The two folders, from the project root: data/content and data/photos, or CONTENT_DIR and PHOTOS_DIR. */
export interface ContentFolders {
  content: string;
  photos: string;
}

/** What a file dates: a design's file, a photo folder (a design's or the team's), the hero, or a copy file. */
type Source = `design:${string}` | `photos:${string}` | 'hero' | `copy:${string}`;

const DESIGN_FILE = new RegExp(`^${CONTENT_FILES.designs}/([^/]+)\\.json$`);

/** The path of `file` inside `folder`, or undefined if it is not inside. */
function inside(folder: string, file: string): string | undefined {
  return file.startsWith(`${folder}/`) ? file.slice(folder.length + 1) : undefined;
}

/** Which source a file (path from the project root) belongs to, if the build reads it. */
function sourceOf(file: string, folders: ContentFolders): Source | undefined {
  const content = inside(folders.content, file);
  if (content !== undefined) {
    const design = DESIGN_FILE.exec(content)?.[1];
    if (design !== undefined) return `design:${design}`;
    const copy = Object.entries(CONTENT_FILES).find(([, name]) => name === content)?.[0];
    return copy === undefined ? undefined : `copy:${copy}`;
  }
  const photo = inside(folders.photos, file);
  if (photo === undefined) return undefined;
  const segments = photo.split('/');
  const name = segments.at(-1)!;
  if (isIgnored(name) || segments[0] === ORIGINALS_FOLDER) return undefined;
  if (segments.length > 1) return `photos:${segments[0]}`;
  return name.slice(0, name.lastIndexOf('.')) === HERO_NAME ? 'hero' : undefined;
}

/** The sources a page's content is made of. */
function sourcesOf(shows: PageContent): Source[] {
  return [
    ...shows.designs.flatMap((slug): Source[] => [`design:${slug}`, `photos:${slug}`]),
    ...(shows.copy ? [`copy:${shows.copy}` as const] : []),
    ...shows.pictures.map((picture): Source =>
      picture === 'hero' ? 'hero' : `photos:${TEAM_FOLDER}`,
    ),
  ];
}

const latest = (days: readonly (IsoDate | undefined)[]): IsoDate | undefined =>
  days.reduce<IsoDate | undefined>(
    (max, day) => (day && (!max || day > max) ? day : max),
    undefined,
  );

/**
 * Each page's day from the day each file last changed (`days`): the latest of its sources', and for a list,
 * of the last time a design left the catalog (its file is in the history but in no page now). A page none
 * of whose files the history holds gets none.
 */
function pageDates(
  pages: readonly IndexablePage[],
  days: ReadonlyMap<string, IsoDate>,
  folders: ContentFolders,
): Record<string, IsoDate> {
  const bySource = new Map<Source, IsoDate>();
  for (const [file, day] of days) {
    const source = sourceOf(file, folders);
    if (source !== undefined) bySource.set(source, latest([bySource.get(source), day])!);
  }
  const designs = new Set(pages.flatMap((page) => page.shows.designs));
  const designLeft = latest(
    [...bySource]
      .filter(
        ([source]) => source.startsWith('design:') && !designs.has(source.slice('design:'.length)),
      )
      .map(([, day]) => day),
  );
  const dates: Record<string, IsoDate> = {};
  for (const { path, shows } of pages) {
    const day = latest([
      ...sourcesOf(shows).map((source) => bySource.get(source)),
      shows.list ? designLeft : undefined,
    ]);
    if (day) dates[path] = day;
  }
  return dates;
}

/** The build's day, in UTC as the commits' days are. */
export function todayUtc(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10) as IsoDate;
}

/**
 * Every page's <lastmod> (path → day; none when git cannot tell), and the one line the build prints about
 * them, for the pages of the project at `root` with its content in `folders`.
 */
export function sitemapDates({
  root,
  folders,
  pages,
  today,
}: {
  root: string;
  folders: ContentFolders;
  pages: readonly IndexablePage[];
  today: IsoDate;
}): { lastmod: Record<string, IsoDate>; line: string } {
  const history = readContentHistory(root, [folders.content, folders.photos], today);
  if (!history.known) return { lastmod: {}, line: history.why };
  const lastmod = pageDates(pages, history.days, folders);
  const newest = latest(Object.values(lastmod));
  const uncommitted = [...history.uncommitted].filter(
    (file) => sourceOf(file, folders) !== undefined,
  ).length;
  return {
    lastmod,
    line:
      `${Object.keys(lastmod).length} of ${pages.length} pages dated by the last commit to what they show in ${folders.content}/ and ${folders.photos}/` +
      (newest ? `, the latest ${newest}` : '') +
      (uncommitted > 0
        ? `; ${uncommitted} file${uncommitted === 1 ? '' : 's'} not yet committed count${uncommitted === 1 ? 's' : ''} as changed today`
        : ''),
  };
}
