/**
 * @jest-environment node
 *
 * The postbuild steps that read every page work page by page: at 1,040 designs the export holds 1.6 GB of
 * HTML, and a step that held every page at once ran out of memory (issue 49). Each step runs here, as the
 * build runs it, on a fixture export of pages that together need several times the memory it is given
 * (Node's `--max-old-space-size`), but one at a time fit easily.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { HYDRATE_SRC_ATTRIBUTE } from '@/lib/inline-loader/contract';
import { RAW_EXPORT_FILES, RAW_PRODUCT_PAGE } from '@/tests/fixtures/next-export';

const ROOT = path.resolve(__dirname, '../..');
const SITE = `.cache/postbuild-memory-test-${process.pid}`;
const SITE_DIR = path.join(ROOT, SITE);

/** Pages in the export, each about 25 MB once parsed with its source locations (parse5). */
const PAGES = 12;
const ELEMENTS_PER_PAGE = 20_000;
/** The heap each step gets: a few pages' worth, far less than every page's. */
const HEAP_MB = 96;

/** The fixture's product page with many small elements in its body: heavy to hold once parsed. */
function heavyPage(index: number): string {
  const filler = `<p data-page="${index}">${'<i class="card">a</i>'.repeat(ELEMENTS_PER_PAGE)}</p>`;
  return RAW_PRODUCT_PAGE.replace('</main>', `${filler}</main>`);
}

/** Runs a postbuild step on the fixture export with HEAP_MB of heap. */
async function runStep(script: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', script],
      { cwd: ROOT, env: { ...process.env, SITE_DIR: SITE }, maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

describe('the postbuild steps on an export bigger than their memory', () => {
  beforeAll(() => {
    rmSync(SITE_DIR, { recursive: true, force: true });
    for (const [urlPath, text] of Object.entries(RAW_EXPORT_FILES)) {
      mkdirSync(path.dirname(path.join(SITE_DIR, urlPath)), { recursive: true });
      writeFileSync(path.join(SITE_DIR, urlPath), text);
    }
    for (let index = 0; index < PAGES; index += 1)
      writeFileSync(path.join(SITE_DIR, `products/heavy-${index}.html`), heavyPage(index));
  });
  afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

  it('checks Next’s output page by page', async () => {
    const { code, output } = await runStep('scripts/export/check-next-output.ts');
    expect(output).toMatch(/next output: 15 pages hold the \d+ assumptions/);
    expect(code).toBe(0);
  }, 60_000);

  it('rewrites the pages one by one', async () => {
    const { code, output } = await runStep('scripts/export/rewrite-pages.ts');
    expect(output).toContain('pages: 15 pages carry their stylesheet and fonts');
    expect(code).toBe(0);
    const rewritten = readFileSync(path.join(SITE_DIR, `products/heavy-${PAGES - 1}.html`), 'utf8');
    expect(rewritten).toContain(HYDRATE_SRC_ATTRIBUTE);
    expect(rewritten).toContain(`data-page="${PAGES - 1}"`);
  }, 60_000);
});
