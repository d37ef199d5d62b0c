/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Lints `code` as if it were the file at `file` (relative to the project), with the project's config, the
 * way `npm run lint` does (a child process: ESLint's flat config is an ES module Jest cannot load).
 */
function ruleIdsFor(file: string, code: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(ROOT, 'node_modules/.bin/eslint'),
      // no-cycle needs the file on disk; the layer rule reads only the import.
      ['--format', 'json', '--rule', 'import/no-cycle: off', '--stdin', '--stdin-filename', file],
      { cwd: ROOT, input: code, encoding: 'utf8' },
    );
  } catch (error) {
    // ESLint exits 1 when it reports an error; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error');
}

describe('the house rules npm test enforces', () => {
  it('lint refuses an import from a layer above (data ← lib ← components ← app)', async () => {
    expect(
      await ruleIdsFor('data/example.ts', "export { formatMoney } from '@/lib/money';\n"),
    ).toContain('import/no-restricted-paths');
    expect(
      await ruleIdsFor('lib/example.ts', "export { Badge } from '@/components/ui/badge';\n"),
    ).toContain('import/no-restricted-paths');
    expect(
      await ruleIdsFor('components/example.ts', "export { siteDir } from '@/scripts/site-dir';\n"),
    ).toContain('import/no-restricted-paths');
    // The allowed direction passes.
    expect(
      await ruleIdsFor('lib/example.ts', "export { products } from '@/data/products';\n"),
    ).toEqual([]);
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
