/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEST_CONTENT_DIR } from '@/scripts/e2e/test-catalog';

const ROOT = path.resolve(__dirname, '../..');

/** `npm run content`, as the build runs it first, on `folder`. */
async function check(folder: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/content/check.ts'],
      { cwd: ROOT, env: { ...process.env, CONTENT_DIR: folder } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('the build’s content check', () => {
  const folder = `.cache/content-check-test-${process.pid}`;
  const dir = path.join(ROOT, folder);

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    cpSync(path.join(ROOT, TEST_CONTENT_DIR), dir, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs before anything else the build does', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.prebuild?.split(' && ')[0]).toBe('npm run content');
    expect(scripts.content).toBe('tsx scripts/content/check.ts');
  });

  it('passes the shop’s content, saying what it checked', async () => {
    const { code, stdout } = await check(folder);
    expect(code).toBe(0);
    expect(stdout).toMatch(/content: \d+ designs and the pages' copy in .+ match the schema/);
  });

  it('stops at a bad entry, naming the file, the entry, the field and what is allowed', async () => {
    const file = path.join(dir, 'designs/milk-bar.json');
    const design = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...design, price: -5, category: 'Sports' }, null, 2));
    const { code, stdout, stderr } = await check(folder);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      "content: The shop's content has 2 problems; fix them and build again:",
    );
    expect(stderr).toContain(
      `  - ${folder}/designs/milk-bar.json: design "Milk Bar Sweatshirt", field price: is -5. A price is in dollars, 0 or more`,
    );
    expect(stderr).toContain(
      `  - ${folder}/designs/milk-bar.json: design "Milk Bar Sweatshirt", field category: is "Sports". A category is one of Humor,`,
    );
  });
});
