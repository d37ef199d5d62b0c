/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The names a file's code reads as `env.NAME` (which `process.env.NAME` is too); comments left out. */
function variablesReadBy(file: string): string[] {
  const code = read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]!);
}

/** Set by Next and npm while they run, never by hand. */
const SET_BY_TOOLS = new Set(['NODE_ENV']);

/** The modules that read the settings, each with its defaults and checks (lib/env.ts says which reads what). */
const CONFIG_MODULES = [
  'lib/public-config.ts',
  'scripts/build-config.ts',
  'scripts/backend-config.ts',
  'data/content-folder.ts',
];
/** Plain-Node scripts that cannot import those modules and read their own (see lib/env.ts). */
const PLAIN_NODE_READERS = ['scripts/browsers.mjs', 'scripts/start.mjs'];
/** Hands the Playwright config's ports to its workers: set by the config as it starts, never by hand. */
const TEST_RUN_READERS = ['scripts/e2e/editor-helper-ports.mjs'];

describe('.env.example', () => {
  const lines = read('.env.example').split('\n');
  const listed = lines
    .map((line, index) => ({ name: /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1], index }))
    .filter((entry): entry is { name: string; index: number } => entry.name !== undefined);

  it('lists exactly the variables the settings modules and the plain-Node scripts read, once each', () => {
    const names = new Set(
      [...CONFIG_MODULES, ...PLAIN_NODE_READERS]
        .flatMap(variablesReadBy)
        .filter((name) => !SET_BY_TOOLS.has(name)),
    );
    expect(listed.map((entry) => entry.name).sort()).toEqual([...names].sort());
  });

  it('says above every variable what it does', () => {
    const uncommented = listed.filter((entry) => !lines[entry.index - 1]?.startsWith('# '));
    expect(uncommented.map((entry) => entry.name)).toEqual([]);
  });
});

describe('who reads the environment', () => {
  /** Every TypeScript and JavaScript file of the shop and its scripts (the bench keeps its own). */
  function sourceFiles(folder: string): string[] {
    return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !file.startsWith('scripts/bench/'));
  }

  it("is the settings modules, and only the plain-Node scripts and the test run's port hand-off besides", () => {
    const readers = ['app', 'components', 'data', 'lib', 'scripts']
      .flatMap(sourceFiles)
      .concat('next.config.ts')
      // Not a name in quotes: a bundler's `define` of process.env.NODE_ENV writes it, it does not read it.
      .filter((file) => /(?<!['"])process\.env(\.|\[)/.test(read(file)));
    expect(readers).toContain('lib/public-config.ts');
    const others = readers.filter(
      (file) => ![...CONFIG_MODULES, ...PLAIN_NODE_READERS, ...TEST_RUN_READERS].includes(file),
    );
    expect(others).toEqual([]);
  });
});
