/**
 * Text as SVG paths. Every word in the artwork is drawn from the @fontsource files in node_modules
 * (opentype.js 2 reads .woff), so rendering never depends on the fonts a machine happens to have.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype, { type Font, type PathCommand } from 'opentype.js';
import { num } from './svg';

const FONT_FILES = {
  /** Fraunces 600: the site's display face. */
  display: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
  /** Fraunces 900: heavy serif for vintage badges and tarot plates. */
  heavy: '@fontsource/fraunces/files/fraunces-latin-900-normal.woff',
  /** Fraunces 700 italic: the calligraphic "script" voice. */
  script: '@fontsource/fraunces/files/fraunces-latin-700-italic.woff',
  /** Nunito 900: rounded, bouncy, 70s-friendly. */
  rounded: '@fontsource/nunito/files/nunito-latin-900-normal.woff',
  /** Nunito 700: labels, legends, share-image body text. */
  sans: '@fontsource/nunito/files/nunito-latin-700-normal.woff',
} as const;

export type FontKey = keyof typeof FONT_FILES;

/** A 2D affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Matrix = readonly [number, number, number, number, number, number];

const fonts = new Map<FontKey, Font>();
/** Glyph outlines in font units (y pointing down), cached per font and glyph index. */
const outlines = new Map<string, PathCommand[]>();
const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));

function font(key: FontKey): Font {
  let parsed = fonts.get(key);
  if (!parsed) {
    const buffer = readFileSync(projectRequire.resolve(FONT_FILES[key]));
    parsed = opentype.parse(
      buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
    );
    fonts.set(key, parsed);
  }
  return parsed;
}

interface PlacedGlyph {
  commands: PathCommand[];
  /** Left edge of the glyph's advance box, in px from the start of the line. */
  x: number;
  /** Advance width in px. */
  width: number;
}

interface LineLayout {
  glyphs: PlacedGlyph[];
  /** Total advance in px. */
  width: number;
  size: number;
}

/** Lays out one line at `size` px with kerning; `tracking` is extra space per glyph in em. */
function layoutLine(text: string, key: FontKey, size: number, tracking = 0): LineLayout {
  const f = font(key);
  const scale = size / f.unitsPerEm;
  // One glyph per character, no GSUB: opentype.js 2 cannot run every substitution lookup these fonts
  // have (Nunito's ccmp), and display lettering needs no ligatures.
  const glyphs = Array.from(text).map((char) => {
    const glyph = f.charToGlyph(char);
    // Glyph 0 is .notdef: the font (a latin subset) cannot draw this character. Fail loudly rather than print a box.
    if (glyph.index === 0) {
      throw new Error(
        `The ${key} font has no glyph for "${char}" (U+${char.codePointAt(0)?.toString(16).toUpperCase()}) in "${text}"`,
      );
    }
    return glyph;
  });
  const kerning = f.position.getKerningTables(f.position.getDefaultScriptName());
  const placed: PlacedGlyph[] = [];
  let x = 0;
  glyphs.forEach((glyph, i) => {
    const cacheKey = `${key}:${glyph.index}`;
    let commands = outlines.get(cacheKey);
    if (!commands) {
      commands = glyph.getPath(0, 0, f.unitsPerEm).commands;
      outlines.set(cacheKey, commands);
    }
    const width = (glyph.advanceWidth ?? 0) * scale;
    placed.push({ commands, x, width });
    x += width + tracking * size;
    const next = glyphs[i + 1];
    if (next) {
      const kern = kerning
        ? f.position.getKerningValue(kerning, glyph.index, next.index)
        : f.getKerningValue(glyph, next);
      x += kern * scale;
    }
  });
  const width = glyphs.length > 0 ? x - tracking * size : 0;
  return { glyphs: placed, width, size };
}

export function measureText(text: string, key: FontKey, size: number, tracking = 0): number {
  return layoutLine(text, key, size, tracking).width;
}

/** Cap height as a fraction of the font size (for centring capitals vertically). */
export function capHeight(key: FontKey): number {
  const f = font(key) as Font & { tables: { os2?: { sCapHeight?: number } } };
  return (f.tables.os2?.sCapHeight ?? f.ascender * 0.7) / f.unitsPerEm;
}

/** The largest size ≤ maxSize at which `text` fits in `maxWidth`. */
export function fitSize(
  text: string,
  key: FontKey,
  maxWidth: number,
  maxSize: number,
  tracking = 0,
): number {
  const width = measureText(text, key, maxSize, tracking);
  return width <= maxWidth ? maxSize : (maxSize * maxWidth) / width;
}

function commandsToPath(commands: PathCommand[], m: Matrix, out: string[]): void {
  const [a, b, c, d, e, f] = m;
  const px = (x = 0, y = 0) => num(a * x + c * y + e);
  const py = (x = 0, y = 0) => num(b * x + d * y + f);
  for (const cmd of commands) {
    switch (cmd.type) {
      case 'M':
      case 'L':
        out.push(`${cmd.type}${px(cmd.x, cmd.y)} ${py(cmd.x, cmd.y)}`);
        break;
      case 'Q':
        out.push(
          `Q${px(cmd.x1, cmd.y1)} ${py(cmd.x1, cmd.y1)} ${px(cmd.x, cmd.y)} ${py(cmd.x, cmd.y)}`,
        );
        break;
      case 'C':
        out.push(
          `C${px(cmd.x1, cmd.y1)} ${py(cmd.x1, cmd.y1)} ${px(cmd.x2, cmd.y2)} ${py(cmd.x2, cmd.y2)} ${px(cmd.x, cmd.y)} ${py(cmd.x, cmd.y)}`,
        );
        break;
      case 'Z':
        out.push('Z');
        break;
    }
  }
}

/** Per-glyph placement: rotation in degrees about the glyph's baseline center, offsets in px. */
export interface GlyphPose {
  dx?: number;
  dy?: number;
  rotate?: number;
  scale?: number;
  /** Leave this glyph out (to draw a line's glyphs in several colors, one path per color). */
  skip?: boolean;
}

/** Path data for a laid-out line whose glyphs are posed individually. `origin` is the line's baseline start. */
function posedPath(
  layout: LineLayout,
  originX: number,
  originY: number,
  pose: (index: number, centerX: number) => GlyphPose = () => ({}),
  key: FontKey,
): string {
  const unit = layout.size / font(key).unitsPerEm;
  const out: string[] = [];
  layout.glyphs.forEach((g, i) => {
    const centerX = g.x + g.width / 2;
    const { dx = 0, dy = 0, rotate = 0, scale = 1, skip = false } = pose(i, centerX);
    if (skip) return;
    const s = unit * scale;
    const rad = (rotate * Math.PI) / 180;
    const cos = Math.cos(rad);
    const sin = Math.sin(rad);
    // Move the glyph so its baseline center is at the origin, scale, rotate, then place it.
    const half = (g.width / 2 / unit) * s;
    const tx = originX + centerX + dx;
    const ty = originY + dy;
    commandsToPath(
      g.commands,
      [s * cos, s * sin, -s * sin, s * cos, tx - half * cos, ty - half * sin],
      out,
    );
  });
  return out.join('');
}

type Anchor = 'start' | 'middle' | 'end';

export interface TextOptions {
  font: FontKey;
  size: number;
  x: number;
  y: number;
  anchor?: Anchor;
  tracking?: number;
}

function anchorOffset(width: number, anchor: Anchor): number {
  return anchor === 'middle' ? -width / 2 : anchor === 'end' ? -width : 0;
}

/** Path data for a straight line of text on baseline `y`. */
export function textPath(text: string, o: TextOptions): string {
  const layout = layoutLine(text, o.font, o.size, o.tracking);
  return posedPath(
    layout,
    o.x + anchorOffset(layout.width, o.anchor ?? 'start'),
    o.y,
    undefined,
    o.font,
  );
}

/** Path data for a line whose glyphs each get a pose (bouncy, wavy…), anchored like textPath. */
export function textPathPosed(
  text: string,
  o: TextOptions,
  pose: (index: number, centerX: number, width: number) => GlyphPose,
): string {
  const layout = layoutLine(text, o.font, o.size, o.tracking);
  return posedPath(
    layout,
    o.x + anchorOffset(layout.width, o.anchor ?? 'start'),
    o.y,
    (i, cx) => pose(i, cx, layout.width),
    o.font,
  );
}

export interface ArcTextOptions {
  font: FontKey;
  size: number;
  cx: number;
  cy: number;
  /** Radius of the baseline. */
  radius: number;
  tracking?: number;
  /** 'top' reads clockwise over the top of the circle; 'bottom' reads left to right under it. */
  side: 'top' | 'bottom';
}

/** Path data for text centered on the top or bottom of a circle, upright to the reader. */
export function arcTextPath(text: string, o: ArcTextOptions): string {
  const layout = layoutLine(text, o.font, o.size, o.tracking);
  const out: string[] = [];
  const unit = o.size / font(o.font).unitsPerEm;
  for (const g of layout.glyphs) {
    const along = g.x + g.width / 2 - layout.width / 2;
    const theta = along / o.radius;
    const px = o.cx + o.radius * Math.sin(theta);
    const py =
      o.side === 'top' ? o.cy - o.radius * Math.cos(theta) : o.cy + o.radius * Math.cos(theta);
    const rot = o.side === 'top' ? theta : -theta;
    const cos = Math.cos(rot);
    const sin = Math.sin(rot);
    const half = g.width / 2;
    commandsToPath(
      g.commands,
      [unit * cos, unit * sin, -unit * sin, unit * cos, px - half * cos, py - half * sin],
      out,
    );
  }
  return out.join('');
}

/** Greedy word wrap of `text` into lines no wider than `maxWidth` at `size`. */
function wrapLines(text: string, key: FontKey, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measureText(candidate, key, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The largest size (stepping down from maxSize) at which `text` wraps into at most `maxLines` lines. */
export function fitWrapped(
  text: string,
  key: FontKey,
  maxWidth: number,
  maxSize: number,
  maxLines: number,
  minSize = 12,
): { size: number; lines: string[] } {
  for (let size = maxSize; size > minSize; size -= 2) {
    const lines = wrapLines(text, key, size, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => measureText(line, key, size) <= maxWidth))
      return { size, lines };
  }
  return { size: minSize, lines: wrapLines(text, key, minSize, maxWidth) };
}
