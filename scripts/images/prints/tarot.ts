/** Tarot: a card with a double gilded frame, a numeral, a moon-and-sun centrepiece, stars and a title plate. */
import { capHeight, fitSize, textPath } from '../fonts';
import { el, num, sparklePath, starPath } from '../svg';
import { type PrintContext, upper } from './context';
import { splitLine } from './vintage';

const NUMERALS = ['0', 'I', 'III', 'VII', 'IX', 'XII', 'XVII', 'XVIII', 'XIX', 'XXI'];
const W = 96;
const H = 148;

export function tarotPrint(c: PrintContext): string {
  const [gold, second, third] = c.inks;
  const numeral = c.random.pick(NUMERALS);
  let svg =
    el('rect', {
      x: -W,
      y: -H,
      width: 2 * W,
      height: 2 * H,
      rx: 12,
      fill: 'none',
      stroke: gold,
      'stroke-width': 5,
    }) +
    el('rect', {
      x: -W + 10,
      y: -H + 10,
      width: 2 * W - 20,
      height: 2 * H - 20,
      rx: 6,
      fill: 'none',
      stroke: gold,
      'stroke-width': 2,
    });
  // Corner dots and the numeral at the top.
  for (const [x, y] of [
    [-W + 20, -H + 20],
    [W - 20, -H + 20],
    [-W + 20, H - 20],
    [W - 20, H - 20],
  ] as const) {
    svg += el('circle', { cx: x, cy: y, r: 4, fill: gold });
  }
  svg += el('path', {
    d: textPath(numeral, {
      font: 'heavy',
      size: 24,
      x: 0,
      y: -H + 40,
      anchor: 'middle',
      tracking: 0.1,
    }),
    fill: gold,
  });
  // Centrepiece: a sun with rays behind a crescent moon, and stars scattered around.
  const cy = -18;
  let rays = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const r0 = 44;
    const r1 = i % 2 === 0 ? 66 : 56;
    rays += `M${num(Math.cos(a) * r0)} ${num(cy + Math.sin(a) * r0)}L${num(Math.cos(a) * r1)} ${num(cy + Math.sin(a) * r1)}`;
  }
  svg += el('path', { d: rays, stroke: second, 'stroke-width': 4, 'stroke-linecap': 'round' });
  svg += el('circle', { cx: 0, cy, r: 38, fill: second });
  svg += el('path', {
    d: `M10 ${cy - 34}A34 34 0 1 0 30 ${cy + 18}A26 26 0 1 1 10 ${cy - 34}Z`,
    fill: third,
    transform: 'translate(-12 0)',
  });
  svg += el('path', {
    d: `M-8 ${cy - 8}Q-4 ${cy - 4}0 ${cy - 8}M-8 ${cy + 10}Q-2 ${cy + 16}4 ${cy + 10}`,
    stroke: c.ground,
    'stroke-width': 3,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  let stars = '';
  for (let i = 0; i < 7; i++) {
    const x = c.random.range(-W + 26, W - 26);
    const y = c.random.range(-H + 56, 50);
    if (Math.hypot(x, y - cy) < 72) continue;
    stars +=
      i % 2 === 0
        ? sparklePath(x, y, c.random.range(6, 11))
        : starPath(x, y, c.random.range(5, 8), 2.6);
  }
  svg += el('path', { d: stars, fill: gold });
  // The title plate, with the card's name in one or two lines.
  const title = splitLine(upper(c.lines.join(' ')), 12);
  const plateTop = 66;
  const plateH = H - 18 - plateTop;
  svg += el('rect', {
    x: -W + 18,
    y: plateTop,
    width: 2 * W - 36,
    height: plateH,
    rx: 4,
    fill: gold,
  });
  const size = Math.min(...title.map((line) => fitSize(line, 'heavy', 2 * W - 56, 28, 0.06)));
  const cap = capHeight('heavy') * size;
  const gap = size * 0.3;
  const blockH = title.length * cap + (title.length - 1) * gap;
  let y = plateTop + (plateH - blockH) / 2 + cap;
  let d = '';
  for (const line of title) {
    d += textPath(line, { font: 'heavy', size, x: 0, y, anchor: 'middle', tracking: 0.06 });
    y += cap + gap;
  }
  svg += el('path', { d, fill: c.ground });
  // Stars outside the card, left and right.
  svg += el('path', {
    d:
      sparklePath(-W - 28, -60, 14) +
      sparklePath(W + 28, 40, 12) +
      starPath(W + 30, -90, 7, 3) +
      starPath(-W - 30, 70, 6, 2.6),
    fill: second,
  });
  return svg;
}
