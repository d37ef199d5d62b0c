/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { jest } from '@jest/globals';
import { contentDirName } from '@/data/content-folder';
import { checkBuildConfig } from '@/scripts/build-config';
import { TEST_CONTENT_DIR } from '@/scripts/e2e/test-catalog';

const ROOT = path.resolve(__dirname, '../..');

describe('CONTENT_DIR', () => {
  it('is data/content by default, or a folder inside the project', () => {
    expect(contentDirName({})).toBe('data/content');
    expect(contentDirName({ CONTENT_DIR: ' ' })).toBe('data/content');
    expect(contentDirName({ CONTENT_DIR: './.e2e/content/' })).toBe('.e2e/content');
  });

  it.each([
    '/home/owner/content',
    'C:\\Users\\owner\\content',
    '../content',
    '.',
    'public/content',
  ])('refuses CONTENT_DIR=%s, naming it, and so does the build', (folder) => {
    const message = /CONTENT_DIR must name a folder inside the project and outside public\//;
    expect(() => contentDirName({ CONTENT_DIR: folder })).toThrow(message);
    expect(() => checkBuildConfig({ CONTENT_DIR: folder })).toThrow(message);
  });
});

/**
 * A copy of the shop's content, inside the project as CONTENT_DIR requires, in a folder git ignores, with
 * Milk Bar at another price: what each reader shows says which folder it read.
 */
describe('every reader of the content, given CONTENT_DIR', () => {
  const folder = `.cache/content-dir-test-${process.pid}`;
  const FIXTURE_PRICE = 12.34;

  beforeAll(() => {
    const dir = path.join(ROOT, folder);
    mkdirSync(dir, { recursive: true });
    cpSync(path.join(ROOT, TEST_CONTENT_DIR), dir, { recursive: true });
    const file = path.join(dir, 'designs/milk-bar.json');
    const design = JSON.parse(readFileSync(file, 'utf8')) as { price: number };
    writeFileSync(file, JSON.stringify({ ...design, price: FIXTURE_PRICE }, null, 2));
  });
  afterAll(() => rmSync(path.join(ROOT, folder), { recursive: true, force: true }));

  it('in Jest, reads that folder', async () => {
    const before = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = folder;
    try {
      await jest.isolateModulesAsync(async () => {
        const { getProductBySlug } = await import('@/lib/catalog');
        expect(getProductBySlug('milk-bar')?.price).toBe(FIXTURE_PRICE);
      });
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
    }
  });

  it('in a script run by tsx (the build steps, the bench), reads that folder', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--eval',
        "console.log(require('./lib/catalog.ts').getProductBySlug('milk-bar').price)",
      ],
      { cwd: ROOT, env: { ...process.env, CONTENT_DIR: folder } },
    );
    expect(Number(stdout.trim())).toBe(FIXTURE_PRICE);
  });
});
