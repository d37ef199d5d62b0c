/**
 * The editor's preview pane in WebKit (its Chromium counterpart, which shows more, is
 * tests/e2e/admin-preview.spec.ts): a design, drawn by the shop's components from a scratch copy of the
 * catalog the site was built from, says what the built page says, then follows her typing; the pages'
 * copy, drawn by the same pane, is checked in Chromium alone. The exported /admin names its local helper
 * at the build's editor port, where the run's router (tests/e2e/support/editor-router.mjs) hands the
 * requests of pages through the gate to this spec's helper. WebKit only: Firefox would share the gate's
 * address, and so the helper, with it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATH } from '../../scripts/admin/page';
import { editorHelperPort } from '../../scripts/e2e/editor-helper-ports.mjs';
import { fieldName } from '../../scripts/e2e/editor-page';
import { startScratchEditor, type ScratchEditor } from '../e2e/support/editor-helper';
import { DESKTOP } from './support/driver';
import { expect, test } from './support/fixtures';
import { byRole, nameMatch, partText } from './support/page-queries';

// One helper, on the gate's port: the tests in one worker, one after another.
test.describe.configure({ mode: 'serial' });

const PREVIEW_PANE = '#preview-pane';
let editor: ScratchEditor | undefined;

test.beforeAll(async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'webkit', 'WebKit alone: Firefox would share its helper');
  editor = await startScratchEditor({ siteUrl: baseURL!, port: editorHelperPort('gate') });
});

test.afterAll(() => editor?.stop());

interface Preview {
  /** What the test says it shows. */
  title: string;
  /** The built page. */
  path: string;
  /** Its entry in the editor, after `#/collections/`. */
  entry: string;
  /** The parts of the page whose text the preview must say. */
  parts: string[];
  /** A field she types into (its label), what she adds, and where the page shows it. */
  typing: { field: string; added: string; shownIn: string };
  /** The name of its screenshot, when SHOTS_DIR asks for them. */
  screenshot: string;
}

const sections = (...ids: string[]) => ids.map((id) => `section[aria-labelledby="${id}"]`);

/** A design of the tests' catalog with a badge, a rating and features. */
const DESIGN = 'boy-mama-heart';

const PREVIEWS: Preview[] = [
  {
    title: 'a design’s page',
    path: `/products/${DESIGN}`,
    entry: `designs/entries/${DESIGN}`,
    // The summary (name, badge, rating, price, description) and the features.
    parts: ['h1', ':has(> h1)', ...sections('features-heading')],
    typing: { field: 'Name', added: ' Club', shownIn: 'h1' },
    screenshot: 'design',
  },
];

for (const preview of PREVIEWS) {
  test(`${preview.title} says what the built page says, and follows her typing`, async ({
    driver,
    site,
  }) => {
    await driver.setViewport(DESKTOP);
    await site.enter(preview.path);
    const { parts, typing } = preview;
    const built = await Promise.all(parts.map((part) => driver.evaluate(partText, part)));
    for (const [index, text] of built.entries())
      expect(text, `the built page's ${parts[index]}`).toBeTruthy();
    const shownBefore = await driver.evaluate(partText, typing.shownIn);
    expect(shownBefore, `the built page's ${typing.shownIn}`).toBeTruthy();

    await driver.goto(site.url(`${ADMIN_PATH}#/collections/${preview.entry}`));
    // Decap's own sign-in to its local helper, once its 5 MB script has run.
    const loginShown = () =>
      driver.evaluate(() =>
        [...document.querySelectorAll('button')].some((button) => button.textContent === 'Login'),
      );
    await expect.poll(loginShown, { timeout: 30_000 }).toBe(true);
    await driver.click(byRole, ['button'], nameMatch('Login'));
    // Drawn once Decap has read the entry, and the preview's code has arrived.
    for (const [index, part] of parts.entries()) {
      await expect
        .poll(() => driver.evaluate(partText, part, PREVIEW_PANE), { timeout: 30_000 })
        .toBe(built[index]);
    }

    await driver.type(typing.added, byRole, ['textbox'], nameMatch(fieldName(typing.field)));
    await expect
      .poll(() => driver.evaluate(partText, typing.shownIn, PREVIEW_PANE))
      .toBe(`${shownBefore}${typing.added}`);
    const shots = process.env.SHOTS_DIR;
    if (shots)
      writeFileSync(
        path.join(shots, `webkit-preview-${preview.screenshot}.png`),
        await driver.screenshot(),
      );
  });
}
