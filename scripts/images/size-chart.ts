/**
 * The size chart: a sweatshirt with the bust, waist and hip lines measured across it, beside a table
 * of every size's body measurements from data/size-guide.ts.
 */
import { PALETTE } from '@/data/palette';
import { proTips } from '@/data/size-guide';
import { formatInchRange, SIZE_CHART_UNIT, type SizeChartRow } from '@/data/size-guide-copy';
import type { ColorScheme } from '@/lib/images';
import { capHeight, fitSize, measureText, textPath } from './fonts';
import { garment } from './garment';
import { el, group, heartPath, num, svgDocument } from './svg';

interface ChartPalette {
  /** Behind everything: the card the chart sits in (the `surface` token in the dark theme). */
  ground: string;
  ink: string;
  muted: string;
  brand: string;
  /** Text on a brand fill. */
  onBrand: string;
  /** The table's own ground, and its striped rows. */
  paper: string;
  rowTint: string;
  line: string;
  /** The measured sweatshirt: pale by day, a soft mid-tone at night. */
  fabric: string;
}

/**
 * The chart in each theme, in the page's own colors (data/palette.ts: ink, muted, brand, cream, brand-soft,
 * line, and at night the surface it sits on), so it reads as part of the page either way.
 */
export const CHART_PALETTES: Record<ColorScheme, ChartPalette> = {
  light: {
    ground: '#fffaf5',
    ink: PALETTE.light.ink,
    muted: PALETTE.light.muted,
    brand: PALETTE.light.brand,
    onBrand: PALETTE.light.cream,
    paper: PALETTE.light.cream,
    rowTint: PALETTE.light['brand-soft'],
    line: PALETTE.light.line,
    fabric: '#e9ddd0',
  },
  dark: {
    ground: PALETTE.dark.surface,
    ink: PALETTE.dark.ink,
    muted: PALETTE.dark.muted,
    brand: PALETTE.dark.brand,
    onBrand: PALETTE.dark['on-brand'],
    paper: PALETTE.dark.cream,
    rowTint: PALETTE.dark['brand-soft'],
    line: PALETTE.dark.line,
    fabric: '#5b4d55',
  },
};

/** The measured lines, in garment coordinates: where each is taken and how wide the body is there. */
const MEASURES = [
  { label: 'Bust', y: 270, half: 209 },
  { label: 'Waist', y: 450, half: 212 },
  { label: 'Hips', y: 650, half: 216 },
] as const;

function arrowLine(x0: number, x1: number, y: number, color: string): string {
  const head = (x: number, dir: number) =>
    `M${num(x + dir * 14)} ${num(y - 9)}L${num(x)} ${num(y)}L${num(x + dir * 14)} ${num(y + 9)}`;
  return (
    el('path', {
      d: `M${num(x0 + 4)} ${num(y)}H${num(x1 - 4)}`,
      stroke: color,
      'stroke-width': 5,
      'stroke-dasharray': '14 9',
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: head(x0, 1) + head(x1, -1),
      stroke: color,
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

function pill(c: ChartPalette, text: string, cx: number, cy: number, size: number): string {
  const w = measureText(text, 'sans', size) + size * 1.1;
  return (
    el('rect', {
      x: cx - w / 2,
      y: cy - size * 0.8,
      width: w,
      height: size * 1.6,
      rx: size * 0.8,
      fill: c.brand,
    }) +
    el('path', {
      d: textPath(text, {
        font: 'sans',
        size,
        x: cx,
        y: cy + (capHeight('sans') * size) / 2,
        anchor: 'middle',
      }),
      fill: c.onBrand,
    })
  );
}

/** The sweatshirt with its three measuring lines, in garment coordinates (about 800 × 720). */
export function measuredSweatshirt(id: string, c: ChartPalette = CHART_PALETTES.light): string {
  let svg = garment({ color: c.fabric, side: 'front', sleeveAngle: 16, zips: 'closed', id });
  for (const m of MEASURES)
    svg += arrowLine(-m.half, m.half, m.y, c.brand) + pill(c, m.label, 0, m.y - 36, 34);
  return svg;
}

interface Column {
  title: string;
  width: number;
  cell: (row: SizeChartRow) => string;
}

const COLUMNS: Column[] = [
  { title: 'Size', width: 100, cell: (r) => r.size },
  { title: 'US', width: 110, cell: (r) => r.us },
  { title: 'Bust', width: 112, cell: (r) => formatInchRange(r.bust) },
  { title: 'Waist', width: 112, cell: (r) => formatInchRange(r.waist) },
  { title: 'Hips', width: 112, cell: (r) => formatInchRange(r.hips) },
];

function table(
  c: ChartPalette,
  rows: readonly SizeChartRow[],
  x0: number,
  y0: number,
  rowHeight: number,
): string {
  const width = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  const height = rowHeight * (rows.length + 1);
  let svg = el('rect', {
    x: x0,
    y: y0,
    width,
    height,
    rx: 18,
    fill: c.paper,
    stroke: c.line,
    'stroke-width': 3,
  });
  svg += el('path', {
    d: `M${x0} ${y0 + rowHeight}V${y0 + 18}Q${x0} ${y0} ${x0 + 18} ${y0}H${x0 + width - 18}Q${x0 + width} ${y0} ${x0 + width} ${y0 + 18}V${y0 + rowHeight}Z`,
    fill: c.brand,
  });
  rows.forEach((_, i) => {
    if (i % 2 === 0) {
      const y = y0 + rowHeight * (i + 1);
      const last = i === rows.length - 1;
      svg += last
        ? el('path', {
            d: `M${x0} ${y}H${x0 + width}V${y + rowHeight - 18}Q${x0 + width} ${y + rowHeight} ${x0 + width - 18} ${y + rowHeight}H${x0 + 18}Q${x0} ${y + rowHeight} ${x0} ${y + rowHeight - 18}Z`,
            fill: c.rowTint,
          })
        : el('rect', { x: x0, y, width, height: rowHeight, fill: c.rowTint });
    }
  });
  let header = '';
  let body = '';
  let bold = '';
  let x = x0;
  const size = 30;
  const baseline = (row: number) =>
    y0 + rowHeight * row + rowHeight / 2 + (capHeight('sans') * size) / 2;
  for (const [c, column] of COLUMNS.entries()) {
    const cx = x + column.width / 2;
    header += textPath(column.title, {
      font: 'sans',
      size: 28,
      x: cx,
      y: baseline(0),
      anchor: 'middle',
    });
    rows.forEach((row, r) => {
      const text = column.cell(row);
      const path = textPath(text, {
        font: c === 0 ? 'display' : 'sans',
        size: Math.min(size, fitSize(text, 'sans', column.width - 16, size)),
        x: cx,
        y: baseline(r + 1),
        anchor: 'middle',
      });
      if (c === 0) bold += path;
      else body += path;
    });
    x += column.width;
  }
  return (
    svg +
    el('path', { d: header, fill: c.onBrand }) +
    el('path', { d: bold, fill: c.brand }) +
    el('path', { d: body, fill: c.ink })
  );
}

export function sizeChartSvg(
  rows: readonly SizeChartRow[],
  width: number,
  height: number,
  pixelWidth: number,
  scheme: ColorScheme = 'light',
): string {
  const c = CHART_PALETTES[scheme];
  const tip = proTips[0] ?? '';
  const body =
    el('rect', { width, height, fill: c.ground }) +
    el('path', {
      d: textPath('Size Chart', { font: 'display', size: 64, x: 60, y: 112 }),
      fill: c.ink,
    }) +
    el('path', {
      d: textPath(`Body measurements in ${SIZE_CHART_UNIT}`, {
        font: 'sans',
        size: 30,
        x: 62,
        y: 162,
      }),
      fill: c.muted,
    }) +
    group(measuredSweatshirt('chart', c), 'translate(300 250) scale(0.62)') +
    table(c, rows, 590, 220, 80) +
    el('path', { d: heartPath(78, 826, 30), fill: c.brand }) +
    el('path', { d: textPath(tip, { font: 'sans', size: 32, x: 110, y: 838 }), fill: c.ink });
  return svgDocument(width, height, body, pixelWidth);
}
