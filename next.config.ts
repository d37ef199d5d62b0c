import type { NextConfig } from 'next';
import {
  DEFAULT_SITE_DIR,
  checkBuildConfig,
  siteDirName,
  typesCheckedApart,
} from './scripts/build-config';

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
  // `npm test` type-checks the whole project before it builds the tests' site, whose build says so: Next's
  // own pass over the same files took 12 s more.
  typescript: { ignoreBuildErrors: typesCheckedApart() },
};

export default nextConfig;
