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
  // `npm test` type-checks the whole project (`npm run typecheck`) before it builds the tests' site, whose
  // build (scripts/e2e/build.ts) says so: Next's own pass over the same files would take 12 s more.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_APART === '1' },
};

export default nextConfig;
