import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site-url';

// Written to out/robots.txt at build time (static export needs this).
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
