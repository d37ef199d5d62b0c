import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.e2e/**',
      '.bench/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
