/**
 * What search engines and link previews read, checked on the files `npm run build` exported to out/:
 * every page's title, description, canonical URL, share tags and image, the JSON-LD, sitemap.xml, robots.txt,
 * the icons and the web manifest. Reads files only (no browser), so it runs once, in the desktop project.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { products } from '../../data/products';
import { normaliseSiteUrl } from '../../lib/seo/site-url';
import { E2E_SITE_PATH } from './support/e2e-build';

const OUT = E2E_SITE_PATH;
/** The URL the build printed into the pages: NEXT_PUBLIC_SITE_URL, or the local fallback the tests build with. */
const SITE = normaliseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);
const SHOP_SUFFIX = ' | Milk & Mischief';
/** Pages that exist in out/ but must stay out of search results. */
const NOINDEX_FILES = ['404.html', '_not-found.html'];

// File checks: once is enough, so the phone project (a mobile device) skips them.
test.skip(({ isMobile }) => isMobile, 'file checks run in the desktop project only');

function htmlFiles(dir = OUT, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name === '_next' ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** The canonical URL of a page: no trailing slash; the home page is the bare origin, as Next prints it. */
function canonicalUrl(pagePathname: string): string {
  return pagePathname === '/' ? SITE : `${SITE}${pagePathname}`;
}

/** 'index.html' → '/', 'products/milk-bar.html' → '/products/milk-bar'. */
function pagePath(file: string): string {
  const clean = file.replace(/\.html$/, '');
  return clean === 'index' ? '/' : `/${clean}`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [, name = '', value = ''] of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    result[name.toLowerCase()] = decodeEntities(value);
  }
  return result;
}

interface Head {
  title: string | undefined;
  /** meta name= and property= values, several per key possible. */
  meta: Map<string, string[]>;
  links: Array<Record<string, string>>;
  jsonLd: Array<Record<string, unknown>>;
}

function readHead(file: string): Head {
  const html = readFileSync(path.join(OUT, file), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) =>
    decodeEntities(match[1] ?? ''),
  );
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = attributes(tag);
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined)
      meta.set(key, [...(meta.get(key) ?? []), attrs.content]);
  }
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
  return { title: titles.at(-1), meta, links, jsonLd };
}

function one(head: Head, key: string): string | undefined {
  const values = head.meta.get(key);
  expect(values?.length ?? 0, `exactly one <meta> ${key}`).toBeLessThanOrEqual(1);
  return values?.[0];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The out/ file an absolute URL on our site points at. */
function outFileFor(url: string): string {
  expect(url.startsWith(`${SITE}/`), `${url} is on ${SITE}`).toBe(true);
  return path.join(OUT, decodeURIComponent(new URL(url).pathname));
}

const files = htmlFiles();
const indexable = files.filter((file) => !NOINDEX_FILES.includes(file));
const heads = new Map(files.map((file) => [file, readHead(file)]));
const head = (file: string) => heads.get(file) as Head;

test('out/ holds the 32 indexable pages and the 404 page', () => {
  expect(indexable).toHaveLength(32);
  expect(files).toContain('404.html');
});

test('every indexable page has its own title, description, canonical URL and share tags', () => {
  for (const file of indexable) {
    const page = head(file);
    const canonical = canonicalUrl(pagePath(file));
    const where = `${file}: `;
    expect(page.title, `${where}title`).toMatch(/\S/);
    expect(
      page.title?.endsWith(SHOP_SUFFIX) || page.title === 'Milk & Mischief',
      `${where}title names the shop`,
    ).toBe(true);
    expect(one(page, 'description')?.length ?? 0, `${where}description`).toBeGreaterThan(50);
    expect(
      page.links.filter((link) => link.rel === 'canonical').map((link) => link.href),
      `${where}canonical`,
    ).toEqual([canonical]);
    expect(one(page, 'robots'), `${where}not noindex`).toBeUndefined();
    expect(one(page, 'og:title'), `${where}og:title`).toBe(page.title);
    expect(one(page, 'og:description'), `${where}og:description`).toBe(one(page, 'description'));
    expect(one(page, 'og:url'), `${where}og:url`).toBe(canonical);
    expect(one(page, 'og:type'), `${where}og:type`).toBe('website');
    expect(one(page, 'og:image:width'), `${where}og:image:width`).toBe('1200');
    expect(one(page, 'og:image:height'), `${where}og:image:height`).toBe('630');
    expect(one(page, 'og:image:alt')?.length ?? 0, `${where}og:image:alt`).toBeGreaterThan(10);
    expect(one(page, 'twitter:card'), `${where}twitter:card`).toBe('summary_large_image');
    expect(one(page, 'twitter:image'), `${where}twitter:image`).toBe(one(page, 'og:image'));
  }
});

test('titles, descriptions, canonical URLs and share images are unique', () => {
  for (const key of ['title', 'description', 'canonical', 'og:image'] as const) {
    const values = indexable.map((file) => {
      const page = head(file);
      if (key === 'title') return page.title;
      if (key === 'canonical') return page.links.find((link) => link.rel === 'canonical')?.href;
      return one(page, key);
    });
    const repeated = values.filter((value, index) => values.indexOf(value) !== index);
    expect(repeated, `repeated ${key}`).toEqual([]);
  }
});

test('each share image is a 1200×630 PNG in out/', () => {
  for (const file of files) {
    const image = one(head(file), 'og:image');
    expect(image, `${file}: og:image`).toBeDefined();
    const imageFile = outFileFor(image ?? '');
    expect(imageFile.endsWith('.png'), `${image} has a .png extension`).toBe(true);
    expect(existsSync(imageFile), `${image} exists in out/`).toBe(true);
    expect(pngSize(imageFile), image).toEqual({ width: 1200, height: 630 });
  }
});

test('product pages are titled "{name} | Milk & Mischief" and carry their price tags', () => {
  for (const product of products) {
    const page = head(`products/${product.slug}.html`);
    expect(page.title).toBe(`${product.name}${SHOP_SUFFIX}`);
    expect(one(page, 'product:price:amount')).toBe(product.price.toFixed(2));
    expect(one(page, 'product:price:currency')).toBe('USD');
  }
});

test("each product's JSON-LD has what product snippets and merchant listings require", () => {
  for (const product of products) {
    const page = head(`products/${product.slug}.html`);
    const data = page.jsonLd.find((item) => item['@type'] === 'Product');
    expect(data, `${product.slug}: Product JSON-LD`).toBeDefined();
    if (!data) continue;
    expect(data.name).toBe(product.name);
    const images = data.image as string[];
    expect(images).toHaveLength(4);
    for (const image of images) expect(existsSync(outFileFor(image)), `${image} exists`).toBe(true);
    expect(data.sku).toMatch(/^MM-\d+$/);
    expect(data.brand).toMatchObject({ '@type': 'Brand', name: 'Milk & Mischief' });
    const offers = data.offers as Record<string, unknown>;
    expect(Array.isArray(offers)).toBe(false);
    expect(offers['@type']).toBe('Offer');
    expect(Number(offers.price)).toBeGreaterThan(0);
    expect(offers.priceCurrency).toBe('USD');
    expect(offers.availability).toBe('https://schema.org/OutOfStock');
    expect(offers.url).toBe(`${SITE}/products/${product.slug}`);
    expect(offers.priceSpecification).toMatchObject({
      priceType: 'https://schema.org/StrikethroughPrice',
      price: '54.99',
    });
    const rating = data.aggregateRating as Record<string, unknown>;
    expect(rating.ratingValue).toBe(product.rating);
    expect(rating.reviewCount).toBe(product.reviews);
    expect((data.review as unknown[]).length).toBe(product.customerReviews.length);

    const breadcrumb = page.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    const crumbs = (breadcrumb?.itemListElement ?? []) as Array<Record<string, unknown>>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Shop', product.name]);
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      SITE,
      `${SITE}/shop`,
      `${SITE}/products/${product.slug}`,
    ]);
  }
});

test('the home page describes the shop (Organization) and the site (WebSite)', () => {
  const types = head('index.html').jsonLd.map((item) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  const organization =
    head('index.html').jsonLd.find((item) => item['@type'] === 'Organization') ?? {};
  expect(organization.url).toBe(SITE);
  expect(existsSync(outFileFor(String(organization.logo)))).toBe(true);
  expect(organization.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 30 });
});

test('the JSON-LD in every page parses (and nothing in it can close its script element)', () => {
  for (const file of files) {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    for (const [, content = ''] of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    )) {
      expect(content, file).not.toContain('<');
      expect(() => JSON.parse(content), file).not.toThrow();
    }
  }
});

test('the 404 page is noindex and has no canonical URL', () => {
  for (const file of NOINDEX_FILES.filter((name) => files.includes(name))) {
    const page = head(file);
    expect(
      page.meta.get('robots')?.some((value) => /noindex/.test(value)),
      `${file} noindex`,
    ).toBe(true);
    expect(
      page.links.some((link) => link.rel === 'canonical'),
      `${file} canonical`,
    ).toBe(false);
  }
});

test('sitemap.xml lists exactly the 32 indexable URLs, each the canonical of its page', () => {
  const xml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    decodeEntities(match[1] ?? ''),
  );
  const canonicals = indexable.map(
    (file) => head(file).links.find((link) => link.rel === 'canonical')?.href,
  );
  expect(urls).toHaveLength(32);
  expect(new Set(urls).size).toBe(32);
  expect([...urls].sort()).toEqual([...canonicals].sort());
  expect(urls).toEqual(
    expect.arrayContaining([
      SITE,
      `${SITE}/shop`,
      `${SITE}/cart`,
      `${SITE}/about`,
      `${SITE}/reviews`,
      `${SITE}/size-guide`,
    ]),
  );
});

test('robots.txt allows everything and names the sitemap', () => {
  const robots = readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-Agent: \*$/im);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('every page links the SVG favicon, the 180×180 Apple touch icon and the web manifest', () => {
  for (const file of files) {
    const links = head(file).links;
    const icon = links.find((link) => link.rel === 'icon');
    expect(icon?.type, `${file} icon`).toBe('image/svg+xml');
    expect(existsSync(path.join(OUT, new URL(icon?.href ?? '', SITE).pathname))).toBe(true);
    const apple = links.find((link) => link.rel === 'apple-touch-icon');
    expect(apple?.sizes, `${file} apple-touch-icon`).toBe('180x180');
    expect(
      links.some((link) => link.rel === 'manifest' && link.href === '/manifest.webmanifest'),
      `${file} manifest`,
    ).toBe(true);
  }
  expect(pngSize(path.join(OUT, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
});

test('the web manifest names the shop, its colours and icons that exist', () => {
  const manifest = JSON.parse(readFileSync(path.join(OUT, 'manifest.webmanifest'), 'utf8')) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Milk & Mischief',
    start_url: '/',
    display: 'standalone',
    theme_color: '#b0305a',
    background_color: '#fdf7f0',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(13);
  for (const icon of manifest.icons) {
    const file = path.join(OUT, icon.src);
    expect(existsSync(file), icon.src).toBe(true);
    if (icon.type === 'image/png') {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file)).toEqual({ width, height });
    }
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});
