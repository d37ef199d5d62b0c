/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES } from '@/data/routes';

const APP_DIR = path.join(__dirname, '../../app');

/**
 * The path of every page.tsx under app/ that is a page of its own: a folder in brackets ([slug]) makes
 * one page per product or category, which the catalog lists, not the table.
 */
function contentRoutesOnDisk(dir = APP_DIR, route = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === 'page.tsx')
    ? [route || '/']
    : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .flatMap((entry) =>
        contentRoutesOnDisk(path.join(dir, entry.name), `${route}/${entry.name}`),
      ),
  ];
}

describe('the table of content pages (data/routes.ts)', () => {
  const rows: string[] = Object.values(CONTENT_PAGES).map((page) => page.path);
  const folders = contentRoutesOnDisk();

  it('has a row for every route folder under app/', () => {
    const withoutRow = folders.filter((route) => !rows.includes(route));
    expect(withoutRow).toEqual([]);
  });

  it('has a route folder under app/ for every row', () => {
    const withoutFolder = rows.filter((route) => !folders.includes(route));
    expect(withoutFolder).toEqual([]);
  });

  it('gives each page a path of its own', () => {
    expect(new Set(rows).size).toBe(rows.length);
  });
});
