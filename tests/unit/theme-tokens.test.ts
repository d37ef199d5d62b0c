/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandMark } from '@/components/layout/brand-mark';
import { BACKDROPS, PALETTE } from '@/data/palette';
import { productBackdropClass } from '@/lib/images';
import { BRAND_THEME_COLOR, NIGHT_THEME_COLOR } from '@/lib/seo/icons';
import { isDark } from '../../scripts/images/color';
import { CHART_PALETTES } from '../../scripts/images/size-chart';
import { themeTokens } from './support/theme-tokens';

const ROOT = path.resolve(__dirname, '../..');
const tokens = themeTokens(ROOT);

describe('the palette (data/palette.ts)', () => {
  it.each(['light', 'dark'] as const)(
    "is the stylesheet's own colors in the %s theme, token for token",
    (scheme) => {
      const differing = Object.entries(PALETTE[scheme])
        .filter(([name, color]) => tokens[scheme][name] !== color)
        .map(
          ([name, color]) => `${name}: ${color} here, ${tokens[scheme][name]} in app/globals.css`,
        );
      expect(differing).toEqual([]);
    },
  );
});

/** The shapes of an SVG, each as its tag and attributes (React writes strokeWidth as stroke-width). */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(circle|path|rect)\b([^>]*?)\/?>/g)].map(([, tag, attributes = '']) => {
    const pairs = [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(
      ([, name, value]) => `${name}=${value}`,
    );
    return [tag, ...pairs.sort()].join(' ');
  });
}

describe("the backdrops behind a product's drawings (data/palette.ts)", () => {
  it.each(['light', 'dark'] as const)(
    "are the stylesheet's backdrop tokens in the %s theme, one by one, and no token more",
    (scheme) => {
      const inPalette = Object.fromEntries(
        BACKDROPS[scheme].flatMap((backdrop, index) =>
          (['ground', 'shape', 'surface'] as const).map((part) => [
            `backdrop-${part}-${index + 1}`,
            backdrop[part],
          ]),
        ),
      );
      const inStylesheet = Object.fromEntries(
        Object.entries(tokens[scheme]).filter(([name]) => name.startsWith('backdrop-')),
      );
      expect(inStylesheet).toEqual(inPalette);
    },
  );

  // The pages' dark first paint is checked on a few pages only (tests/e2e/every-route.spec.ts), which show
  // some of the backdrops (scripts/e2e/markup-kinds.ts): each of them is checked here.
  it('are night colors in the dark theme, every part of every one', () => {
    const light = BACKDROPS.dark.flatMap((backdrop, index) =>
      Object.entries(backdrop)
        .filter(([, color]) => !isDark(color))
        .map(([part, color]) => `backdrop ${index + 1}, ${part}: ${color}`),
    );
    expect(light).toEqual([]);
  });

  it('are as many as lib/images.ts cycles through', () => {
    expect(BACKDROPS.light).toHaveLength(7);
    expect(BACKDROPS.dark).toHaveLength(7);
    expect(productBackdropClass(7)).toMatch(/^backdrop-7 /);
    expect(productBackdropClass(8)).toMatch(/^backdrop-1 /);
  });
});

describe('the favicon (app/icon.svg)', () => {
  it('is the brand mark the header draws, shape for shape and color for color', () => {
    const icon = readFileSync(path.join(ROOT, 'app/icon.svg'), 'utf8');
    const mark = renderToStaticMarkup(createElement(BrandMark));
    expect(shapes(mark)).toHaveLength(4);
    expect(shapes(icon)).toEqual(shapes(mark));
  });
});

describe('the color tokens (app/globals.css)', () => {
  it('give every token a dark value, and the dark theme no token of its own', () => {
    expect(Object.keys(tokens.light).length).toBeGreaterThan(10);
    // The error toast's red and its white text read the same on either page.
    const sameInBothThemes = ['alert', 'on-alert'];
    const withDark = Object.keys(tokens.light).filter((name) => !sameInBothThemes.includes(name));
    expect(Object.keys(tokens.dark).sort()).toEqual(withDark.sort());
  });

  it("are the size chart's colors in each theme, so the drawing reads as part of the page", () => {
    for (const scheme of ['light', 'dark'] as const) {
      const chart = CHART_PALETTES[scheme];
      const theme = tokens[scheme];
      expect([chart.ink, chart.muted, chart.brand, chart.line, chart.rowTint]).toEqual([
        theme.ink,
        theme.muted,
        theme.brand,
        theme.line,
        theme['brand-soft'],
      ]);
    }
    // At night the chart's ground is the card it sits in.
    expect(CHART_PALETTES.dark.ground).toBe(tokens.dark.surface);
  });

  it("color the browser's own bars: the brand by day, the night page in the dark", () => {
    expect(BRAND_THEME_COLOR).toBe(tokens.light.brand);
    expect(NIGHT_THEME_COLOR).toBe(tokens.dark.cream);
  });
});

/** A color a component would paint around the tokens, so the dark theme would not reach it. */
const LITERAL_COLOR = new RegExp(
  [
    // #rgb … #rrggbbaa, rgb(), hsl(), oklch() in a class, a style or an SVG attribute
    String.raw`#[0-9a-f]{3,8}\b`,
    String.raw`\b(?:rgba?|hsla?|oklch|oklab)\(`,
    // Tailwind's own palette: bg-white, text-black/50, border-red-700, ring-gray-100…
    String.raw`\b(?:bg|text|border|ring|outline|fill|stroke|from|via|to|decoration|divide|placeholder|accent|caret|shadow)-(?:white|black|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})\b`,
  ].join('|'),
  'gi',
);

describe('components paint in tokens only', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /^(app|components)\/.*\.tsx?$/.test(file));

  it('finds the files to read', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('names no color of its own: a new one is a token in app/globals.css, with its dark value', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(LITERAL_COLOR)].map((match) => `${file}:${index + 1} ${match[0]}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
