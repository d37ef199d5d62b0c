/**
 * The site's public origin (NEXT_PUBLIC_SITE_URL, read and checked by lib/public-config.ts), e.g.
 * 'https://milkandmischief.com'. Every absolute URL the site prints (canonical, Open Graph, JSON-LD, sitemap,
 * robots) starts here.
 */
import { siteUrl } from '@/lib/public-config';

/** The origin, e.g. 'https://milkandmischief.com' (no trailing slash). */
export const SITE_URL: string = siteUrl();

/**
 * '/shop' → 'https://…/shop'. The one canonical form: no trailing slash, and the home page is the bare origin
 * ('https://milkandmischief.com', the form Next prints for a canonical of '/'), or the base with a slash when
 * the site lives under a path ('https://you.github.io/shop/').
 */
export function absoluteUrl(path: string, base: string = SITE_URL): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  const withoutTrailingSlash = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  const url = `${base}${withoutTrailingSlash}`;
  const origin = new URL(base).origin;
  return url === `${origin}/` ? origin : url;
}
