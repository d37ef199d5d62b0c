/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  buildCsp,
  inlineEventHandlers,
  inlineScriptHashes,
  sha256Source,
} from '@/scripts/headers/csp.mjs';
import {
  formatHeadersFile,
  headersForPath,
  readHeadersFile,
  urlPathForFile,
  type HeaderRule,
} from '@/scripts/headers/headers-file.mjs';
import { nginxConfig } from '@/scripts/headers/to-nginx.mjs';
import { createStaticServer } from '@/scripts/static-server.mjs';

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

describe('buildCsp', () => {
  const policy = buildCsp({
    scriptHashes: ["'sha256-abc='"],
    styleSources: ["'unsafe-inline'"],
    connectSources: ['https://project.supabase.co'],
  });
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

  it('allows scripts only from our origin and by hash, never unsafe-inline or eval', () => {
    expect(directives.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('limits everything else to our origin plus the backend for fetches, and forbids framing and plugins', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'"]);
    expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://project.supabase.co']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it('gives a <meta> element the same policy less frame-ancestors, which browsers ignore there', () => {
    const meta = buildCsp({
      scriptHashes: ["'sha256-abc='"],
      styleSources: ["'unsafe-inline'"],
      connectSources: ['https://project.supabase.co'],
      forMetaElement: true,
    });
    // Both are enforced together, so the page's own policy must allow exactly what the header allows.
    expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ''));
    expect(meta).not.toContain('frame-ancestors');
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
});

describe('nginxConfig', () => {
  const config = nginxConfig([
    { for: '/*', values: { 'X-Content-Type-Options': 'nosniff' } },
    { for: '/_next/static/*', values: { 'Cache-Control': 'immutable' } },
    { for: '/', values: { 'Content-Security-Policy': "script-src 'self' 'sha256-a='" } },
    { for: '/shop', values: { 'Content-Security-Policy': "script-src 'self' 'sha256-b='" } },
    { for: '/404', values: { 'Content-Security-Policy': "script-src 'self' 'sha256-c='" } },
  ]);

  /** The body of the location block that starts with `opening`. */
  function block(opening: string): string {
    const start = config.indexOf(`${opening} {`);
    expect(start).toBeGreaterThanOrEqual(0);
    return config.slice(start, config.indexOf('\n}', start));
  }

  it('gives each page an exact location with its own policy and the common headers', () => {
    const shop = block('location = /shop');
    expect(shop).toContain(
      `add_header Content-Security-Policy "script-src 'self' 'sha256-b='" always;`,
    );
    expect(shop).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(shop).toContain('try_files /shop.html =404;');
    expect(block('location = /')).toContain('try_files /index.html =404;');
  });

  it('caches static files by prefix, redirects .html URLs and answers unknown paths with 404.html', () => {
    const assets = block('location ^~ /_next/static/');
    expect(assets).toContain('add_header Cache-Control "immutable" always;');
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(config).toContain('error_page 404 /404.html;');
    const notFound = block('location = /404.html');
    expect(notFound).toContain(
      `add_header Content-Security-Policy "script-src 'self' 'sha256-c='" always;`,
    );
    expect(notFound).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(config).toMatch(/location ~ \^\(\?<clean_path>\/\.\+\)\\\.html\$ \{\n {2}return 301/);
    expect(block('location /')).toContain('try_files $uri $uri.html =404;');
  });
});

describe('static server', () => {
  let root = '';
  let base = '';
  let server: ReturnType<typeof createStaticServer>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
    await writeFile(path.join(root, 'index.html'), '<h1>home</h1>');
    await writeFile(
      path.join(root, 'shop.html'),
      `<h1>shop</h1>${'<p>sweatshirt</p>'.repeat(200)}`,
    );
    await writeFile(path.join(root, '404.html'), '<h1>404</h1>');
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
    expect(await missing.text()).toBe('<h1>404</h1>');
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
