/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The test files Jest takes to depend on these sources, as `jest --findRelatedTests` lists them. */
function relatedTests(...sources: string[]): string[] {
  const listed = execFileSync(
    process.execPath,
    ['node_modules/jest/bin/jest.js', '--listTests', '--findRelatedTests', ...sources],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((line) => line.startsWith(ROOT))
    .map((file) => path.relative(ROOT, file))
    .sort();
}

// Stryker runs, for each mutant, the test files Jest relates to the mutated file
// (tests/unit/support/dependency-extractor.cjs): a source no test is related to is one whose every mutant
// survives untested.
describe('the tests related to a source file', () => {
  it('include those that bundle it: the inline loader is read from disk by esbuild, not imported', () => {
    expect(relatedTests('lib/inline-loader/early-taps.ts')).toEqual(
      expect.arrayContaining([
        'tests/unit/defer-hydration.test.ts',
        'tests/unit/early-taps-loader.test.ts',
      ]),
    );
  });

  it('include those that run it as a process by its path', () => {
    expect(relatedTests('scripts/start.mjs')).toContain('tests/unit/start.test.ts');
  });
});
