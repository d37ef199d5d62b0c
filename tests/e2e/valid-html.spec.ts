/**
 * Every exported page as a validator reads it: no element where HTML's content model forbids it (a
 * `<style>` in a `<div>`), and no id given twice, counted inside inline SVG too (the star ratings'
 * gradients once repeated). Reads files, so it runs once, in the desktop project.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { allRoutes } from '../../scripts/site-routes';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { exportedPageFiles } from '../../scripts/site-dir';
import { repeatedIds } from './support/exported-pages';
import { expect, test } from './support/fixtures';

const OUT = E2E_SITE_PATH;

/**
 * The content-model rules only. html-validate's other rules judge style (React writes `srcSet` and
 * `charSet`, which HTML reads case-insensitively), not whether the document is valid.
 */
const validator = new HtmlValidate({
  root: true,
  extends: [],
  rules: {
    'element-permitted-content': 'error',
    'element-permitted-parent': 'error',
    'no-dup-id': 'error',
  },
});

const pages = exportedPageFiles(OUT);

test.describe.configure({ mode: 'parallel' });

test('html-validate finds no element out of place and no repeated id in any exported page', async () => {
  expect(pages.length).toBeGreaterThanOrEqual(allRoutes().length);
  const faults: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(readFileSync(path.join(OUT, page), 'utf8'), page);
    for (const { messages } of report.results) {
      for (const { ruleId, message, selector } of messages)
        faults.push(`${page}: ${ruleId}: ${message} (${selector ?? 'no selector'})`);
    }
  }
  expect(faults).toEqual([]);
});

test('no exported page gives one id to two elements, inline SVG included', () => {
  const repeated = pages.flatMap((page) =>
    repeatedIds(readFileSync(path.join(OUT, page), 'utf8')).map((id) => `${page}: #${id}`),
  );
  expect(repeated).toEqual([]);
});
