/**
 * The tests' own catalog: tests/fixtures/content, a content folder the tests keep (the shop's 26 designs as
 * they stood when it was made, some at prices of their own so every sort has something to order, and 14
 * designs the tests invented, so the shop runs over two pages). Jest reads it (jest.config.mjs), and
 * `npm run build:e2e` builds the e2e site from it: no test reads the owner's content in data/content,
 * which she edits as she likes; the schema and the build hold that (`npm run content`).
 */
import { contentDirName } from '../../data/content-folder';

/** Relative to the project root, as CONTENT_DIR takes it. */
export const TEST_CONTENT_DIR = 'tests/fixtures/content';

/** The folder an e2e build reads: the one CONTENT_DIR names, when set, else the tests' own. */
export function e2eContentDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return env.CONTENT_DIR?.trim() ? contentDirName(env) : TEST_CONTENT_DIR;
}
