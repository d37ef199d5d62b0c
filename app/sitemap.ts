import type { MetadataRoute } from 'next';
import { CONTENT_UPDATED_ON } from '@/data/constants';
import { indexablePaths } from '@/lib/seo/routes';
import { absoluteUrl } from '@/lib/seo/site-url';

// Written to out/sitemap.xml at build time (static export needs this).
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // <lastmod> is the day the content last changed (data/constants), not the build time: rebuilding an
  // unchanged site must not tell crawlers every page changed, and the same commit always gives the same file.
  return indexablePaths().map((path) => ({
    url: absoluteUrl(path),
    lastModified: CONTENT_UPDATED_ON,
  }));
}
