/** Things that share the frame with a sweatshirt: a coffee mug, baby socks, a sprig, a hanger on its rail. */
import { darken, lighten } from './color';
import { el, heartPath, num } from './svg';

/** A mug seen from above, with coffee and a latte-art heart, centered on (0, 0), about 190 wide. */
export function mugFromAbove(body: string): string {
  return (
    el('circle', { cx: 8, cy: 10, r: 80, fill: '#000000', opacity: 0.08 }) +
    el('rect', {
      x: 58,
      y: -20,
      width: 52,
      height: 40,
      rx: 20,
      fill: 'none',
      stroke: body,
      'stroke-width': 16,
    }) +
    el('circle', { r: 80, fill: body }) +
    el('circle', { r: 66, fill: darken(body, 0.08) }) +
    el('circle', { r: 60, fill: '#7a4a2e' }) +
    el('circle', { r: 44, fill: '#a0694a', opacity: 0.7 }) +
    el('path', { d: heartPath(0, 2, 46), fill: '#f1ddc6' })
  );
}

/** One baby sock lying flat, toe pointing right, about 150 long. */
function sock(color: string): string {
  const rib = darken(color, 0.1);
  let ribs = '';
  for (let x = -68; x < -28; x += 8) ribs += `M${x} -34V12`;
  return (
    el('path', {
      d: 'M-72 -36H-24V4C-24 10-18 14-12 14H52C70 14 80 26 80 40C80 56 68 66 52 66H-40C-58 66-72 52-72 34Z',
      fill: color,
      stroke: rib,
      'stroke-width': 3,
    }) +
    el('path', { d: ribs, stroke: rib, 'stroke-width': 3 }) +
    el('path', {
      d: 'M54 14C70 14 80 26 80 40C80 56 68 66 52 66C58 50 58 30 54 14Z',
      fill: lighten(color, 0.35),
    }) +
    el('path', { d: 'M-72 34C-72 52-58 66-40 66C-44 56-46 44-40 34Z', fill: lighten(color, 0.35) })
  );
}

/** A pair of baby socks, slightly apart and turned. */
export function sockPair(color: string): string {
  return (
    el('g', { transform: 'rotate(-14)' }, sock(color)) +
    el('g', { transform: 'translate(26 74) rotate(-4)' }, sock(color))
  );
}

/** A eucalyptus sprig: a curved stem with round leaves, about 260 long, growing up and right from (0, 0). */
export function sprig(leafColor: string): string {
  const stem = 'M0 0C40 -60 100 -130 190 -190';
  let leaves = '';
  for (let i = 0; i < 8; i++) {
    const t = 0.12 + i * 0.11;
    // Points along the stem's Bézier, leaves alternating either side.
    const x = 3 * (1 - t) * (1 - t) * t * 40 + 3 * (1 - t) * t * t * 100 + t * t * t * 190;
    const y = 3 * (1 - t) * (1 - t) * t * -60 + 3 * (1 - t) * t * t * -130 + t * t * t * -190;
    const side = i % 2 === 0 ? 1 : -1;
    const r = 20 - i * 1.2;
    leaves += el('circle', {
      cx: x + side * r * 0.9,
      cy: y + side * r * 0.6,
      r,
      fill: i % 3 === 0 ? darken(leafColor, 0.08) : leafColor,
    });
  }
  return (
    el('path', {
      d: stem,
      stroke: darken(leafColor, 0.25),
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    }) + leaves
  );
}

/** A baby's pacifier seen from above, about 120 wide. */
export function pacifier(color: string): string {
  return (
    el('ellipse', { rx: 58, ry: 40, fill: color }) +
    el('ellipse', { rx: 40, ry: 26, fill: lighten(color, 0.3) }) +
    el('circle', { r: 14, fill: darken(color, 0.12) }) +
    el('circle', { cy: -62, r: 24, fill: 'none', stroke: darken(color, 0.12), 'stroke-width': 9 })
  );
}

/** A brass rail across the top of the frame, from x0 to x1 at y. */
export function rail(x0: number, x1: number, y: number): string {
  return (
    el('rect', { x: x0, y: y - 8, width: x1 - x0, height: 16, rx: 8, fill: '#c9a46a' }) +
    el('rect', { x: x0, y: y - 8, width: x1 - x0, height: 5, rx: 2.5, fill: '#e3c792' }) +
    el('rect', { x: x0 + 30, y: y - 40, width: 20, height: 48, rx: 6, fill: '#b08a50' }) +
    el('rect', { x: x1 - 50, y: y - 40, width: 20, height: 48, rx: 6, fill: '#b08a50' })
  );
}

/** A wooden hanger hooked on a rail at (0, 0), its shoulders `drop` below, in garment scale. */
export function hanger(drop: number): string {
  const hook = `M0 ${drop - 40}V18C0 -4 -20 -6 -20 8`;
  return (
    el('path', {
      d: hook,
      stroke: '#8d8f94',
      'stroke-width': 7,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: `M-250 ${num(drop + 68)}L-18 ${drop - 40}H18L250 ${num(drop + 68)}L244 ${num(drop + 84)}L0 ${drop - 16}L-244 ${num(drop + 84)}Z`,
      fill: '#c79a6b',
      stroke: '#a67c52',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    })
  );
}
