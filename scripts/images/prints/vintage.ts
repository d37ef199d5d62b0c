/** Vintage: a worn badge with arched lettering, a motif and a bold center line. */
import { arcTextPath, capHeight, fitSize, measureText, textPath } from '../fonts';
import { el, group, num, starPath } from '../svg';
import { type PrintContext, upper } from './context';
import { distress } from './distress';
import { motif, motifFor } from './motifs';

/** Breaks a long center line in two at the space nearest its middle. */
export function splitLine(text: string, maxChars: number): string[] {
  if (text.length <= maxChars || !text.includes(' ')) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

/** Stacked lines of heavy capitals centered on y = 0, fitted to `width`. Returns the path and its height. */
function centreBlock(
  lines: string[],
  width: number,
  maxSize: number,
  color: string,
): { svg: string; height: number } {
  const sizes = lines.map((line) => fitSize(upper(line), 'heavy', width, maxSize, 0.02));
  const size = Math.min(...sizes);
  const cap = capHeight('heavy') * size;
  const gap = size * 0.28;
  const height = lines.length * cap + (lines.length - 1) * gap;
  let y = -height / 2 + cap;
  let d = '';
  for (const line of lines) {
    d += textPath(upper(line), { font: 'heavy', size, x: 0, y, anchor: 'middle', tracking: 0.02 });
    y += cap + gap;
  }
  return { svg: el('path', { d, fill: color }), height };
}

function circleBadge(c: PrintContext): string {
  const [main, accent, third] = c.inks;
  const [top = '', center = '', bottom] =
    c.lines.length === 1 ? ['', c.lines[0] as string] : c.lines;
  const arcSize = (text: string, radius: number) =>
    Math.min(30, fitSize(upper(text), 'heavy', radius * Math.PI * 0.95, 30, 0.1));
  let svg =
    el('circle', { r: 142, fill: 'none', stroke: accent, 'stroke-width': 6 }) +
    el('circle', { r: 131, fill: 'none', stroke: accent, 'stroke-width': 2 });
  if (top) {
    svg += el('path', {
      d: arcTextPath(upper(top), {
        font: 'heavy',
        size: arcSize(top, 102),
        cx: 0,
        cy: 0,
        radius: 102,
        side: 'top',
        tracking: 0.1,
      }),
      fill: main,
    });
  }
  if (bottom) {
    svg += el('path', {
      d: arcTextPath(upper(bottom), {
        font: 'heavy',
        size: arcSize(bottom, 122) * 0.85,
        cx: 0,
        cy: 0,
        radius: 122,
        side: 'bottom',
        tracking: 0.1,
      }),
      fill: third,
    });
  }
  const block = centreBlock(splitLine(center, 7), 176, 58, main);
  const icon = motifFor(c.words, 'star');
  svg += group(
    motif(icon, accent, third, c.ground),
    `translate(0 ${-block.height / 2 - 34}) scale(0.42)`,
  );
  svg += group(block.svg, `translate(0 ${block.height > 60 ? 18 : 10})`);
  svg += el('path', { d: starPath(-114, 4, 9, 4) + starPath(114, 4, 9, 4), fill: accent });
  svg += el('path', {
    d: `M-70 ${block.height / 2 + 34}H70`,
    stroke: accent,
    'stroke-width': 3,
    'stroke-dasharray': '2 7',
    'stroke-linecap': 'round',
  });
  return svg + distress(c.random, c.ground, 146);
}

function bannerBadge(c: PrintContext): string {
  const [main, accent, third] = c.inks;
  const [top = '', center = '', bottom] =
    c.lines.length === 1 ? ['', c.lines[0] as string] : c.lines;
  let svg = '';
  if (top) {
    const size = Math.min(34, fitSize(upper(top), 'heavy', 250, 34, 0.12));
    svg += el('path', {
      d: arcTextPath(upper(top), {
        font: 'heavy',
        size,
        cx: 0,
        cy: 150,
        radius: 250,
        side: 'top',
        tracking: 0.12,
      }),
      fill: accent,
    });
  }
  const icon = motifFor(c.words, 'star');
  const block = centreBlock(splitLine(center, 7), 250, 62, main);
  const blockY = 28;
  svg += group(block.svg, `translate(0 ${blockY})`);
  const ruleY = blockY - block.height / 2 - 16;
  // The motif sits on the upper rule, between the arched line and the center words.
  // It grows into whatever room a one-line center leaves under the arched line (baseline at y = -100).
  const room = ruleY - 14 - (-100 + 10);
  const motifScale = Math.min(0.7, Math.max(0.36, room / 110));
  svg += group(
    motif(icon, third, accent, c.ground),
    `translate(0 ${num((ruleY - 14 - 100 + 10) / 2)}) scale(${num(motifScale)})`,
  );
  const rule2Y = blockY + block.height / 2 + 16;
  svg += el('path', {
    d: `M-130 ${ruleY}H-26M26 ${ruleY}H130M-130 ${rule2Y}H130`,
    stroke: accent,
    'stroke-width': 4,
    'stroke-linecap': 'round',
  });
  svg += el('path', {
    d: starPath(0, ruleY, 10, 4.5) + starPath(-16, ruleY, 5, 2.2) + starPath(16, ruleY, 5, 2.2),
    fill: accent,
  });
  if (bottom) {
    const text = upper(bottom);
    const size = Math.min(24, fitSize(text, 'heavy', 200, 24, 0.1));
    const w = measureText(text, 'heavy', size, 0.1) / 2 + 22;
    const y = rule2Y + 36;
    svg += el('path', {
      d: `M${-w - 26} ${y - 12}H${-w}V${y + 22}H${-w - 26}L${-w - 14} ${y + 5}Z M${w + 26} ${y - 12}H${w}V${y + 22}H${w + 26}L${w + 14} ${y + 5}Z`,
      fill: accent,
    });
    svg += el('rect', { x: -w, y: y - 20, width: 2 * w, height: 36, rx: 3, fill: third });
    svg += el('path', {
      d: textPath(text, {
        font: 'heavy',
        size,
        x: 0,
        y: y + (capHeight('heavy') * size) / 2 - 2,
        anchor: 'middle',
        tracking: 0.1,
      }),
      fill: c.ground,
    });
  }
  return svg + distress(c.random, c.ground, 150);
}

export function vintagePrint(c: PrintContext): string {
  return c.random.next() < 0.5 ? circleBadge(c) : bannerBadge(c);
}
