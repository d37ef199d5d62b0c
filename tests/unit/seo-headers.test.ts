/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  allowsAnyInlineScript,
  inlineEventHandlers,
  inlineScriptHashes,
  pagePolicy,
  policyDirectives,
  sha256Source,
  sharedPolicy,
} from '@/scripts/headers/csp.mjs';
import {
  cloudflarePathPattern,
  formatHeadersFile,
  headersForPath,
  parseRules,
  readHeadersFile,
  repeatedHeaderFinder,
  urlPathForFile,
  type HeaderRule,
} from '@/scripts/headers/headers-file.mjs';
import { metaPolicyBeforeScripts, withMetaPolicy } from '@/scripts/headers/meta-policy.mjs';
import { pagePatterns } from '@/scripts/headers/page-patterns';
import { nginxConfig } from '@/scripts/headers/to-nginx.mjs';
import { writeHeaders, type HeadersSettings } from '@/scripts/headers/write-headers';
import { createStaticServer } from '@/scripts/static-server.mjs';
import { exportedPage, writeExportedSite } from '../fixtures/exported-site';

// That the hashes let every page's scripts run is checked in Chromium: tests/e2e/csp.spec.ts runs the pages
// under the policy, and tests/e2e/every-route.spec.ts loads every route, where a refused script is a console
// error. Paths the static server must never serve: static-server.test.ts.

describe('inlineScriptHashes and inlineEventHandlers', () => {
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
  const payload = 'self.__next_f.push([1,"a</b>"])';
  const html = [
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
    `<script>${bootstrap}</script>`,
    `<script id="_R_" type="text/javascript">${payload}</script>`,
    `<script>${bootstrap}</script>`,
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<script src="/x.js" noModule=""></script>',
    '</body></html>',
  ].join('');

  it('hashes each executable inline script once, leaving out external scripts and JSON-LD, which is data', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256Source(bootstrap), sha256Source(payload)]);
  });

  it('finds inline event handlers, which fail the build (scripts/headers/generate.ts)', () => {
    expect(inlineEventHandlers('<img src="/a.png" onerror="x()"><p>on=ok</p>')).toEqual([
      'onerror',
    ]);
    expect(inlineEventHandlers(html)).toEqual([]);
  });
});

describe("the shared policy and each page's own", () => {
  const sources = {
    styleSources: ["'unsafe-inline'"],
    connectSources: ['https://project.supabase.co'],
  };
  const page = policyDirectives(pagePolicy({ scriptHashes: ["'sha256-abc='"], ...sources }));
  const shared = policyDirectives(sharedPolicy(sources));

  it("lets a page's inline scripts run by their hashes alone, and scripts from our origin, never eval", () => {
    expect(page.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(allowsAnyInlineScript(pagePolicy({ scriptHashes: ["'sha256-abc='"], ...sources }))).toBe(
      false,
    );
    expect([...page.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('limits everything else to our origin plus the backend for fetches, and forbids plugins and foreign bases and forms', () => {
    expect(page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('img-src')).toEqual(["'self'"]);
    expect(page.get('font-src')).toEqual(["'self'", 'data:']);
    expect(page.get('connect-src')).toEqual(["'self'", 'https://project.supabase.co']);
    expect(page.get('object-src')).toEqual(["'none'"]);
    expect(page.get('base-uri')).toEqual(["'self'"]);
    expect(page.get('form-action')).toEqual(["'self'"]);
  });

  it("shares every directive of a page's own but script-src, and adds frame-ancestors, which a <meta> cannot say", () => {
    // Both are enforced together: the shared one may allow no more than a page's own, inline scripts aside.
    expect(shared.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.has('frame-ancestors')).toBe(false);
    const others = (policy: Map<string, string[]>) =>
      [...policy].filter(([name]) => name !== 'script-src' && name !== 'frame-ancestors');
    expect(others(shared)).toEqual(others(page));
  });

  it('leaves which inline scripts run to each page, and allows no other script source', () => {
    expect(shared.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(allowsAnyInlineScript(sharedPolicy(sources))).toBe(true);
  });

  it('reads whether a policy lets any inline script run as browsers do', () => {
    expect(allowsAnyInlineScript("img-src 'self'")).toBe(true);
    expect(allowsAnyInlineScript("default-src 'self'")).toBe(false);
    expect(allowsAnyInlineScript("default-src 'unsafe-inline'; script-src 'self'")).toBe(false);
    // A hash, a nonce or 'strict-dynamic' makes browsers ignore 'unsafe-inline'.
    expect(allowsAnyInlineScript("script-src 'unsafe-inline' 'sha256-abc='")).toBe(false);
    expect(allowsAnyInlineScript("script-src 'unsafe-inline' 'nonce-x'")).toBe(false);
    expect(allowsAnyInlineScript("script-src 'self'; script-src-elem 'unsafe-inline'")).toBe(true);
  });
});

describe("a page's own policy in a <meta>", () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title><script>run()</script></head></html>';

  it('goes right after the charset, replacing one an earlier run wrote, and reads back decoded', () => {
    const once = withMetaPolicy(html, 'script-src \'self\' "x"', 'x.html');
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot;"\/><title>/,
    );
    const twice = withMetaPolicy(once, "script-src 'self'", 'x.html');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(metaPolicyBeforeScripts(once)).toBe('script-src \'self\' "x"');
  });

  it('refuses a page without a <head>, naming it', () => {
    expect(() => withMetaPolicy('<p>x</p>', "script-src 'self'", 'odd.html')).toThrow(/odd\.html/);
  });

  it('counts only before the first script, which it would not govern otherwise', () => {
    expect(metaPolicyBeforeScripts(html)).toBeUndefined();
    const late = html.replace(
      '</head>',
      '<meta http-equiv="Content-Security-Policy" content="script-src \'self\'"></head>',
    );
    expect(metaPolicyBeforeScripts(late)).toBeUndefined();
    // The editor's page writes it in HTML's own style.
    expect(
      metaPolicyBeforeScripts(
        '<head><meta charset="utf-8">\n<META HTTP-EQUIV=\'content-security-policy\' CONTENT="default-src &apos;self&apos;"><script src="/a.js"></script>',
      ),
    ).toBe("default-src 'self'");
    expect(
      metaPolicyBeforeScripts('<meta name="robots" content="noindex"><script></script>'),
    ).toBeUndefined();
  });
});

describe('the _headers format', () => {
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] },
    {
      pattern: '/_next/static/*',
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
    { pattern: '/products/:slug', headers: [['X-Kind', 'product']] },
    {
      pattern: '/shop',
      headers: [
        ['Cache-Control', 'public, max-age=0, must-revalidate'],
        ['Content-Security-Policy', "default-src 'self'"],
      ],
    },
  ];
  const text = formatHeadersFile(rules, ['generated']);
  let folder = '';

  /** Reads `content` as a _headers file with Netlify's parser. */
  async function read(content: string) {
    const file = path.join(folder, `_headers-${Math.random()}`);
    await writeFile(file, content);
    return readHeadersFile(file);
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'headers-file-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("is written as Netlify's parser reads it", async () => {
    expect(text.startsWith('# generated\n\n/*\n  X-Content-Type-Options: nosniff\n')).toBe(true);
    expect(
      (await read(text)).map((rule) => ({
        pattern: rule.for,
        headers: Object.entries(rule.values),
      })),
    ).toEqual(rules);
  });

  it('matches splats across slashes, placeholders within one segment and plain paths exactly', async () => {
    const parsed = await read(text);
    const names = (pathname: string) => [...headersForPath(parsed, pathname).keys()].sort();
    expect(names('/_next/static/chunks/a.js')).toEqual(['cache-control', 'x-content-type-options']);
    expect(names('/_next/other.js')).toEqual(['x-content-type-options']);
    expect(names('/products/milk-bar')).toEqual(['x-content-type-options', 'x-kind']);
    expect(names('/products/milk-bar/x')).toEqual(['x-content-type-options']);
    expect(names('/shopping')).toEqual(['x-content-type-options']);
    expect(names('/shop')).toEqual([
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
    ]);
  });

  it('applies every matching rule and joins a repeated header the way CDNs do', async () => {
    const parsed = await read(text);
    const shop = headersForPath(parsed, '/shop');
    expect(shop.get('x-content-type-options')?.value).toBe('nosniff');
    expect(shop.get('content-security-policy')?.value).toBe("default-src 'self'");
    const doubled = headersForPath(
      await read(`${text}\n/sh*\n  X-Content-Type-Options: other\n`),
      '/shop',
    );
    expect(doubled.get('x-content-type-options')?.value).toBe('nosniff, other');
  });

  it('rejects a header line outside any path', async () => {
    await expect(read('  X-Oops: 1\n')).rejects.toThrow(/before header "X-Oops"/);
  });

  it('names the URL each exported file answers at, which its rules are written for', () => {
    expect(urlPathForFile('index.html')).toBe('/');
    expect(urlPathForFile('shop.html')).toBe('/shop');
    expect(urlPathForFile('products/milk-bar.html')).toBe('/products/milk-bar');
    expect(urlPathForFile('guide/index.html')).toBe('/guide');
    expect(urlPathForFile('_next/static/a.js')).toBe('/_next/static/a.js');
  });

  it('reads rules to write as it reads their file', async () => {
    expect(await parseRules(rules)).toEqual(await read(text));
  });

  it("matches as Cloudflare does: case and a trailing slash count, and `/x/*` leaves `/x` out (Netlify's does not)", async () => {
    const [section, folder] = await parseRules([
      { pattern: '/shop*', headers: [['X-A', '1']] },
      { pattern: '/shop/*', headers: [['X-A', '1']] },
    ]);
    const cloudflare = (pattern: string, pathname: string) =>
      cloudflarePathPattern(pattern).test(pathname);
    expect(
      ['/shop', '/shop/humor', '/shop/page/2', '/shopping'].map((p) => cloudflare('/shop*', p)),
    ).toEqual([true, true, true, true]);
    expect(['/shop', '/Shop/humor', '/shop/'].map((p) => cloudflare('/shop/*', p))).toEqual([
      false,
      false,
      true,
    ]);
    expect(cloudflare('/products/:slug', '/products/milk-bar')).toBe(true);
    expect(cloudflare('/products/:slug', '/products/milk-bar/x')).toBe(false);
    expect(cloudflare('/a.b', '/aXb')).toBe(false);
    expect(folder?.forRegExp.test('/shop')).toBe(true);
    expect(section?.forRegExp.test('/SHOP/humor')).toBe(true);
  });

  it('finds a header two rules set on one path, as either host matches', async () => {
    const repeatedOn = repeatedHeaderFinder(
      await parseRules([
        { pattern: '/*', headers: [['X-Frame-Options', 'DENY']] },
        { pattern: '/shop', headers: [['Cache-Control', 'a']] },
        { pattern: '/shop/*', headers: [['Cache-Control', 'a']] },
        { pattern: '/images/*', headers: [['Cache-Control', 'b']] },
      ]),
    );
    // Netlify's /shop/* matches /shop too; Cloudflare's does not.
    expect(repeatedOn('/shop')).toEqual([
      '/shop: cache-control set by /shop and /shop/* (Netlify)',
    ]);
    expect(repeatedOn('/shop/humor')).toEqual([]);
    expect(repeatedOn('/images/a.webp')).toEqual([]);
  });
});

describe('the patterns that cover the pages', () => {
  it('are one per section of the site, whatever its number of pages', () => {
    const pages = (designs: number) => [
      '/',
      '/about',
      '/404',
      '/shop',
      '/shop/humor',
      ...Array.from({ length: designs }, (_, index) => `/products/design-${index}`),
      ...Array.from({ length: designs / 26 }, (_, index) => `/shop/page/${index + 2}`),
    ];
    const expected = ['/', '/404', '/about', '/products*', '/shop*'];
    expect(pagePatterns(pages(26))).toEqual(expected);
    expect(pagePatterns(pages(1040))).toEqual(expected);
  });

  it('let a section under another one’s pattern add none', () => {
    expect(pagePatterns(['/shop', '/shop/humor', '/shopping', '/shop-guide'])).toEqual(['/shop*']);
    expect(pagePatterns(['/shop', '/shopping'])).toEqual(['/shop', '/shopping']);
  });
});

describe('nginxConfig', () => {
  const SHARED = "script-src 'self' 'unsafe-inline'";
  const config = nginxConfig([
    { for: '/*', values: { 'X-Content-Type-Options': 'nosniff' } },
    { for: '/_next/static/*', values: { 'Cache-Control': 'immutable' } },
    { for: '/', values: { 'Content-Security-Policy': SHARED } },
    { for: '/404', values: { 'Content-Security-Policy': SHARED, 'X-Page': '404' } },
    { for: '/shop*', values: { 'Content-Security-Policy': SHARED } },
    { for: '/admin', values: { 'Content-Security-Policy': "script-src 'self' 'unsafe-eval'" } },
    { for: '/admin*', values: { 'X-Robots-Tag': 'noindex' } },
  ]);

  /** The body of the location block that starts with `opening`. */
  function block(opening: string): string {
    const start = config.indexOf(`${opening} {`);
    expect(start).toBeGreaterThanOrEqual(0);
    return config.slice(start, config.indexOf('\n}', start));
  }

  it('gives a page alone in its section an exact location with the policy and the common headers', () => {
    const home = block('location = /');
    expect(home).toContain(`add_header Content-Security-Policy "${SHARED}" always;`);
    expect(home).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(home).toContain('try_files /index.html =404;');
    expect(block('location = /404')).toContain('try_files /404.html /404/index.html =404;');
  });

  it("gives a section's pages a plain prefix location, so that the .html and slash redirects still apply", () => {
    const shop = block('location /shop');
    expect(shop).toContain(`add_header Content-Security-Policy "${SHARED}" always;`);
    expect(shop).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(shop).toContain('try_files $uri $uri.html =404;');
    expect(config).not.toContain('location ^~ /shop');
  });

  it("answers the editor's page from its folder, with its own policy and its folder's noindex", () => {
    const admin = block('location = /admin');
    expect(admin).toContain(
      `add_header Content-Security-Policy "script-src 'self' 'unsafe-eval'" always;`,
    );
    expect(admin).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(admin).toContain('try_files /admin.html /admin/index.html =404;');
    expect(block('location /admin')).toContain('add_header X-Robots-Tag "noindex" always;');
  });

  it('caches static files by prefix, redirects .html URLs and answers unknown paths with 404.html', () => {
    const assets = block('location ^~ /_next/static/');
    expect(assets).toContain('add_header Cache-Control "immutable" always;');
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(config).toContain('error_page 404 /404.html;');
    const notFound = block('location = /404.html');
    expect(notFound).toContain('add_header X-Page "404" always;');
    expect(notFound).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(config).toMatch(/location ~ \^\(\?<clean_path>\/\.\+\)\\\.html\$ \{\n {2}return 301/);
    expect(block('location /')).toContain('try_files $uri $uri.html =404;');
  });

  it('refuses a pattern it cannot translate, naming it', () => {
    expect(() => nginxConfig([{ for: '/products/:slug', values: { 'X-A': '1' } }])).toThrow(
      /cannot translate: \/products\/:slug/,
    );
    expect(() => nginxConfig([{ for: '/a/*/b', values: { 'X-A': '1' } }])).toThrow(/\/a\/\*\/b/);
  });
});

describe('writeHeaders, over an export of 26 designs and of ten times as many', () => {
  const settings: HeadersSettings = {
    connectSources: ['https://project.supabase.co'],
    admin: { path: '/admin', policy: "default-src 'self'; script-src 'self' 'unsafe-eval'" },
    commentLines: ['generated'],
  };
  /** What the pages' policies are made of: the backend, and the styles every page needs. */
  const sources = { connectSources: settings.connectSources, styleSources: ["'unsafe-inline'"] };
  const sites: Record<number, { dir: string; pages: string[]; headers: string }> = {};
  let work = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'write-headers-'));
    for (const designs of [26, 260]) {
      const dir = path.join(work, String(designs));
      const pages = await writeExportedSite(dir, designs);
      await writeHeaders(dir, settings);
      sites[designs] = { dir, pages, headers: await readFile(path.join(dir, '_headers'), 'utf8') };
    }
  }, 30_000);
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('writes the same rules whatever the number of pages', () => {
    expect(sites[260]!.pages.length).toBeGreaterThan(10 * 26);
    expect(sites[260]!.headers).toBe(sites[26]!.headers);
  });

  it('gives every page, the 404 page and the editor the policy they need, and nothing twice', async () => {
    const rules = await readHeadersFile(path.join(sites[260]!.dir, '_headers'));
    const policyOf = (pathname: string) =>
      headersForPath(rules, pathname).get('content-security-policy')?.value;
    for (const file of sites[260]!.pages)
      expect([file, policyOf(urlPathForFile(file))]).toEqual([file, sharedPolicy(sources)]);
    expect(policyOf('/admin')).toBe(settings.admin.policy);
    expect(headersForPath(rules, '/admin/decap-cms.js').get('x-robots-tag')?.value).toBe(
      'noindex, nofollow',
    );
    expect(headersForPath(rules, '/admin').get('x-robots-tag')?.value).toBe('noindex, nofollow');
    expect(headersForPath(rules, '/_next/static/chunks/main.js').get('cache-control')?.value).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/shop/humor/page/2').get('cache-control')?.value).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it("puts in each page a policy of its own that lists exactly its inline scripts' hashes, before them", async () => {
    for (const file of sites[260]!.pages) {
      const html = await readFile(path.join(sites[260]!.dir, file), 'utf8');
      const own = metaPolicyBeforeScripts(html) ?? '';
      const [self, ...hashes] = policyDirectives(own).get('script-src') ?? [];
      expect([file, self, [...hashes].sort()]).toEqual([
        file,
        "'self'",
        inlineScriptHashes(html).sort(),
      ]);
      expect(own).toBe(pagePolicy({ scriptHashes: hashes, ...sources }));
    }
  });

  it('refuses a page with an inline event handler, which no hash can allow, naming it', async () => {
    const dir = path.join(work, 'handler');
    await writeExportedSite(dir, 1);
    await writeFile(
      path.join(dir, 'about.html'),
      exportedPage('About', ['about']).replace('<h1>', '<h1 onclick="go()">'),
    );
    await expect(writeHeaders(dir, settings)).rejects.toThrow(
      /about\.html: inline event handlers \(onclick\)/,
    );
  });
});

describe('static server', () => {
  let root = '';
  let base = '';
  let server: ReturnType<typeof createStaticServer>;

  /** A page as the build leaves it: its own policy first. */
  const page = (body: string) =>
    withMetaPolicy(`<head><meta charSet="utf-8"/></head>${body}`, "script-src 'self'", 'page');
  const NOT_FOUND = page('<h1>404</h1>');

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
    await writeFile(path.join(root, 'index.html'), page('<h1>home</h1>'));
    await writeFile(
      path.join(root, 'shop.html'),
      page(`<h1>shop</h1>${'<p>sweatshirt</p>'.repeat(200)}`),
    );
    await writeFile(path.join(root, '404.html'), NOT_FOUND);
    await writeFile(path.join(root, 'robots.txt'), 'User-Agent: *');
    await writeFile(
      path.join(root, '_headers'),
      [
        '/*\n  X-Content-Type-Options: nosniff',
        "/shop\n  Content-Security-Policy: default-src 'self'",
        "/404\n  Content-Security-Policy: default-src 'none'",
        "/\n  Content-Security-Policy: default-src 'none'",
      ].join('\n\n'),
    );
    server = createStaticServer({ root });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('serves a page with its rules from _headers, its type, and gzip when asked', async () => {
    const response = await fetch(`${base}/shop`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<h1>shop</h1>');
  });

  it('answers unknown paths with 404.html and status 404, and never serves _headers', async () => {
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(NOT_FOUND);
    expect((await fetch(`${base}/_headers`)).status).toBe(404);
  });

  it('redirects .html URLs and a trailing slash to the clean form and answers a matching ETag with 304', async () => {
    for (const [from, to] of [
      ['/shop.html', '/shop'],
      ['/shop/', '/shop'],
      ['/index.html', '/'],
    ]) {
      const redirect = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe(to);
    }
    const first = await fetch(`${base}/robots.txt`);
    expect(first.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${base}/robots.txt`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
