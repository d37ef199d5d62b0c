/**
 * The site's public origin, read once from NEXT_PUBLIC_SITE_URL (e.g. 'https://milkandmischief.com').
 * Every absolute URL the site prints (canonical, Open Graph, JSON-LD, sitemap, robots) starts here.
 */

/** Used when NEXT_PUBLIC_SITE_URL is unset: the address `npm start` and the tests serve the site on. */
export const FALLBACK_SITE_URL = 'http://localhost:3000';

/** The warning a production build prints when it falls back; scripts/headers repeats it after the build. */
export const MISSING_SITE_URL_WARNING = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '!! NEXT_PUBLIC_SITE_URL is not set.',
  `!! Canonical links, share tags, JSON-LD and sitemap.xml will point at ${FALLBACK_SITE_URL}.`,
  '!! That is right for a local build only. Before deploying, rebuild with',
  '!!   NEXT_PUBLIC_SITE_URL=https://your-domain.example npm run build',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');

/**
 * Validates and normalizes a configured site URL: an absolute http(s) origin (a path prefix is kept),
 * without a trailing slash. An empty value gives the fallback; a malformed one throws, so a typo fails the build.
 */
export function normalizeSiteUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return FALLBACK_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://example.com, got "${value}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_SITE_URL must use http or https, got "${value}"`);
  }
  if (url.search || url.hash) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must not carry a query or fragment, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const warnedKey = Symbol.for('milk-and-mischief.site-url-warned');

function resolveSiteUrl(): string {
  const raw = process.env.NEXT_PUBLIC_SITE_URL;
  const isProductionBuild = process.env.NODE_ENV === 'production';
  const registry = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (!raw?.trim() && isProductionBuild && !registry[warnedKey]) {
    registry[warnedKey] = true;
    console.warn(MISSING_SITE_URL_WARNING);
  }
  return normalizeSiteUrl(raw);
}

/** The origin, e.g. 'https://milkandmischief.com' (no trailing slash). */
export const SITE_URL: string = resolveSiteUrl();

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
