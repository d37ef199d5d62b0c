import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MetadataRoute } from 'next';
import { SITEMAP_LASTMOD_FILE, indexablePaths } from '@/lib/seo/routes';
import { absoluteUrl } from '@/lib/seo/site-url';

// Written to out/sitemap.xml at build time (static export needs this).
export const dynamic = 'force-static';

/**
 * Each page's <lastmod>: the day what it shows last changed in git, worked out by a step of the build
 * (`npm run lastmod`), not the build's time, so rebuilding an unchanged site never claims a change. A page
 * git cannot date (a shallow clone) has none.
 */
function lastmodByPath(): Record<string, string> {
  const file = path.join(process.cwd(), SITEMAP_LASTMOD_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `${SITEMAP_LASTMOD_FILE} is missing: \`npm run lastmod\` writes it, and \`npm run build\` runs it first.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export default function sitemap(): MetadataRoute.Sitemap {
  const lastmod = lastmodByPath();
  return indexablePaths().map((page) => ({
    url: absoluteUrl(page),
    ...(lastmod[page] !== undefined && { lastModified: lastmod[page] }),
  }));
}
