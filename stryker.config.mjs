// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, on demand, not in `npm test`; docs/testing.md, "Mutation
 * testing"): StrykerJS changes the code one small way at a time (a mutant) and runs the Jest tests that
 * import it; a mutant no test notices is behaviour no test holds.
 */
import jestConfig from './jest.config.mjs';
import { dataDerivationRanges } from './scripts/mutation/data-derivations.mjs';

/**
 * Entry points that run as processes of their own (the owner's `npm run restock-list`, the postbuild
 * steps): a mutant is switched on inside Jest's process only, so their tests, which start them as the
 * owner or the build does, could never see one. Their work is in the modules beside them, mutated here.
 */
const PROCESS_ENTRY_POINTS = [
  'scripts/restock-list/main.ts',
  'scripts/restock-list/supabase-node-client.ts',
  'scripts/export/check-next-output.ts',
  'scripts/export/remove-not-found-copy.ts',
  'scripts/export/rewrite-pages.ts',
];

/**
 * Suites left out of the mutants' runs (npm test runs them all): each starts the local backend, a
 * database, a child process or the image pipeline, seconds to minutes a run, and a run for every mutant
 * they import would take hours. They prove processes, durability, SQL and images; the code mutated here
 * is held by the suites that call it in-process (local-backend-request-reading.test.ts for the backend).
 */
const SUITES_LEFT_OUT = [
  '<rootDir>/tests/db/',
  '<rootDir>/tests/unit/local-backend(|-requests|-postgrest|-process|-start-failure)\\.test\\.ts$',
  '<rootDir>/tests/unit/restock-list\\.test\\.ts$',
  '<rootDir>/tests/unit/start\\.test\\.ts$',
  '<rootDir>/tests/unit/static-server\\.test\\.ts$',
  // House rules over the files git lists: a sandbox in .stryker-tmp/, which git ignores, lists none.
  '<rootDir>/tests/unit/(house-rules|theme-tokens)\\.test\\.ts$',
  '<rootDir>/tests/unit/(photo-pipeline|photo-adopt|artwork|artwork-pipeline)\\.test\\.ts$',
];

/** What is mutated, by folder (`MUTATE=lib/seo npm run test:mutation` narrows a run to one of them). */
const MUTATE = [
  'lib/**/*.{ts,mjs}',
  'data/schema/*.ts',
  ...dataDerivationRanges(),
  'scripts/restock-list/*.ts',
  'scripts/export/*.ts',
  // The local backend's reading of a request: HTTP, PostgREST's query, Prefer and profile headers,
  // the body, and who may ask (Host, Origin, keys).
  'scripts/local-backend/{http,postgrest-request,payload,access}.ts',
];

const folder = process.env.MUTATE?.replace(/\/+$/, '');
const mutate = folder ? MUTATE.filter((pattern) => pattern.startsWith(`${folder}/`)) : MUTATE;
if (mutate.length === 0) throw new Error(`MUTATE=${folder}: no pattern of MUTATE starts there`);
const runName = folder ? folder.replaceAll('/', '-') : 'all';

const { testPathIgnorePatterns = [], globals = {} } = await jestConfig();

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [...mutate, ...PROCESS_ENTRY_POINTS.map((file) => `!${file}`)],
  testRunner: 'jest',
  // PGlite and the ES-module packages need it, as in `npm run test:unit`.
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.mjs',
    // Each mutant runs the test files that import its file, directly or not.
    enableFindRelatedTests: true,
    config: {
      testPathIgnorePatterns: [...testPathIgnorePatterns, ...SUITES_LEFT_OUT],
      // Each test file gets a namespace of its own, from which the mutated code reads the active mutant.
      // Without it a Node-environment test file inherits Stryker's process's own: next.config.ts, which
      // next/jest loads there, imports lib/env.ts and lib/public-config.ts, and their instrumented code
      // makes one, in which the first mutant a test switched on stayed on for the rest of the run (lib/
      // scored 22%, its node-tested files 0%).
      globals: { ...globals, __stryker__: {} },
    },
  },
  // Per-test coverage would need Stryker's own Jest environment named in every test file's docblock
  // (`@jest-environment node` overrides the config's); the related files above narrow the runs instead.
  coverageAnalysis: 'off',
  // A mutant TypeScript refuses is not run (reported as a compile error, outside the score).
  checkers: ['typescript'],
  // Only the mutated folders and what they import: with the whole project (tests, pages) each mutant's
  // check took 4 times as long.
  tsconfigFile: 'tsconfig.mutation.json',
  // Two cores: one test runner and one checker at a time.
  concurrency: 2,
  // A mutant whose tests outrun its time counts as killed, untested. Stryker's default margin (5 s past the
  // initial run's time) is Jest's start-up on a busy machine: a run of lib/seo beside four Jest users
  // "timed out" all 60 of metadata.ts's mutants. 15 s lets a slow run finish and still stops a real loop.
  timeoutMS: 15_000,
  // A rerun tests again only the mutants whose code changed. Not those whose tests changed: with coverage
  // off Stryker does not know which tests reach a mutant. After a test change, `-- --force` tests all.
  incremental: true,
  // A narrowed run keeps its results apart, so that neither run forgets the other's.
  incrementalFile: `reports/mutation/${runName}.incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${runName}.html` },
  jsonReporter: { fileName: `reports/mutation/${runName}.json` },
  thresholds: { high: 85, low: 70, break: null },
};

export default config;
