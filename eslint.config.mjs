import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The layers import one way (docs/contributing.md): data ← lib ← components ← app. Nothing imports a layer
 * above its own; scripts/ and tests/ may import any layer, and no layer imports them. Tests may import
 * scripts/, never the other way: what a script needs lives under scripts/.
 */
const LAYER_RULES = [
  {
    target: './data',
    from: ['./lib', './components', './app'],
    layer: 'data/, the source of truth',
  },
  { target: './lib', from: ['./components', './app'], layer: 'lib/' },
  { target: './components', from: ['./app'], layer: 'components/' },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // The import rules read our own modules only: parsing node_modules is slow and some bundles overflow it.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYER_RULES.map(({ target, from, layer }) => ({
              target,
              from,
              message: `${layer} must not import a layer above it (data ← lib ← components ← app).`,
            })),
            {
              target: ['./data', './lib', './components', './app'],
              from: ['./scripts', './tests'],
              message:
                'The shop does not import build scripts or tests: move what both need into lib/.',
            },
            {
              target: [
                './scripts',
                './next.config.ts',
                './playwright.config.ts',
                './jest.config.mjs',
              ],
              from: './tests',
              message:
                'Scripts and configs do not import tests: move what both need under scripts/.',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.e2e/**',
      '.bench/**',
      '.stryker-tmp/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
