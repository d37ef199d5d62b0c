import type { NextConfig } from 'next';
import { DEFAULT_SITE_DIR, checkBuildConfig, siteDirName } from './scripts/build-config';

// A malformed NEXT_PUBLIC_* or SITE_DIR stops the build here, naming the variable.
checkBuildConfig();
const siteDir = siteDirName();

const nextConfig: NextConfig = {
  output: 'export',
  // With `output: 'export'`, distDir names the export folder (Next keeps its own work in .next).
  ...(siteDir === DEFAULT_SITE_DIR ? {} : { distDir: siteDir }),
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The e2e build (scripts/e2e/build.ts) leaves the types to `npm test`'s typecheck step, which runs before
  // it: Next checking the same program again would add 10–30 s to the suite.
  typescript: { ignoreBuildErrors: process.env.E2E_TYPES_CHECKED === '1' },
};

export default nextConfig;
