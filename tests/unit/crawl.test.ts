/** @jest-environment node */
import type { APIRequestContext } from '@playwright/test';
import { crawlSite } from '@/tests/e2e/support/crawl';

const BASE = 'http://localhost:3000';
const ORIGINS = new Set([BASE, 'https://shop.example']);

interface FakeFile {
  status?: number;
  type: string;
  body: string;
}

/** A served site as a table of URL → response, standing in for Playwright's request context. */
function fakeRequest(files: Record<string, FakeFile>): APIRequestContext {
  return {
    get: async (url: string) => {
      const file = files[url.slice(BASE.length)] ?? {
        status: 404,
        type: 'text/html',
        body: 'Not found',
      };
      return {
        status: () => file.status ?? 200,
        headers: () => ({ 'content-type': file.type }),
        text: async () => file.body,
        body: async () => Buffer.from(file.body),
      };
    },
  } as unknown as APIRequestContext;
}

const HOME = `<html><head>
<link rel="canonical" href="https://shop.example/"/>
<meta property="og:image" content="https://shop.example/og/home.png"/>
<link rel="stylesheet" href="/css/site.css"/>
<link rel="manifest" href="/manifest.webmanifest"/>
<script src="/app.js" async=""></script>
</head><body>
<a href="#main">Skip</a>
<a href="/shop?category=Humor">Humor</a>
<a href="https://elsewhere.example/x">Elsewhere</a>
<a href="mailto:hello@example.com">Mail</a>
<img src="/img/a-800.webp" srcSet="/img/a-320.webp 320w, /img/a-800.webp 800w" alt="A"/>
</body></html>`;

const GOOD_SITE: Record<string, FakeFile> = {
  '/': { type: 'text/html; charset=utf-8', body: HOME },
  '/shop?category=Humor': { type: 'text/html', body: '<a href="/">Home</a>' },
  '/og/home.png': { type: 'image/png', body: 'png' },
  // url() resolves against the stylesheet; data: URLs are not fetched.
  '/css/site.css': {
    type: 'text/css',
    body: '@font-face{src:url("../fonts/n.woff2")} .x{background:url(data:image/png;base64,AA)}',
  },
  '/fonts/n.woff2': { type: 'font/woff2', body: 'font' },
  '/manifest.webmanifest': {
    type: 'application/manifest+json',
    body: '{"icons":[{"src":"/icon-192.png"}]}',
  },
  '/icon-192.png': { type: 'image/png', body: 'png' },
  '/app.js': { type: 'text/javascript', body: 'x' },
  '/img/a-800.webp': { type: 'image/webp', body: 'webp' },
  '/img/a-320.webp': { type: 'image/webp', body: 'webp' },
};

describe('crawlSite', () => {
  it('finds nothing broken on a complete site', async () => {
    const result = await crawlSite(fakeRequest(GOOD_SITE), BASE, ORIGINS);
    expect(result.broken).toEqual([]);
    expect(result.pages.sort()).toEqual(['/', '/shop?category=Humor']);
    expect(result.files.sort()).toEqual([
      '/app.js',
      '/css/site.css',
      '/fonts/n.woff2',
      '/icon-192.png',
      '/img/a-320.webp',
      '/img/a-800.webp',
      '/manifest.webmanifest',
      '/og/home.png',
    ]);
  });

  it('reports a missing srcset candidate, a missing font, a dead link and an image served as HTML', async () => {
    const site = { ...GOOD_SITE };
    delete site['/img/a-320.webp'];
    delete site['/fonts/n.woff2'];
    site['/shop?category=Humor'] = { type: 'text/html', body: '<a href="/gone">Gone</a>' };
    site['/og/home.png'] = { type: 'text/html', body: '<html>' };
    const { broken } = await crawlSite(fakeRequest(site), BASE, ORIGINS);
    expect(
      broken.map((item) => `${item.url} ${item.problem} (${item.via} on ${item.from})`).sort(),
    ).toEqual([
      '/fonts/n.woff2 status 404 (css url() on /css/site.css)',
      '/gone status 404 (a href on /shop?category=Humor)',
      '/img/a-320.webp status 404 (img srcset on /)',
      '/og/home.png content-type text/html, expected an image (meta og:image on /)',
    ]);
  });

  it('counts a redirect as broken: links should name the final URL', async () => {
    const site: Record<string, FakeFile> = {
      ...GOOD_SITE,
      '/': { ...GOOD_SITE['/']!, body: HOME.replace('/shop?category=Humor', '/shop/') },
    };
    site['/shop/'] = { status: 301, type: 'text/html', body: '' };
    const { broken } = await crawlSite(fakeRequest(site), BASE, ORIGINS);
    expect(broken.map((item) => `${item.url} ${item.problem}`)).toEqual(['/shop/ status 301']);
  });
});
