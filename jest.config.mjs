import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The tests' own catalog (scripts/e2e/test-catalog.ts), never the owner's data/content: every test process
// Jest starts inherits it. A test that wants another sets CONTENT_DIR itself.
process.env.CONTENT_DIR ||= 'tests/fixtures/content';

/** Unit and component tests. Default environment is jsdom; files that need Node put `@jest-environment node` in their docblock. */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/db/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The bench's A/B builds other commits in .bench/ab/, and Stryker its sandboxes in .stryker-tmp/: copies
  // of the project, package.json included.
  modulePathIgnorePatterns: ['<rootDir>/.bench/', '<rootDir>/.stryker-tmp/'],
  // Imports, plus the sources a file bundles or runs by path (the inline loader, the server scripts).
  dependencyExtractor: '<rootDir>/tests/unit/support/dependency-extractor.mjs',
  // One worker per core, not Jest's default of one fewer: the slowest suites mostly wait on processes
  // they start (the local backend's kill -9 and restart tests), so on 2 cores the run takes 65 s, not 94.
  maxWorkers: '100%',
};

/**
 * Packages that ship only ES modules, which Jest cannot require on Node 20: @netlify/headers-parser
 * (scripts/headers) and those it imports. SWC compiles them, as next/jest does for Next's own.
 */
const ES_MODULE_PACKAGES = [
  '@netlify/headers-parser',
  'escape-string-regexp',
  'is-plain-obj',
  'map-obj',
  'path-exists',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest's first pattern leaves node_modules untransformed but for its list, `(?!(a|b)/)`; a
  // config may add patterns but not lift one, so the list is extended here.
  const [nodeModules = '', ...others] = resolved.transformIgnorePatterns ?? [];
  if (!nodeModules.includes('(?!('))
    throw new Error(`jest.config.mjs: next/jest's node_modules pattern changed: ${nodeModules}`);
  return {
    ...resolved,
    transformIgnorePatterns: [
      nodeModules.replace('(?!(', `(?!(${ES_MODULE_PACKAGES.join('|')}|`),
      ...others,
    ],
  };
}
