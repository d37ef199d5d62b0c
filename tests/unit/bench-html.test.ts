/** @jest-environment node */
import {
  evaluateSizes,
  findTags,
  firstLoadScriptUrls,
  linkedUrls,
  parseSrcset,
  pickCandidate,
  priorityImageUrl,
} from '@/scripts/bench/html';

// Shaped like Next 16's exported HTML (attribute spelling as React writes it).
const PAGE = `<!DOCTYPE html><html lang="en"><head>
<link rel="preload" href="/_next/static/media/nunito.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="preload" as="image" imageSrcSet="/images/hero-480.webp 480w, /images/hero-720.webp 720w, /images/hero-960.webp 960w" imageSizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw, 92vw" fetchPriority="high"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
<link rel="modulepreload" href="/_next/static/chunks/module.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"name":"<script src=\\"/fake.js\\"></script>"}</script>
</head><body><script>self.__next_f.push([1,"<script src=\\"/also-fake.js\\">"])</script>
<script src="/_next/static/chunks/webpack.js" async=""></script>
<img alt="A &amp; B" src="/images/a.webp"/></body></html>`;

describe('firstLoadScriptUrls', () => {
  it('counts script tags and script preloads once each, never the nomodule polyfill or a script body', () => {
    expect(firstLoadScriptUrls(PAGE)).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/module.js',
      '/_next/static/chunks/main.js',
    ]);
  });
});

describe('tag reading', () => {
  it('decodes entities and lower-cases attribute names', () => {
    const [img] = findTags(PAGE, ['img']);
    expect(img?.attributes).toEqual({ alt: 'A & B', src: '/images/a.webp' });
  });

  it('finds stylesheets and preloaded fonts', () => {
    expect(linkedUrls(PAGE, 'stylesheet')).toEqual(['/_next/static/chunks/site.css']);
    expect(linkedUrls(PAGE, 'preload', 'font')).toEqual(['/_next/static/media/nunito.woff2']);
  });

  it('leaves out the links a browser does not fetch: disabled, or for no media; and data: URLs, no files', () => {
    const inlined =
      '<head><link rel="stylesheet" href="/a.css" data-precedence="next" disabled=""/>' +
      '<link rel="preload" href="/n.woff2" as="font" media="not all"/>' +
      '<link rel="preload" href="data:font/woff2;base64,d09GMg==" as="font" crossorigin=""/>' +
      '<link rel="preload" href="/f.woff2" as="font"/></head>';
    expect(linkedUrls(inlined, 'stylesheet')).toEqual([]);
    expect(linkedUrls(inlined, 'preload', 'font')).toEqual(['/f.woff2']);
  });
});

describe('responsive image choice', () => {
  it('parses width and density descriptors', () => {
    expect(parseSrcset('/a-320.webp 320w, /a-640.webp 640w')).toEqual([
      { url: '/a-320.webp', width: 320 },
      { url: '/a-640.webp', width: 640 },
    ]);
    expect(parseSrcset('/a.png, /a@2x.png 2x')).toEqual([
      { url: '/a.png', density: 1 },
      { url: '/a@2x.png', density: 2 },
    ]);
  });

  it('evaluates sizes: first matching media condition, vw, px and calc', () => {
    const sizes = '(min-width: 1152px) 540px, (min-width: 768px) 46vw, 92vw';
    expect(evaluateSizes(sizes, 1280)).toBe(540);
    expect(evaluateSizes(sizes, 800)).toBeCloseTo(368);
    expect(evaluateSizes(sizes, 412)).toBeCloseTo(379.04);
    expect(evaluateSizes('calc(100vw - 2rem)', 412)).toBe(380);
    expect(evaluateSizes(undefined, 412)).toBe(412);
  });

  it('picks as Chromium does: the smallest candidate dense enough for the screen', () => {
    const product = parseSrcset(
      '/p-160.webp 160w, /p-320.webp 320w, /p-480.webp 480w, /p-640.webp 640w, /p-800.webp 800w, /p-1024.webp 1024w',
    );
    // Seen in Chromium at 412 px, DPR 1.75: the main image (92vw = 379 px) loads 800w, not 640w (1.69x)…
    expect(pickCandidate(product, 379.04, 1.75)?.url).toBe('/p-800.webp');
    // …and a thumbnail (23vw = 95 px) 320w, not 160w (1.69x).
    expect(pickCandidate(product, 94.76, 1.75)?.url).toBe('/p-320.webp');
    // At DPR 1 the same slot takes 480w; wider than every candidate, the largest.
    expect(pickCandidate(product, 379.04, 1)?.url).toBe('/p-480.webp');
    expect(pickCandidate(product, 2000, 2)?.url).toBe('/p-1024.webp');
  });

  it('finds the priority image through its preload, else the img with fetchpriority=high', () => {
    expect(priorityImageUrl(PAGE, 412, 1.75)).toBe('/images/hero-720.webp');
    const img =
      '<img src="/b-800.webp" srcSet="/b-320.webp 320w, /b-800.webp 800w" sizes="100vw" fetchPriority="high" alt=""/>';
    expect(priorityImageUrl(img, 412, 1.75)).toBe('/b-800.webp');
    expect(priorityImageUrl(img, 160, 1.75)).toBe('/b-320.webp');
  });

  it("finds each theme's priority image by its preload's media", () => {
    const preload = (srcset: string, media: string) =>
      `<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="92vw" fetchPriority="high" media="${media}"/>`;
    const page =
      preload('/l-480.webp 480w, /l-800.webp 800w', 'not all and (prefers-color-scheme: dark)') +
      preload('/d-480.webp 480w, /d-800.webp 800w', '(prefers-color-scheme: dark)');
    expect(priorityImageUrl(page, 412, 1.75)).toBe('/l-800.webp');
    expect(priorityImageUrl(page, 412, 1.75, 'light')).toBe('/l-800.webp');
    expect(priorityImageUrl(page, 412, 1.75, 'dark')).toBe('/d-800.webp');
    expect(() => priorityImageUrl(preload('/x.webp 1w', 'print'), 412, 1)).toThrow(/print/);
  });
});
