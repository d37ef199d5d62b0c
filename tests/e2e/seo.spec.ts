/**
 * What search engines and link previews read, checked on the exported site (E2E_SITE_PATH): every page's
 * title, description, canonical URL, share tags and image, the JSON-LD (and Google's rules for it, offline),
 * that the markup says what the page shows (availability, review dates), sitemap.xml, robots.txt, the icons
 * and the web manifest. Most checks read files only, so they run once, in the desktop project.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { AVAILABILITY_COPY } from '../../data/availability';
import { AVAILABILITY_LABELS } from '../../data/availability-labels';
import { CATEGORY_COPY } from '../../data/categories';
import { contentDirName } from '../../data/content-folder';
import { HANDLING_BUSINESS_DAYS, TRANSIT_BUSINESS_DAYS } from '../../data/constants';
import { products } from '../../data/products';
import { featuredReviews } from '../../data/reviews';
import { AVAILABILITIES, CATEGORIES } from '../../data/types';
import { isIsoDate, isoDateTime } from '../../data/iso-date';
import { formatDisplayDate } from '../../lib/dates';
import { DESCRIPTION_LENGTH } from '../../lib/seo/metadata';
import { indexablePaths } from '../../lib/seo/routes';
import { listClass, listEverySortClass } from '../../lib/shop-lists';
import { SHARE_IMAGE_MAX_BYTES } from '../../lib/images';
import { siteUrl } from '../../lib/public-config';
import { decodeEntities, findTags } from '../../scripts/bench/html';
import { urlPathForFile } from '../../scripts/headers/headers-file.mjs';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { PROJECT_ROOT, exportedPageFiles } from '../../scripts/site-dir';
import { readContentHistory } from '../../scripts/sitemap/content-history';
import { todayUtc } from '../../scripts/sitemap/page-dates';
import { visibleText } from './support/exported-pages';
import { RELATIVE_DATE_TEXT } from './support/relative-dates';
import { cardsInHtml } from './support/shop-page';
import { describeIssue, structuredDataIssues } from './support/structured-data';

const OUT = E2E_SITE_PATH;
/** The URL the build printed into the pages: NEXT_PUBLIC_SITE_URL, or the local fallback the tests build with. */
const SITE = siteUrl();
const SHOP_SUFFIX = ' | Milk & Mischief';
/** Pages that exist in the export but must stay out of search results: the 404 page and the cart. */
const NOINDEX_FILES = ['404.html', 'cart.html'];
const SCHEMA_ORG = 'https://schema.org/';
const JSON_LD_SCRIPT = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** The canonical URL of a page: no trailing slash; the home page is the bare origin, as Next prints it. */
function canonicalUrl(pagePathname: string): string {
  return pagePathname === '/' ? SITE : `${SITE}${pagePathname}`;
}

interface Head {
  title: string | undefined;
  /** meta name= and property= values, several per key possible. */
  meta: Map<string, string[]>;
  /** Every <meta> tag's attributes, to tell `property=` from `name=`. */
  metaTags: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
  jsonLd: Array<Record<string, unknown>>;
}

function readHead(file: string): Head {
  const html = readHtml(file);
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) =>
    decodeEntities(match[1] ?? ''),
  );
  const meta = new Map<string, string[]>();
  const metaTags = findTags(head, ['meta']).map((tag) => tag.attributes);
  for (const attrs of metaTags) {
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined)
      meta.set(key, [...(meta.get(key) ?? []), attrs.content]);
  }
  const links = findTags(head, ['link']).map((tag) => tag.attributes);
  const jsonLd = [...html.matchAll(JSON_LD_SCRIPT)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  return { title: titles.at(-1), meta, metaTags, links, jsonLd };
}

function readHtml(file: string): string {
  return readFileSync(path.join(OUT, file), 'utf8');
}

/** Every `<time>` in the page: its datetime attribute and its text. */
function timeElements(html: string): Array<{ dateTime: string | undefined; text: string }> {
  return [...html.matchAll(/<time\b([^>]*)>([^<]*)<\/time>/g)].map(([, attrs = '', text = '']) => ({
    dateTime: /\bdatetime="([^"]*)"/i.exec(attrs)?.[1],
    text: decodeEntities(text),
  }));
}

function productData(file: string): Record<string, unknown> | undefined {
  return head(file).jsonLd.find((item) => item['@type'] === 'Product');
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

const files = exportedPageFiles(OUT);
const indexable = files.filter((file) => !NOINDEX_FILES.includes(file));
const heads = new Map(files.map((file) => [file, readHead(file)]));
const head = (file: string) => heads.get(file) as Head;
const productFile = (slug: string) => `products/${slug}.html`;
const isProductFile = (file: string) => file.startsWith('products/');
/** A category's page: shop/humor.html (a later page of a listing is shop/page/2.html, shop/humor/page/2.html). */
const isCategoryFile = (file: string) => /^shop\/[^/]+\.html$/.test(file);
const isLaterListingFile = (file: string) => /^shop\/(?:[^/]+\/)?page\/\d+\.html$/.test(file);

test.describe('the exported files', () => {
  // File checks: once is enough, so the phone project (a mobile device) skips them.

  test('the export holds every indexable page, the cart and the 404 page, once', () => {
    expect(indexable.map(urlPathForFile).sort()).toEqual(indexablePaths().sort());
    expect(files).toEqual(expect.arrayContaining(['404.html', 'cart.html']));
    // Next's second copy of the 404 page (scripts/export/remove-not-found-copy.ts).
    expect(files).not.toContain('_not-found.html');
  });

  test('every indexable page has its own title, description, canonical URL and share tags', () => {
    for (const file of indexable) {
      const page = head(file);
      const canonical = canonicalUrl(urlPathForFile(file));
      const where = `${file}: `;
      expect(page.title, `${where}title`).toMatch(/\S/);
      expect(
        page.title?.endsWith(SHOP_SUFFIX) || page.title === 'Milk & Mischief',
        `${where}title names the shop`,
      ).toBe(true);
      expect(
        page.links.filter((link) => link.rel === 'canonical').map((link) => link.href),
        `${where}canonical`,
      ).toEqual([canonical]);
      expect(one(page, 'robots'), `${where}robots`).toBe('index, follow, max-image-preview:large');
      expect(one(page, 'og:title'), `${where}og:title`).toBe(page.title);
      expect(one(page, 'og:description'), `${where}og:description`).toBe(one(page, 'description'));
      expect(one(page, 'og:url'), `${where}og:url`).toBe(canonical);
      expect(one(page, 'og:type'), `${where}og:type`).toBe(
        isProductFile(file) ? 'product' : 'website',
      );
      expect(one(page, 'og:image:width'), `${where}og:image:width`).toBe('1200');
      expect(one(page, 'og:image:height'), `${where}og:image:height`).toBe('630');
      expect(one(page, 'og:image:alt')?.length ?? 0, `${where}og:image:alt`).toBeGreaterThan(10);
      expect(one(page, 'twitter:card'), `${where}twitter:card`).toBe('summary_large_image');
      expect(one(page, 'twitter:image'), `${where}twitter:image`).toBe(one(page, 'og:image'));
      expect(one(page, 'twitter:image:alt'), `${where}twitter:image:alt`).toBe(
        one(page, 'og:image:alt'),
      );
      expect(one(page, 'og:site_name'), `${where}og:site_name`).toBe('Milk & Mischief');
    }
  });

  test('every page has a description of 50 to 160 characters, none shared with another page', () => {
    const descriptions = files.map((file) => one(head(file), 'description') ?? '');
    for (const [index, description] of descriptions.entries()) {
      expect
        .soft(description.length, `${files[index]}: "${description}"`)
        .toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect
        .soft(description.length, `${files[index]}: "${description}"`)
        .toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    }
    expect(DESCRIPTION_LENGTH).toEqual({ min: 50, max: 160 });
    expect(new Set(descriptions).size, 'distinct descriptions').toBe(files.length);
  });

  test("titles are unique, and so are share images, but a listing's later pages show its own (each canonical URL is its page path, checked above)", () => {
    // A later page of a listing (shop/page/2.html) is pictured as its listing is: the preview shows the
    // collection, the title says which page.
    for (const key of ['title', 'og:image'] as const) {
      const pages =
        key === 'title' ? indexable : indexable.filter((file) => !isLaterListingFile(file));
      const values = pages.map((file) =>
        key === 'title' ? head(file).title : one(head(file), key),
      );
      const repeated = values.filter((value, index) => values.indexOf(value) !== index);
      expect(repeated, `repeated ${key}`).toEqual([]);
    }
    for (const file of indexable.filter(isLaterListingFile)) {
      const first = `${file.replace(/\/page\/\d+\.html$/, '')}.html`;
      expect(one(head(file), 'og:image'), file).toBe(one(head(first), 'og:image'));
    }
  });

  test('each share image is a 1200×630 JPEG in out/ under 300 KB, a picture of its own', async () => {
    const pictures = new Map<string, string>();
    const images = new Set(files.map((file) => one(head(file), 'og:image')));
    for (const image of images) {
      const file = files.find((each) => one(head(each), 'og:image') === image);
      expect(image, `${file}: og:image`).toBeDefined();
      const imageFile = outFileFor(image ?? '');
      expect(imageFile.endsWith('.jpg'), `${image} has a .jpg extension`).toBe(true);
      expect(existsSync(imageFile), `${image} exists in out/`).toBe(true);
      const { format, width, height } = await sharp(imageFile).metadata();
      expect({ format, width, height }, image).toEqual({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      expect(statSync(imageFile).size, image).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
      const hash = createHash('sha256').update(readFileSync(imageFile)).digest('hex');
      expect(pictures.get(hash), `${image} is the same picture`).toBeUndefined();
      pictures.set(hash, image ?? '');
    }
  });

  test('the content pages and the cart are titled, and pictured in previews, as themselves', () => {
    for (const [file, title, image] of [
      ['about.html', 'About Us', 'about'],
      ['reviews.html', 'Customer Reviews', 'reviews'],
      ['size-guide.html', 'Size Guide', 'size-guide'],
      ['cart.html', 'Your Cart', 'cart'],
    ] as const) {
      expect(head(file).title).toBe(`${title}${SHOP_SUFFIX}`);
      expect(one(head(file), 'og:image')).toBe(`${SITE}/og/${image}.jpg`);
    }
  });

  test("each category's page is its own: title, description, canonical, share image, and JSON-LD matching its cards", () => {
    expect(files.filter(isCategoryFile)).toHaveLength(CATEGORIES.length);
    for (const category of CATEGORIES) {
      const slug = category.toLowerCase();
      const file = `shop/${slug}.html`;
      const page = head(file);
      const url = `${SITE}/shop/${slug}`;
      expect(page.title, file).toBe(`${CATEGORY_COPY[category].title}${SHOP_SUFFIX}`);
      expect(page.title, file).toContain(category);
      expect(one(page, 'description'), file).toBe(CATEGORY_COPY[category].description);
      expect(
        page.links.filter((link) => link.rel === 'canonical').map((link) => link.href),
      ).toEqual([url]);
      expect(one(page, 'og:url'), file).toBe(url);
      expect(one(page, 'og:image'), file).toBe(`${SITE}/og/shop/${slug}.jpg`);
      expect(one(page, 'robots'), file).not.toContain('noindex');

      const breadcrumb = page.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
      const crumbs = (breadcrumb?.itemListElement ?? []) as Array<Record<string, unknown>>;
      expect(
        crumbs.map((crumb) => [crumb.name, crumb.item]),
        file,
      ).toEqual([
        ['Home', SITE],
        ['Shop', `${SITE}/shop`],
        [category, url],
      ]);
      // The list names the cards the page shows, in their order: its category's popular list (the page also
      // holds other views' first cards, hidden until their chip is chosen).
      const collection = page.jsonLd.find((item) => item['@type'] === 'CollectionPage');
      const list = (collection?.mainEntity ?? {}) as Record<string, unknown>;
      const listed = (list.itemListElement ?? []) as Array<Record<string, unknown>>;
      const cardLinks = cardsInHtml(readHtml(file))
        .filter((card) => card.classes.includes(listClass(slug, 'popular')))
        .map((card) => `${SITE}${card.href}`);
      expect(cardLinks, file).toHaveLength(
        products.filter((product) => product.category === category).length,
      );
      expect(
        listed.map((item) => item.url),
        file,
      ).toEqual(cardLinks);
      expect(list.numberOfItems, file).toBe(cardLinks.length);
    }
  });

  test('each later page of a listing is its own: its title names its number, its canonical and breadcrumbs are its own, and it links every page of its listing', () => {
    // The tests' catalog of 40 designs fills two pages of the shop.
    const later = files.filter(isLaterListingFile);
    expect(later).toEqual(['shop/page/2.html']);
    const page = head('shop/page/2.html');
    const url = `${SITE}/shop/page/2`;
    expect(page.title).toBe(`Shop the Collection, page 2${SHOP_SUFFIX}`);
    expect(page.links.filter((link) => link.rel === 'canonical').map((link) => link.href)).toEqual([
      url,
    ]);
    expect(one(page, 'og:url')).toBe(url);
    expect(one(page, 'robots')).not.toContain('noindex');
    const breadcrumb = page.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    const crumbs = (breadcrumb?.itemListElement ?? []) as Array<Record<string, unknown>>;
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', SITE],
      ['Shop', `${SITE}/shop`],
      ['Page 2', url],
    ]);
    // Every design is two plain links from /shop: its pages, then the design.
    for (const file of ['shop.html', 'shop/page/2.html']) {
      expect(readHtml(file), file).toContain('href="/shop/page/2"');
    }
    const onPages = new Set(
      ['shop.html', 'shop/page/2.html'].flatMap((file) =>
        cardsInHtml(readHtml(file))
          .filter((card) => card.classes.includes(listEverySortClass('all')))
          .map((card) => card.href),
      ),
    );
    expect([...onPages].sort()).toEqual(
      products.map((product) => `/products/${product.slug}`).sort(),
    );
  });

  test('product pages are titled "{name} | Milk & Mischief", typed og:type product, with price tags as property=', () => {
    for (const product of products) {
      const page = head(productFile(product.slug));
      expect(page.title).toBe(`${product.name}${SHOP_SUFFIX}`);
      const openGraph = (property: string) =>
        page.metaTags.filter((tag) => tag.property === property).map((tag) => tag.content);
      expect(openGraph('og:type'), `${product.slug}: og:type, once`).toEqual(['product']);
      expect(openGraph('product:price:amount')).toEqual([product.price.toFixed(2)]);
      expect(openGraph('product:price:currency')).toEqual(['USD']);
      const namedLikeOpenGraph = page.metaTags.filter((tag) =>
        /^(og|product):/.test(tag.name ?? ''),
      );
      expect(namedLikeOpenGraph, `${product.slug}: Open Graph tags written with name=`).toEqual([]);
    }
  });

  test("each product's JSON-LD has what product snippets and merchant listings require", () => {
    const skus = new Set<unknown>();
    for (const product of products) {
      const page = head(productFile(product.slug));
      const data = productData(productFile(product.slug));
      expect(data, `${product.slug}: Product JSON-LD`).toBeDefined();
      if (!data) continue;
      expect(data.name).toBe(product.name);
      const images = data.image as string[];
      expect(images).toHaveLength(4);
      for (const image of images)
        expect(existsSync(outFileFor(image)), `${image} exists`).toBe(true);
      expect(data.sku).toMatch(/^MM-\d+$/);
      skus.add(data.sku);
      expect(data.brand).toMatchObject({ '@type': 'Brand', name: 'Milk & Mischief' });
      const offers = data.offers as Record<string, unknown>;
      expect(Array.isArray(offers)).toBe(false);
      expect(offers['@type']).toBe('Offer');
      expect(Number(offers.price)).toBeGreaterThan(0);
      expect(offers.priceCurrency).toBe('USD');
      expect(offers.availability).toBe(`${SCHEMA_ORG}${product.availability}`);
      expect(offers.url).toBe(`${SITE}/products/${product.slug}`);
      expect(offers.priceSpecification).toMatchObject({
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '54.99',
      });
      const rating = data.aggregateRating as Record<string, unknown>;
      expect(rating.ratingValue).toBe(product.rating);
      expect(rating.reviewCount).toBe(product.reviews);
      expect((data.review as unknown[]).length).toBe(product.customerReviews.length);
      const shipping = offers.shippingDetails as Record<string, unknown>;
      expect(shipping.deliveryTime, `${product.slug}: deliveryTime`).toMatchObject({
        '@type': 'ShippingDeliveryTime',
        handlingTime: {
          minValue: HANDLING_BUSINESS_DAYS.min,
          maxValue: HANDLING_BUSINESS_DAYS.max,
          unitCode: 'DAY',
        },
        transitTime: {
          minValue: TRANSIT_BUSINESS_DAYS.min,
          maxValue: TRANSIT_BUSINESS_DAYS.max,
          unitCode: 'DAY',
        },
      });

      const breadcrumb = page.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
      const crumbs = (breadcrumb?.itemListElement ?? []) as Array<Record<string, unknown>>;
      expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Shop', product.name]);
      expect(crumbs.map((crumb) => crumb.item)).toEqual([
        SITE,
        `${SITE}/shop`,
        `${SITE}/products/${product.slug}`,
      ]);
    }
    expect(skus.size, 'one sku per product').toBe(products.length);
  });

  test("each product page shows the availability its JSON-LD offer states, in the shop's words", () => {
    expect(products).not.toHaveLength(0);
    for (const product of products) {
      const offers = productData(productFile(product.slug))?.offers as Record<string, unknown>;
      const stated = String(offers.availability).replace(SCHEMA_ORG, '');
      expect(AVAILABILITIES, `${product.slug}: ${String(offers.availability)}`).toContain(stated);
      const text = visibleText(readHtml(productFile(product.slug)));
      const copy = AVAILABILITY_COPY[stated as keyof typeof AVAILABILITY_COPY];
      const shown = `${copy.label}. ${copy.detail}`;
      expect(text.split(shown).length - 1, `${product.slug} shows "${shown}" once`).toBe(1);
      for (const other of AVAILABILITIES.filter((availability) => availability !== stated)) {
        const otherCopy = AVAILABILITY_COPY[other];
        expect(text, `${product.slug} never says it is ${other}`).not.toContain(
          `${otherCopy.label}. ${otherCopy.detail}`,
        );
      }
    }
    // And every shop card notes the same.
    const shop = visibleText(readHtml('shop.html'));
    for (const availability of AVAILABILITIES) {
      const onCards = products.filter((product) => product.availability === availability).length;
      expect(shop.split(` ${AVAILABILITY_LABELS[availability]} `).length - 1).toBe(onCards);
    }
  });

  test("Google's rules find no error in any page's structured data (Adobe's validator, offline)", async () => {
    const errors: string[] = [];
    let productsChecked = 0;
    for (const file of files) {
      const html = readHtml(file);
      if (!html.includes('application/ld+json')) continue;
      if (isProductFile(file)) productsChecked += 1;
      // Nothing in it can close its script element (every block parses: readHead).
      for (const [, content = ''] of html.matchAll(JSON_LD_SCRIPT))
        expect(content, file).not.toContain('<');
      for (const issue of await structuredDataIssues(html)) {
        if (issue.severity === 'ERROR') errors.push(`${file}: ${describeIssue(issue)}`);
      }
    }
    expect(productsChecked).toBe(products.length);
    expect(errors).toEqual([]);
  });

  test('no page prints a relative date ("5 days ago"), which static HTML would freeze', () => {
    for (const file of files) {
      const match = RELATIVE_DATE_TEXT.exec(decodeEntities(readHtml(file)));
      expect(match?.[0], `${file} says "${match?.[0]}"`).toBeUndefined();
    }
  });

  test('every <time> in every page carries a real, past date and prints that day', () => {
    let times = 0;
    for (const file of files) {
      for (const time of timeElements(readHtml(file))) {
        times += 1;
        const dateTime = time.dateTime ?? '';
        expect(isIsoDate(dateTime), `${file}: <time datetime="${dateTime}">`).toBe(true);
        if (!isIsoDate(dateTime)) continue;
        expect(isoDateTime(dateTime), `${file}: ${dateTime} is past`).toBeLessThanOrEqual(
          Date.now(),
        );
        expect(time.text, `${file}: ${dateTime}`).toBe(formatDisplayDate(dateTime));
      }
    }
    const reviewCount = products.reduce((sum, product) => sum + product.customerReviews.length, 0);
    expect(times).toBe(reviewCount + featuredReviews.length);
  });

  test("each product's reviews are dated on the page and in the JSON-LD alike", () => {
    for (const product of products) {
      const file = productFile(product.slug);
      const shown = timeElements(readHtml(file)).map((time) => time.dateTime);
      const marked = (productData(file)?.review as Array<Record<string, unknown>>).map(
        (review) => review.datePublished,
      );
      const stored = product.customerReviews.map((review) => review.date);
      expect(shown, product.slug).toEqual(stored);
      expect(marked, product.slug).toEqual(stored);
    }
    const featured = timeElements(readHtml('reviews.html')).map((time) => time.dateTime);
    expect(featured).toEqual(featuredReviews.map((review) => review.date));
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

  test('the 404 page and the cart are noindex, in one robots tag each, and have no canonical URL', () => {
    // The 404 page's tag is the one Next writes on it; links are followed by default.
    for (const [file, robots] of [
      ['404.html', 'noindex'],
      ['cart.html', 'noindex, follow'],
    ] as const) {
      const page = head(file);
      expect(page.meta.get('robots'), `${file} robots`).toEqual([robots]);
      expect(
        page.links.some((link) => link.rel === 'canonical'),
        `${file} canonical`,
      ).toBe(false);
    }
  });

  test('every page with a preview names its URL (og:url) and carries exactly one robots rule', () => {
    const faults: string[] = [];
    for (const file of files) {
      const page = head(file);
      if (!page.meta.has('og:title') && !page.meta.has('og:image')) continue;
      const urls = page.meta.get('og:url') ?? [];
      if (urls.length !== 1 || urls[0] !== canonicalUrl(urlPathForFile(file)))
        faults.push(`${file}: og:url ${JSON.stringify(urls)}`);
      // Two rules may disagree, and crawlers differ in which one wins.
      const robots = page.meta.get('robots') ?? [];
      if (robots.length !== 1) faults.push(`${file}: robots ${JSON.stringify(robots)}`);
    }
    expect(faults).toEqual([]);
  });

  function sitemapEntries(): Array<{ loc: string; lastmod: string | undefined }> {
    const xml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
      loc: decodeEntities(/<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? ''),
      lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1],
    }));
  }

  test('sitemap.xml lists exactly the indexable URLs, each the canonical of its page, and not the cart', () => {
    const urls = sitemapEntries().map((entry) => entry.loc);
    const canonicals = indexable.map(
      (file) => head(file).links.find((link) => link.rel === 'canonical')?.href,
    );
    expect(urls).toHaveLength(indexablePaths().length);
    expect(new Set(urls).size).toBe(urls.length);
    expect([...urls].sort()).toEqual([...canonicals].sort());
    expect(urls).toEqual(
      expect.arrayContaining([
        SITE,
        `${SITE}/shop`,
        `${SITE}/about`,
        `${SITE}/reviews`,
        `${SITE}/size-guide`,
        `${SITE}/shop/humor`,
        `${SITE}/shop/floral`,
        `${SITE}/shop/page/2`,
      ]),
    );
    expect(urls).not.toContain(`${SITE}/cart`);
  });

  // Which day each page gets, from which commit: tests/unit/sitemap-lastmod.test.ts.
  test('every sitemap URL has a <lastmod>, a real day and never a future one, unless git cannot date the pages', () => {
    // A shallow clone cannot: the build then leaves every <lastmod> out.
    const dated = readContentHistory(PROJECT_ROOT, [contentDirName()], todayUtc()).known;
    for (const { loc, lastmod = '' } of sitemapEntries()) {
      if (!dated) {
        expect(lastmod, loc).toBe('');
        continue;
      }
      expect(isIsoDate(lastmod), `${loc}: <lastmod>${lastmod}</lastmod>`).toBe(true);
      if (isIsoDate(lastmod)) expect(isoDateTime(lastmod), loc).toBeLessThanOrEqual(Date.now());
    }
  });

  test('robots.txt allows everything and names the sitemap', () => {
    const robots = readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-Agent: \*$/im);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('every page links favicon.ico, the SVG favicon, the 180×180 Apple touch icon and the web manifest', () => {
    for (const file of files) {
      const links = head(file).links;
      const icons = links.filter((link) => link.rel === 'icon');
      expect(
        icons.map((icon) => [icon.href, icon.type, icon.sizes]),
        `${file} icons`,
      ).toEqual([
        ['/favicon.ico', undefined, '16x16 32x32 48x48'],
        ['/icon.svg', 'image/svg+xml', 'any'],
      ]);
      for (const icon of icons) {
        expect(existsSync(path.join(OUT, new URL(icon.href ?? '', SITE).pathname))).toBe(true);
      }
      const apple = links.find((link) => link.rel === 'apple-touch-icon');
      expect(apple?.sizes, `${file} apple-touch-icon`).toBe('180x180');
      expect(
        links.some((link) => link.rel === 'manifest' && link.href === '/manifest.webmanifest'),
        `${file} manifest`,
      ).toBe(true);
    }
    expect(pngSize(path.join(OUT, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  test('the web manifest names the shop, its colors and icons that exist', () => {
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
});

/** The sizes of the frames in an .ico file, each checked to be a PNG of that size. */
function icoFrameSizes(bytes: Buffer): number[] {
  expect(bytes.readUInt16LE(0), 'ICO reserved field').toBe(0);
  expect(bytes.readUInt16LE(2), 'ICO type: icon').toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = bytes.readUInt8(entry) || 256;
    const length = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    const png = bytes.subarray(offset, offset + length);
    expect(png.subarray(0, 8).toString('hex'), `frame ${size} is a PNG`).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], `frame ${size}`).toEqual([size, size]);
    return size;
  });
}

test.describe('served', () => {
  test('/favicon.ico answers 200 with an icon of the mark at 16, 32 and 48 pixels', async ({
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    expect(icoFrameSizes(await response.body())).toEqual([16, 32, 48]);
  });

  test("/_not-found answers 404: Next's copy of the 404 page is not a page of its own", async ({
    request,
  }) => {
    expect((await request.get('/_not-found')).status()).toBe(404);
  });
});
