/** Chart: a pie chart of mom life with a legend; the first line is the title, the rest are the slices. */
import { lighten } from '../color';
import { capHeight, fitSize, textPath } from '../fonts';
import { el, num } from '../svg';
import { type PrintContext, upper } from './context';
import { splitLine } from './vintage';

/** Slice shares, largest first: each slice about 40% of what is left, the last one gets the rest. */
export function sliceShares(count: number): number[] {
  const shares: number[] = [];
  let left = 1;
  for (let i = 0; i < count - 1; i++) {
    const share = left * (i === 0 ? 0.62 : 0.66);
    shares.push(share);
    left -= share;
  }
  shares.push(left);
  return shares;
}

function slicePath(cx: number, cy: number, r: number, from: number, to: number): string {
  const a0 = from * Math.PI * 2 - Math.PI / 2;
  const a1 = to * Math.PI * 2 - Math.PI / 2;
  const large = to - from > 0.5 ? 1 : 0;
  return `M${num(cx)} ${num(cy)}L${num(cx + r * Math.cos(a0))} ${num(cy + r * Math.sin(a0))}A${num(r)} ${num(r)} 0 ${large} 1 ${num(cx + r * Math.cos(a1))} ${num(cy + r * Math.sin(a1))}Z`;
}

export function chartPrint(c: PrintContext): string {
  const [title = '', ...labels] = c.lines;
  const items = labels.length ? labels : [title];
  const shares = sliceShares(items.length);
  const titleText = upper(title);
  const titleSize = fitSize(titleText, 'heavy', 270, 46, 0.06);
  let svg = el('path', {
    d: textPath(titleText, {
      font: 'heavy',
      size: titleSize,
      x: 0,
      y: -150 + capHeight('heavy') * titleSize + 4,
      anchor: 'middle',
      tracking: 0.06,
    }),
    fill: c.inks[0],
  });
  const cx = -70;
  const cy = 34;
  const r = 74;
  let from = 0;
  items.forEach((_, i) => {
    const to = from + (shares[i] ?? 0);
    svg += el('path', {
      d: slicePath(cx, cy, r, from, to),
      fill: c.inks[i % c.inks.length],
      stroke: c.ground,
      'stroke-width': 4,
      'stroke-linejoin': 'round',
    });
    from = to;
  });
  svg += el('circle', { cx, cy, r: r + 6, fill: 'none', stroke: c.inks[0], 'stroke-width': 2.5 });
  // Legend rows: a swatch, then the label in up to two lines.
  const legendX = 24;
  const rowH = 150 / items.length;
  let legend = '';
  items.forEach((label, i) => {
    const rowTop = cy - 75 + i * rowH;
    const parts = splitLine(upper(label), 10);
    const size = Math.min(...parts.map((part) => fitSize(part, 'sans', 106, 19, 0.04)));
    const cap = capHeight('sans') * size;
    const blockH = parts.length * cap + (parts.length - 1) * 6;
    let y = rowTop + (rowH - blockH) / 2 + cap;
    svg += el('rect', {
      x: legendX,
      y: rowTop + rowH / 2 - 9,
      width: 18,
      height: 18,
      rx: 4,
      fill: c.inks[i % c.inks.length],
    });
    for (const part of parts) {
      legend += textPath(part, { font: 'sans', size, x: legendX + 28, y, tracking: 0.04 });
      y += cap + 6;
    }
  });
  svg += el('path', { d: legend, fill: lighten(c.inks[0], 0.6) });
  return svg;
}
