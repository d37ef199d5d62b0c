/** @jest-environment node */
/**
 * Each page's <lastmod> follows the last commit to what it shows: in a scratch git repository holding a
 * content folder and a photo folder of the test's own (files the dating reads by name only), committed on
 * fixed days, with the pages of a catalog the test invents. The build's day is given, never the clock's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { IsoDate, Product } from '@/data/types';
import { indexablePagesOf, type IndexablePage } from '@/lib/seo/routes';
import { shopListing } from '@/lib/shop-listing';
import { sitemapDates } from '@/scripts/sitemap/page-dates';
import { fixtureCatalog } from '../fixtures/catalog';

jest.setTimeout(30_000);

/** 41 designs: 40 Humor (ids 1, 3, 4…, 41) and one Floral (id 2); /shop and /shop/humor run over two pages. */
const CATALOG = fixtureCatalog({ Humor: 40, Floral: 1 });
const FOLDERS = { content: 'shop/content', photos: 'shop/photos' };
const TODAY: IsoDate = '2024-06-01';

const slug = (id: number) => `fixture-design-${id}`;
const product = (id: number) => `/products/${slug(id)}`;

/** The pages of a catalog, as the sitemap lists them, featuring its first design on the home page. */
function pagesOf(catalog: Product[]): IndexablePage[] {
  return indexablePagesOf(shopListing(catalog), catalog, catalog.slice(0, 1));
}

/** Every page of `catalog` dated `day`. */
const everyPage = (catalog: Product[], day: IsoDate) =>
  Object.fromEntries(pagesOf(catalog).map((page) => [page.path, day]));

/** The pages listing designs (the home page's featured ones among them), with or without design 36, dated `day`. */
const everyList = (day: IsoDate) =>
  Object.fromEntries(
    ['/', '/shop', '/shop/page/2', '/shop/humor', '/shop/humor/page/2', '/shop/floral'].map(
      (list) => [list, day],
    ),
  );

// Git as the test's own: no global or system configuration (a user's excludes file, hooks) reaches it, in
// the helpers below or in the code under test.
const GIT_ISOLATION = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
const savedEnv = Object.keys(GIT_ISOLATION).map((key) => [key, process.env[key]] as const);
beforeAll(() => {
  Object.assign(process.env, GIT_ISOLATION);
});
afterAll(() => {
  for (const [key, value] of savedEnv) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

let repo: string;

function git(args: string[], { cwd = repo, at }: { cwd?: string; at?: string } = {}): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...(at ? { GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at } : {}),
      },
    },
  );
}

function write(file: string, text = `${file}\n`): void {
  const full = path.join(repo, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** Everything in the working tree committed, on `at` (an ISO 8601 time). */
function commitAll(at: string): void {
  git(['add', '-A']);
  git(['commit', '--quiet', '-m', `edit at ${at}`], { at });
}

const design = (id: number) => `${FOLDERS.content}/designs/${slug(id)}.json`;

/** The shop's files as the build reads them, committed on 2024-03-01, and what the build does not read. */
function initialCommit(): void {
  git(['init', '--quiet', '--initial-branch=main']);
  for (const { id } of CATALOG) write(design(id), `{ "id": ${id} }\n`);
  for (const page of ['home', 'about', 'reviews', 'size-guide'])
    write(`${FOLDERS.content}/pages/${page}.json`);
  write(`${FOLDERS.content}/README.md`);
  write(`${FOLDERS.photos}/README.md`);
  write(`${FOLDERS.photos}/hero.jpg`);
  write(`${FOLDERS.photos}/team/lauren-hayes.jpg`);
  write(`${FOLDERS.photos}/${slug(1)}/front.jpg`);
  write(`${FOLDERS.photos}/originals/.gitignore`, '*\n');
  write('.gitignore', '.DS_Store\n');
  commitAll('2024-03-01T10:00:00Z');
}

function dates(catalog: Product[] = CATALOG, root: string = repo) {
  return sitemapDates({ root, folders: FOLDERS, pages: pagesOf(catalog), today: TODAY });
}

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'lastmod-'));
  initialCommit();
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe("each sitemap page's <lastmod>", () => {
  it("follows a commit touching one design: that design's page and the listing pages showing it, not the others", () => {
    expect(dates().lastmod).toEqual(everyPage(CATALOG, '2024-03-01'));

    // Design 36 is on the second page of the shop and of Humor. Committed at 01:30 in UTC+2: the 15th in UTC.
    write(design(36), '{ "id": 36, "price": 29.99 }\n');
    commitAll('2024-04-16T01:30:00+02:00');

    expect(dates().lastmod).toEqual({
      ...everyPage(CATALOG, '2024-03-01'),
      [product(36)]: '2024-04-15',
      '/shop/page/2': '2024-04-15',
      '/shop/humor/page/2': '2024-04-15',
    });
  });

  it("follows a design's photos, the hero, the team and each page's copy to the pages showing them", () => {
    write(`${FOLDERS.photos}/${slug(2)}/img_1234.jpg`);
    commitAll('2024-04-02T09:00:00Z');
    write(`${FOLDERS.photos}/hero.jpg`, 'a new hero\n');
    commitAll('2024-04-03T09:00:00Z');
    write(`${FOLDERS.photos}/team/maya-patel.jpg`);
    commitAll('2024-04-04T09:00:00Z');
    write(`${FOLDERS.content}/pages/size-guide.json`, 'a new chart\n');
    commitAll('2024-04-05T09:00:00Z');
    // What the build does not read dates nothing.
    write(`${FOLDERS.content}/README.md`, 'notes\n');
    write(`${FOLDERS.photos}/README.md`, 'notes\n');
    commitAll('2024-04-06T09:00:00Z');

    expect(dates().lastmod).toEqual({
      ...everyPage(CATALOG, '2024-03-01'),
      // Design 2, the one Floral design, is on the shop's first page.
      [product(2)]: '2024-04-02',
      '/shop': '2024-04-02',
      '/shop/floral': '2024-04-02',
      '/': '2024-04-03',
      '/about': '2024-04-04',
      '/size-guide': '2024-04-05',
    });
  });

  it('follows a design leaving the catalog on every list, as the next ones move up, and on no product page', () => {
    rmSync(path.join(repo, design(36)));
    commitAll('2024-05-10T09:00:00Z');
    const catalog = CATALOG.filter((each) => each.id !== 36);

    expect(dates(catalog).lastmod).toEqual({
      ...everyPage(catalog, '2024-03-01'),
      ...everyList('2024-05-10'),
    });
  });

  it("follows a design's new address (its file renamed) as its old one leaving the catalog", () => {
    git(['mv', design(36), `${FOLDERS.content}/designs/renamed-design.json`]);
    commitAll('2024-05-12T09:00:00Z');
    const catalog = CATALOG.map((each) =>
      each.id === 36 ? { ...each, slug: 'renamed-design' } : each,
    );

    expect(dates(catalog).lastmod).toEqual({
      ...everyPage(catalog, '2024-03-01'),
      ...everyList('2024-05-12'),
      '/products/renamed-design': '2024-05-12',
    });
  });

  it('dates what a merge brought in on the day it was merged, not the day it was written on its branch', () => {
    git(['checkout', '--quiet', '-b', 'new-prices']);
    write(design(5), '{ "id": 5, "price": 34 }\n');
    commitAll('2024-04-01T09:00:00Z');
    git(['checkout', '--quiet', 'main']);
    write(`${FOLDERS.content}/pages/about.json`, 'a new story\n');
    commitAll('2024-04-10T09:00:00Z');
    git(['merge', '--quiet', '--no-ff', '--no-edit', 'new-prices'], { at: '2024-04-20T09:00:00Z' });

    expect(dates().lastmod).toEqual({
      ...everyPage(CATALOG, '2024-03-01'),
      '/about': '2024-04-10',
      [product(5)]: '2024-04-20',
      '/shop': '2024-04-20',
      '/shop/humor': '2024-04-20',
    });
  });

  it("counts a change not yet committed as the build's day, and says how many files have one", () => {
    write(design(3), '{ "id": 3, "price": 30 }\n');
    write(`${FOLDERS.photos}/${slug(4)}/back.jpg`);
    // Neither a build's kept original nor what a file manager leaves is a change to the shop.
    write(`${FOLDERS.photos}/originals/${slug(5)}/front.jpg`);
    write(`${FOLDERS.photos}/${slug(6)}/.DS_Store`);

    const { lastmod, line } = dates();
    expect(lastmod).toEqual({
      ...everyPage(CATALOG, '2024-03-01'),
      [product(3)]: TODAY,
      [product(4)]: TODAY,
      '/shop': TODAY,
      '/shop/humor': TODAY,
    });
    expect(line).toBe(
      `${pagesOf(CATALOG).length} of ${pagesOf(CATALOG).length} pages dated by the last commit to what they show in shop/content/ and shop/photos/, the latest ${TODAY}; 2 files not yet committed count as changed today`,
    );
  });

  it("dates a content folder git ignores (a test build's copy) by the build's day", () => {
    write('.gitignore', '.DS_Store\nshop/\n');
    git(['rm', '-r', '--cached', '--quiet', 'shop']);
    commitAll('2024-05-01T09:00:00Z');

    expect(dates().lastmod).toEqual(everyPage(CATALOG, TODAY));
  });

  it("dates every page by the build's day in a repository with no commit yet", () => {
    rmSync(path.join(repo, '.git'), { recursive: true });
    git(['init', '--quiet', '--initial-branch=main']);

    expect(dates().lastmod).toEqual(everyPage(CATALOG, TODAY));
  });

  it('never dates a page after the build, whatever clock made the commit', () => {
    write(design(1), '{ "id": 1, "price": 30 }\n');
    commitAll('2030-01-01T09:00:00Z');

    expect(dates().lastmod[product(1)]).toBe(TODAY);
  });
});

describe('when git cannot tell', () => {
  let other: string;
  beforeEach(() => {
    other = mkdtempSync(path.join(tmpdir(), 'lastmod-other-'));
  });
  afterEach(() => rmSync(other, { recursive: true, force: true }));

  it('a shallow clone (as Cloudflare Pages and Vercel make) leaves every <lastmod> out and says why in one line', () => {
    write(design(36), '{ "id": 36, "price": 29.99 }\n');
    commitAll('2024-04-15T09:00:00Z');
    const clone = path.join(other, 'clone');
    git(['clone', '--quiet', '--depth', '1', `file://${repo}`, clone], { cwd: other });

    expect(dates(CATALOG, clone)).toEqual({
      lastmod: {},
      line: 'this clone is shallow: git holds only its latest commits, not the day each page last changed, so sitemap.xml leaves out every <lastmod>. Build from a full clone to date them: docs/deploying.md, "The sitemap\'s dates".',
    });
  });

  it('a folder outside any git checkout (a copy of the files) leaves every <lastmod> out and says why', () => {
    expect(dates(CATALOG, other)).toEqual({
      lastmod: {},
      line: `git reads no history in ${other} (fatal: not a git repository (or any of the parent directories): .git), so none says when each page last changed: sitemap.xml leaves out every <lastmod>.`,
    });
  });
});
