/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brokenAssumptions,
  checkNextOutput,
  EXPORT_ASSUMPTIONS,
  PAGE_ASSUMPTIONS,
  type RawExport,
} from '@/scripts/export/next-output-contract';
import {
  isNextInlineScript,
  payloadElements,
  payloadHints,
  readPayload,
} from '@/scripts/export/next-inline-scripts';
import { sortFromUrlScript } from '@/lib/shop-url-scripts';
import {
  FIXTURE_NEXT_VERSION,
  RAW_EXPORT_FILES,
  RAW_PRODUCT_PAGE,
} from '@/tests/fixtures/next-export';

const PRODUCT = '/products/milk-bar.html';
const NOT_FOUND = '/404.html';
const STYLESHEET = '/_next/static/chunks/3rmua_ptukse7.css';
const FRAUNCES = '/_next/static/media/fraunces_600-s.p.17c80ln2_2pdw.woff2';

type Files = Record<string, string>;

function rawExport(files: Files): RawExport {
  return {
    pages: Object.keys(files)
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.slice(1)),
    readSiteFile: (urlPath) => {
      const file = files[urlPath];
      if (file === undefined) throw new Error(`no ${urlPath}`);
      return Buffer.from(file);
    },
  };
}

/** The fixture with `from` replaced by `to` in one file; `from` must be there, so no break goes untried. */
function edited(file: string, from: string | RegExp, to: string, files = RAW_EXPORT_FILES): Files {
  const text = files[file] ?? '';
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${String(from)} is not in ${file}`);
  return { ...files, [file]: changed };
}

/** A row of the RSC payload as it stands in the page: inside a JSON string. */
const inPayload = (row: string) => JSON.stringify(`${row}\n`).slice(1, -1);

const asyncScript = (file: string) =>
  `<script src="/_next/static/chunks/${file}" async=""></script>`;
const BOOTSTRAP = /<script id="_R_">.*?<\/script>/.exec(RAW_PRODUCT_PAGE)![0];
const SCRIPT_PRELOAD =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/42212ntq3xswm.js"/>';
const STYLESHEET_LINK = `<link rel="stylesheet" href="${STYLESHEET}" data-precedence="next"/>`;
const FRAUNCES_PRELOAD = `<link rel="preload" href="${FRAUNCES}" as="font" crossorigin="" type="font/woff2"/>`;
const withFace = (face: string, files: Files = RAW_EXPORT_FILES) => ({
  ...files,
  [STYLESHEET]: `${files[STYLESHEET]}${face}`,
});

/** Each assumption, broken one way at a time, with the problem the check must name. */
const BREAKS: Array<{ name: string; change: string; files: Files; problem: string }> = [
  {
    name: 'scripts-are-async',
    change: 'a page script is a module',
    files: edited(
      PRODUCT,
      asyncScript('1b7bi1zvb-kp4.js'),
      '<script src="/_next/static/chunks/1b7bi1zvb-kp4.js" type="module" async=""></script>',
    ),
    problem:
      'products/milk-bar.html: a script of another kind: <script src="/_next/static/chunks/1b7bi1zvb-kp4.js" type="module" async="">',
  },
  {
    name: 'scripts-are-async',
    change: 'a page script blocks the parser',
    files: edited(
      PRODUCT,
      asyncScript('1b7bi1zvb-kp4.js'),
      '<script src="/_next/static/chunks/1b7bi1zvb-kp4.js"></script>',
    ),
    problem:
      'products/milk-bar.html: a script of another kind: <script src="/_next/static/chunks/1b7bi1zvb-kp4.js">',
  },
  {
    name: 'script-preloads',
    change: 'a script is module-preloaded',
    files: edited(
      PRODUCT,
      SCRIPT_PRELOAD,
      '<link rel="modulepreload" href="/_next/static/chunks/42212ntq3xswm.js"/>',
    ),
    problem:
      'products/milk-bar.html: a module preload: <link rel="modulepreload" href="/_next/static/chunks/42212ntq3xswm.js"/>',
  },
  {
    name: 'script-preloads',
    change: 'a preloaded script is not among the async scripts',
    files: edited(PRODUCT, SCRIPT_PRELOAD, SCRIPT_PRELOAD.replace('42212ntq3xswm', 'elsewhere')),
    problem: `products/milk-bar.html: a preload of a script the page does not run: ${SCRIPT_PRELOAD.replace('42212ntq3xswm', 'elsewhere')}`,
  },
  {
    name: 'turbopack-bootstrap',
    change: 'a chunk the bootstrap names has no script tag',
    files: edited(PRODUCT, asyncScript('0qoihxbo2h-z_.js'), ''),
    problem:
      'products/milk-bar.html: the bootstrap names /_next/static/chunks/0qoihxbo2h-z_.js, which is no async script of the page',
  },
  {
    name: 'turbopack-bootstrap',
    change: 'there is no Turbopack bootstrap (a webpack build)',
    files: edited(PRODUCT, BOOTSTRAP, ''),
    problem: 'products/milk-bar.html: 0 Turbopack bootstraps, not one',
  },
  {
    name: 'rsc-payload-inline',
    change: 'the payload is not in the page',
    files: edited(PRODUCT, /<script>\(?self\.__next_f.*?<\/script>/g, ''),
    problem: 'products/milk-bar.html: no inline `self.__next_f.push` payload it can read',
  },
  {
    name: 'inline-scripts-known',
    change: 'Next writes an inline script of a new kind',
    files: edited(PRODUCT, '</body>', '<script>$RC("B:0","S:0")</script></body>'),
    problem: 'products/milk-bar.html: an inline script: <script>$RC("B:0","S:0")',
  },
  {
    name: 'payload-scripts-on-page',
    change: 'a script the payload renders has no script tag',
    files: edited(PRODUCT, asyncScript('10zehyv7xphun.js'), ''),
    problem:
      'products/milk-bar.html: the payload renders /_next/static/chunks/10zehyv7xphun.js, which is no async script of the page',
  },
  {
    name: 'head-opens-with-charset',
    change: 'the charset comes after the viewport',
    files: edited(
      PRODUCT,
      '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
      '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta charSet="utf-8"/>',
    ),
    problem: 'products/milk-bar.html: the head opens <head><meta name="viewport"',
  },
  {
    name: 'stylesheet-links',
    change: 'the stylesheet is linked for some media only',
    files: edited(PRODUCT, STYLESHEET_LINK, STYLESHEET_LINK.replace('/>', ' media="screen"/>')),
    problem: `products/milk-bar.html: a stylesheet linked otherwise: ${STYLESHEET_LINK.replace('/>', ' media="screen"/>')} (for some media only)`,
  },
  {
    name: 'stylesheet-links',
    change: 'the stylesheet link has no precedence',
    files: edited(PRODUCT, STYLESHEET_LINK, `<link rel="stylesheet" href="${STYLESHEET}"/>`),
    problem: `products/milk-bar.html: a stylesheet linked otherwise: <link rel="stylesheet" href="${STYLESHEET}"/> (without data-precedence)`,
  },
  {
    name: 'stylesheet-links',
    change: 'the stylesheet is linked in the body',
    files: edited(
      PRODUCT,
      '</main>',
      `${STYLESHEET_LINK}</main>`,
      edited(PRODUCT, STYLESHEET_LINK, ''),
    ),
    problem: `products/milk-bar.html: a stylesheet linked otherwise: ${STYLESHEET_LINK} (outside the head)`,
  },
  {
    name: 'font-faces',
    change: 'a face holds a brace',
    files: withFace(
      '@font-face{font-family:extra;src:url(../media/extra.woff2);@supports (x:y){}}',
    ),
    problem: `products/milk-bar.html: a face whose block holds a brace: ${STYLESHEET}: @font-face{font-family:extra;src:url(../media/extra.woff2);@supports (x:y)`,
  },
  {
    name: 'font-faces',
    change: 'a face names its font by an absolute URL',
    files: withFace('@font-face{font-family:extra;src:url(https://fonts.example/extra.woff2)}'),
    problem: `products/milk-bar.html: a face naming a font by a data: or absolute URL: ${STYLESHEET}: @font-face{font-family:extra;src:url(https://fonts.example/extra.woff2)`,
  },
  {
    name: 'font-faces',
    change: 'a face names a WOFF font',
    files: withFace('@font-face{font-family:extra;src:url(../media/extra.woff)}', {
      ...RAW_EXPORT_FILES,
      '/_next/static/media/extra.woff': 'wOFF',
    }),
    problem: `products/milk-bar.html: a face naming a font that is not .woff2: ${STYLESHEET}: @font-face{font-family:extra;src:url(../media/extra.woff)`,
  },
  {
    name: 'font-faces',
    change: 'a face names a font the export lacks',
    files: withFace('@font-face{font-family:extra;src:url(../media/extra.woff2)}'),
    problem: `products/milk-bar.html: a face naming a font the export lacks, /_next/static/media/extra.woff2: ${STYLESHEET}: @font-face{font-family:extra;src:url(../media/extra.woff2)`,
  },
  {
    name: 'font-faces',
    change: 'a face is never closed',
    files: withFace('@font-face{font-family:extra;src:url(../media/extra.woff2)'),
    problem: `products/milk-bar.html: a face whose block holds a brace: ${STYLESHEET}: @font-face{font-family:extra;src:url(../media/extra.woff2)`,
  },
  {
    name: 'font-preloads',
    change: 'a font preload has no crossorigin',
    files: edited(PRODUCT, FRAUNCES_PRELOAD, FRAUNCES_PRELOAD.replace(' crossorigin=""', '')),
    problem: `products/milk-bar.html: a font preload of another form: ${FRAUNCES_PRELOAD.replace(' crossorigin=""', '')} (without crossorigin="")`,
  },
  {
    name: 'font-preloads',
    change: 'a font preload is for some media only',
    files: edited(PRODUCT, FRAUNCES_PRELOAD, FRAUNCES_PRELOAD.replace('/>', ' media="screen"/>')),
    problem: `products/milk-bar.html: a font preload of another form: ${FRAUNCES_PRELOAD.replace('/>', ' media="screen"/>')} (for some media only)`,
  },
  {
    name: 'font-preloads',
    change: 'a font no face names is preloaded',
    files: edited(PRODUCT, FRAUNCES_PRELOAD, FRAUNCES_PRELOAD.replace(FRAUNCES, '/other.woff2')),
    problem: `products/milk-bar.html: a font preload of another form: ${FRAUNCES_PRELOAD.replace(FRAUNCES, '/other.woff2')} (of a font no face names)`,
  },
  {
    name: 'payload-styles-on-page',
    change: 'the payload names a stylesheet the page does not link',
    files: edited(
      PRODUCT,
      inPayload(`:HL["${STYLESHEET}","style"]`),
      inPayload(':HL["/_next/static/chunks/other.css","style"]'),
    ),
    problem:
      'products/milk-bar.html: the payload names /_next/static/chunks/other.css, which the page does not link',
  },
  {
    name: 'payload-styles-on-page',
    change: 'the payload no longer names the stylesheet',
    files: edited(
      NOT_FOUND,
      inPayload(`:HL["${STYLESHEET}","style"]`) +
        inPayload(
          `13:["$","link","0",{"rel":"stylesheet","href":"${STYLESHEET}","precedence":"next","crossOrigin":"$undefined","nonce":"$undefined"}]`,
        ),
      '',
    ),
    problem: `404.html: the payload no longer names ${STYLESHEET}`,
  },
  {
    name: 'payload-styles-on-page',
    change: 'the payload hints a font no face names',
    files: edited(
      PRODUCT,
      inPayload(`:HL["${FRAUNCES}","font",{"crossOrigin":"","type":"font/woff2"}]`),
      inPayload(':HL["/other.woff2","font",{"crossOrigin":"","type":"font/woff2"}]'),
    ),
    problem:
      'products/milk-bar.html: the payload hints /other.woff2, which no face of the stylesheet names',
  },
  {
    name: 'priority-image',
    change: 'a page has two priority images',
    files: edited(
      PRODUCT,
      'fetchPriority="low" class="aspect-square',
      'fetchPriority="high" class="aspect-square',
    ),
    problem: 'products/milk-bar.html: 2 priority images: <img width="800" height="800"',
  },
  {
    name: 'priority-image',
    change: 'the image preload is of another image',
    files: edited(
      PRODUCT,
      'imageSrcSet="/images/products/milk-bar/front-160.webp',
      'imageSrcSet="/images/products/milk-bar/back-160.webp',
    ),
    problem:
      'products/milk-bar.html: an image preload of another image: <link rel="preload" as="image" imageSrcSet="/images/products/milk-bar/back-160.webp',
  },
  {
    name: 'not-found-copy',
    change: 'Next no longer writes _not-found.html',
    files: Object.fromEntries(
      Object.entries(RAW_EXPORT_FILES).filter(([file]) => file !== '/_not-found.html'),
    ),
    problem: 'no _not-found.html in the export',
  },
  {
    name: 'not-found-copy',
    change: 'Next no longer writes 404.html',
    files: Object.fromEntries(
      Object.entries(RAW_EXPORT_FILES).filter(([file]) => file !== NOT_FOUND),
    ),
    problem: 'no 404.html in the export',
  },
];

const ASSUMPTIONS = [...PAGE_ASSUMPTIONS, ...EXPORT_ASSUMPTIONS];

describe("the rewrite's assumptions about Next's output", () => {
  it(`all hold on the export of Next ${FIXTURE_NEXT_VERSION}, not-found page and all`, () => {
    expect(brokenAssumptions(rawExport(RAW_EXPORT_FILES))).toEqual([]);
    expect(() => checkNextOutput(rawExport(RAW_EXPORT_FILES))).not.toThrow();
  });

  it("leaves the app's own inline scripts, inside its markup, to the app", () => {
    const withAppScript = edited(
      PRODUCT,
      '</main>',
      `<div><script>${sortFromUrlScript('shop-sort')}</script></div></main>`,
    );
    expect(brokenAssumptions(rawExport(withAppScript))).toEqual([]);
  });

  it('each has a name of its own, and a break tested below', () => {
    const names = ASSUMPTIONS.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(BREAKS.map(({ name }) => name))).toEqual(new Set(names));
  });

  it('each says what it assumes and names the code that relies on it, files that exist', () => {
    for (const { name, assumes, reliedOnBy } of ASSUMPTIONS) {
      expect({ name, assumes }).toEqual({ name, assumes: expect.stringMatching(/^\S.{20,}[^.]$/) });
      const files = reliedOnBy.match(/\b(?:lib|scripts)\/[\w/.-]*\w/g) ?? [];
      expect({ name, files: files.length > 0 }).toEqual({ name, files: true });
      for (const file of files)
        expect({ name, file, exists: existsSync(path.resolve(__dirname, '../..', file)) }).toEqual({
          name,
          file,
          exists: true,
        });
    }
  });

  it('prints every broken assumption once, with its first three problems and how many more', () => {
    const longTag = (length: number) => `<script data-x="${'a'.repeat(length - 18)}">`;
    const modulePreload = (n: number) =>
      `<link rel="modulepreload" href="/_next/static/chunks/m${n}.js"/>`;
    const files = edited(
      PRODUCT,
      '</body>',
      `${longTag(160)}a()</script>${longTag(161)}b()</script><script>c()</script><script>d()</script></body>`,
      edited(PRODUCT, SCRIPT_PRELOAD, SCRIPT_PRELOAD + [1, 2, 3].map(modulePreload).join('')),
    );
    const [preloads, inline] = ['script-preloads', 'inline-scripts-known'].map((name) =>
      ASSUMPTIONS.find((assumption) => assumption.name === name)!,
    );
    expect(() => checkNextOutput(rawExport(files))).toThrow(
      new Error(
        [
          `Next's output broke 2 assumptions of the export rewrite (scripts/export/next-output-contract.ts; see "Upgrading Next" in docs/contributing.md):`,
          `[script-preloads] Assumed: ${preloads!.assumes}.`,
          `  Relied on by ${preloads!.reliedOnBy}.`,
          ...[1, 2, 3].map(
            (n) => `  products/milk-bar.html: a module preload: ${modulePreload(n)}`,
          ),
          `[inline-scripts-known] Assumed: ${inline!.assumes}.`,
          `  Relied on by ${inline!.reliedOnBy}.`,
          `  products/milk-bar.html: an inline script: ${longTag(160)}a()`,
          `  products/milk-bar.html: an inline script: ${longTag(161).slice(0, 160)}…b()`,
          '  products/milk-bar.html: an inline script: <script>c()',
          '  …and 1 more',
        ].join('\n'),
      ),
    );
  });

  it.each(BREAKS)(
    '$name fails alone when $change, naming itself and where',
    ({ name, files, problem }) => {
      const broken = brokenAssumptions(rawExport(files));
      expect(broken.map(({ assumption }) => assumption.name)).toEqual([name]);
      const assumption = ASSUMPTIONS.find((candidate) => candidate.name === name)!;
      let message = '';
      try {
        checkNextOutput(rawExport(files));
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message.split('\n')[0]).toBe(
        `Next's output broke an assumption of the export rewrite (scripts/export/next-output-contract.ts; see "Upgrading Next" in docs/contributing.md):`,
      );
      expect(message).toContain(`[${name}] Assumed: ${assumption.assumes}.`);
      expect(message).toContain(`Relied on by ${assumption.reliedOnBy}.`);
      expect(message).toContain(`  ${problem}`);
    },
  );
});

describe("reading Next's inline scripts", () => {
  const OPENER = '(self.__next_f=self.__next_f||[]).push([0])';
  const rows = (text: string) => `self.__next_f.push(${JSON.stringify([1, text])})`;
  const kindOf = (text: string) => ({ text, isNext: isNextInlineScript(text) });

  it('knows the payload and the bootstrap minified or not, whatever whitespace stands around them', () => {
    for (const text of [
      OPENER,
      '\n(self.__next_f = self.__next_f || []).push([0]);\n',
      rows('0:"x"\n'),
      '(globalThis["TURBOPACK"]||(globalThis["TURBOPACK"]=[])).push({"otherChunks":[]})',
      '(globalThis["TURBOPACK"]  ||  (globalThis["TURBOPACK"]  =  [])).push({"otherChunks":[]})',
    ])
      expect(kindOf(text)).toEqual({ text, isNext: true });
  });

  it('reports the pushes it cannot read as rows: form state [2,…], binary rows [3,…] and any other shape', () => {
    for (const text of [
      'self.__next_f.push([2,"form state"])',
      'self.__next_f.push([3,"AAEC"])',
      'self.__next_f.push([1])',
      'self.__next_f.push([1,5])',
      'self.__next_f.push([0,"rows"])',
    ])
      expect(kindOf(text)).toEqual({ text, isNext: false });
  });

  it('joins the rows of every payload script in order, and reads none without its opener or its rows', () => {
    expect(readPayload([OPENER, rows('0:"a'), 'other()', rows('b"\n')])).toBe('0:"ab"\n');
    expect(readPayload([rows('0:"a"\n')])).toBeNull();
    expect(readPayload([OPENER])).toBeNull();
  });

  it('passes over a hint or an element it cannot read rather than failing on it', () => {
    const payload = [
      ':HL["/a.css","style"]',
      ':HL[5,"style"]',
      '2:["$","link","0",{"rel":"stylesheet","href":"/a.css"}]',
      '3:["$","link",null,{"rel":"stylesheet",href:"/b.css"}]',
    ].join('\n');
    expect(payloadHints(payload, 'style')).toEqual(['/a.css']);
    expect(payloadElements(payload, 'link')).toStrictEqual([{ rel: 'stylesheet', href: '/a.css' }]);
  });
});

describe('the Next the rewrite is written for', () => {
  const ROOT = path.resolve(__dirname, '../..');
  const { dependencies, devDependencies } = JSON.parse(
    readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
  ) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
  const pinned: Record<string, string | undefined> = {
    next: dependencies.next,
    react: dependencies.react,
    'react-dom': dependencies['react-dom'],
    '@next/env': devDependencies['@next/env'],
    'eslint-config-next': devDependencies['eslint-config-next'],
    '@types/react': devDependencies['@types/react'],
    '@types/react-dom': devDependencies['@types/react-dom'],
  };
  const installed = (name: string): string =>
    (
      JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;

  it('is pinned exactly in package.json, with the packages that move with it, and installed so', () => {
    for (const [name, version] of Object.entries(pinned)) {
      expect({ name, version }).toEqual({
        name,
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      });
      expect({ name, installed: installed(name) }).toEqual({ name, installed: version });
    }
    expect(pinned['@next/env']).toBe(pinned.next);
    expect(pinned['eslint-config-next']).toBe(pinned.next);
    expect(pinned['react-dom']).toBe(pinned.react);
  });

  it('wrote the fixture above: take it again from its raw export when upgrading', () => {
    expect(pinned.next).toBe(FIXTURE_NEXT_VERSION);
  });
});
