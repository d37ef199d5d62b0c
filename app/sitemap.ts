import type { MetadataRoute } from 'next';
import { indexablePaths } from '@/lib/seo/routes';
import { absoluteUrl } from '@/lib/seo/site-url';

// Written to out/sitemap.xml at build time (static export needs this).
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePaths().map((path) => ({ url: absoluteUrl(path) }));
}
