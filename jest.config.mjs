import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests. Default environment is jsdom; files that need Node put `@jest-environment node` in their docblock. */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/db/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The bench's A/B builds other commits in .bench/ab/: a copy of the project, package.json included.
  modulePathIgnorePatterns: ['<rootDir>/.bench/'],
};

export default createJestConfig(config);
