/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');

/** ESLint, run on each snippet as if it were its file, printing each one's rule ids as a JSON list. */
const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(process.argv[1]);
// no-cycle needs the file on disk; the layer rule reads only the import.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const ruleIds = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file });
  ruleIds.push((result?.messages ?? []).map((message) => message.ruleId ?? 'parse error'));
}
console.log(JSON.stringify(ruleIds));
`;

/**
 * Lints each snippet's `code` as if it were the file at its `file` (relative to the project), with the
 * project's config, the way `npm run lint` does: the rule ids it reports, snippet by snippet. One child
 * process for all (ESLint's flat config is an ES module Jest cannot load; each ESLint start costs seconds).
 */
function ruleIdsFor(snippets: { file: string; code: string }[]): string[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', LINT_SNIPPETS, JSON.stringify(snippets)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

describe('the house rules npm test enforces', () => {
  it('lint refuses an import from a layer above (data ← lib ← components ← app)', () => {
    const [dataFromLib, libFromComponents, componentsFromScripts, libFromData] = ruleIdsFor([
      { file: 'data/example.ts', code: "export { formatMoney } from '@/lib/money';\n" },
      { file: 'lib/example.ts', code: "export { Badge } from '@/components/ui/badge';\n" },
      { file: 'components/example.ts', code: "export { siteDir } from '@/scripts/site-dir';\n" },
      // The allowed direction passes.
      { file: 'lib/example.ts', code: "export { products } from '@/data/products';\n" },
    ]);
    expect(dataFromLib).toContain('import/no-restricted-paths');
    expect(libFromComponents).toContain('import/no-restricted-paths');
    expect(componentsFromScripts).toContain('import/no-restricted-paths');
    expect(libFromData).toEqual([]);
  }, 60_000);

  it('runs lint and the formatting check as part of npm test', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // Each step of `a && b && …`: `npm run x` runs x, `run-p [--flags] x y` runs x and y side by side.
    const steps = (scripts.test ?? '').split('&&').flatMap((step) => {
      const [command, ...words] = step.trim().split(/\s+/);
      if (command === 'run-p') return words.filter((word) => !word.startsWith('-'));
      return command === 'npm' && words[0] === 'run' ? [words[1]] : [];
    });
    expect(steps).toEqual(
      expect.arrayContaining([
        'knip',
        'lint',
        'format:check',
        'typecheck',
        'test:unit',
        'test:e2e',
      ]),
    );
    expect(scripts['format:check']).toBe('prettier --check .');
  });
});
