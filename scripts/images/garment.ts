/**
 * The zip-access nursing sweatshirt, drawn flat. Coordinates: origin at the top center of the
 * neckline, x from about -390 to 390, y from 0 (shoulders) to 700 (hem). Callers place it with a transform.
 */
import { darken, isDark, lighten } from './color';
import { el, group, num } from './svg';

type ZipState = 'closed' | 'open' | 'none';

export interface GarmentOptions {
  /** Fabric color. */
  color: string;
  side: 'front' | 'back';
  /** Sleeve angle out from vertical, in degrees (hanging ≈ 14, laid flat ≈ 40). */
  sleeveAngle: number;
  zips: ZipState;
  /** Artwork drawn in the print box's coordinates (-150..150 square), centered on the chest. */
  print?: string;
  /** Small artwork centered just below the back neckline (in a -40..40 box). */
  neckPrint?: string;
  /** Color seen through the open nursing zips. */
  innerColor?: string;
  /** Unique prefix for clip-path ids when several garments share one SVG. */
  id: string;
}

/** Where the chest print sits, in garment coordinates. */
const PRINT_BOX = { cx: 0, cy: 268, scale: 0.95 } as const;
/** Horizontal position of the side nursing zips, and their span. */
const ZIP = { x: 188, top: 170, bottom: 404 } as const;

interface Palette {
  base: string;
  outline: string;
  shade: string;
  deepShade: string;
  highlight: string;
  rib: string;
}

function palette(color: string): Palette {
  const dark = isDark(color);
  return {
    base: color,
    outline: dark ? darken(color, 0.38) : darken(color, 0.28),
    shade: dark ? darken(color, 0.16) : darken(color, 0.09),
    deepShade: dark ? darken(color, 0.3) : darken(color, 0.18),
    highlight: dark ? lighten(color, 0.08) : lighten(color, 0.22),
    rib: dark ? darken(color, 0.24) : darken(color, 0.14),
  };
}

/** Left half of the body outline, from the neck to the hem center; the right half mirrors it. */
const BODY_LEFT: Array<[string, number[]]> = [
  ['M', [0, 4]],
  ['L', [-84, 4]],
  ['C', [-130, 18, -190, 34, -232, 54]],
  ['C', [-226, 110, -214, 180, -208, 250]],
  ['C', [-210, 400, -214, 520, -214, 632]],
  ['L', [-212, 694]],
  ['Q', [-100, 700, 0, 700]],
];

function mirrorPath(left: Array<[string, number[]]>): string {
  const fmt = (pts: number[], flip: boolean) =>
    pts.map((v, i) => num(i % 2 === 0 && flip ? -v : v)).join(' ');
  let d = left.map(([cmd, pts]) => `${cmd}${fmt(pts, false)}`).join('');
  // Walk the left half backwards with x mirrored. Each segment's end point is the previous command's last point.
  for (let i = left.length - 1; i >= 1; i--) {
    const [cmd, pts] = left[i] as [string, number[]];
    const prev = (left[i - 1] as [string, number[]])[1];
    const start = prev.slice(-2);
    if (cmd === 'C') {
      d += `C${fmt([pts[2] as number, pts[3] as number, pts[0] as number, pts[1] as number, ...start], true)}`;
    } else if (cmd === 'Q') {
      d += `Q${fmt([pts[0] as number, pts[1] as number, ...start], true)}`;
    } else {
      d += `L${fmt(start, true)}`;
    }
  }
  return d + 'Z';
}

const BODY_PATH = mirrorPath(BODY_LEFT);

/** The left armhole: the shoulder point and the armpit, where each sleeve is sewn on. */
const SHOULDER = { x: -232, y: 54 };
const ARMPIT = { x: -208, y: 250 };
const SLEEVE_LENGTH = 440;
const CUFF_LENGTH = 64;
const CUFF_HALF_WIDTH = 54;

function ribLines(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  step: number,
  color: string,
): string {
  let d = '';
  for (let x = x0 + step / 2; x < x1; x += step) d += `M${num(x)} ${num(y0)}V${num(y1)}`;
  return el('path', {
    d,
    stroke: color,
    'stroke-width': 2,
    fill: 'none',
    'stroke-linecap': 'round',
  });
}

/** Point at `along` px down the sleeve axis and `out` px away from the body, for a left sleeve at `angle`. */
function sleeveFrame(angle: number) {
  const rad = (angle * Math.PI) / 180;
  const u = { x: -Math.sin(rad), y: Math.cos(rad) };
  const v = { x: -u.y, y: u.x };
  const root = { x: (SHOULDER.x + ARMPIT.x) / 2, y: (SHOULDER.y + ARMPIT.y) / 2 };
  return (along: number, out: number): string =>
    `${num(root.x + u.x * along + v.x * out)} ${num(root.y + u.y * along + v.y * out)}`;
}

function sleeveOutline(angle: number): { outline: string; cuff: string } {
  const at = sleeveFrame(angle);
  const L = SLEEVE_LENGTH;
  const w = CUFF_HALF_WIDTH;
  return {
    outline: `M${SHOULDER.x} ${SHOULDER.y}C${at(L * 0.35, 100)} ${at(L * 0.7, 78)} ${at(L, w + 4)}L${at(L, -w - 4)}C${at(L * 0.7, -70)} ${at(L * 0.35, -86)} ${ARMPIT.x} ${ARMPIT.y}Z`,
    cuff: `M${at(L - 6, w + 4)}L${at(L + CUFF_LENGTH, w)}Q${at(L + CUFF_LENGTH + 8, 0)} ${at(L + CUFF_LENGTH, -w)}L${at(L - 6, -w - 4)}Q${at(L + 4, 0)} ${at(L - 6, w + 4)}Z`,
  };
}

function sleeve(p: Palette, angle: number, mirrored: boolean, idPrefix: string): string {
  const at = sleeveFrame(angle);
  const L = SLEEVE_LENGTH;
  const w = CUFF_HALF_WIDTH;
  const { outline, cuff } = sleeveOutline(angle);
  const innerShade = `M${ARMPIT.x} ${ARMPIT.y}C${at(L * 0.35, -86)} ${at(L * 0.7, -70)} ${at(L, -w - 4)}L${at(L, -w + 26)}C${at(L * 0.7, -40)} ${at(L * 0.35, -50)} ${at(40, -40)}Z`;
  const folds = `M${at(L * 0.55, 40)}Q${at(L * 0.58, 0)} ${at(L * 0.52, -36)}M${at(L * 0.68, 46)}Q${at(L * 0.72, 6)} ${at(L * 0.66, -30)}M${at(L * 0.2, -30)}Q${at(L * 0.3, -50)} ${at(L * 0.42, -44)}`;
  let ribs = '';
  for (let t = -w + 6; t < w; t += 10) ribs += `M${at(L - 8, t)}L${at(L + CUFF_LENGTH + 8, t)}`;
  const clipId = `${idPrefix}-cuff-${mirrored ? 'r' : 'l'}`;
  const body =
    el('path', { d: outline, fill: p.base }) +
    el('path', { d: innerShade, fill: p.shade }) +
    el('path', {
      d: folds,
      fill: 'none',
      stroke: p.shade,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: outline,
      fill: 'none',
      stroke: p.outline,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) +
    el('clipPath', { id: clipId }, el('path', { d: cuff })) +
    el('path', {
      d: cuff,
      fill: p.shade,
      stroke: p.outline,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) +
    group(el('path', { d: ribs, stroke: p.rib, 'stroke-width': 2, fill: 'none' }), undefined, {
      'clip-path': `url(#${clipId})`,
    });
  return mirrored ? group(body, 'scale(-1 1)') : body;
}

function zipPull(x: number, y: number, metal: string, hanging: 'down' | 'up'): string {
  const dir = hanging === 'down' ? 1 : -1;
  return (
    el('rect', {
      x: x - 7,
      y: y - 5,
      width: 14,
      height: 12,
      rx: 3,
      fill: metal,
      stroke: darken(metal, 0.35),
      'stroke-width': 2,
    }) +
    el('path', {
      d: `M${num(x - 6)} ${num(y + 4 * dir)}L${num(x - 8)} ${num(y + 34 * dir)}Q${num(x)} ${num(y + 40 * dir)} ${num(x + 8)} ${num(y + 34 * dir)}L${num(x + 6)} ${num(y + 4 * dir)}Z`,
      fill: metal,
      stroke: darken(metal, 0.35),
      'stroke-width': 2,
    }) +
    el('circle', { cx: x, cy: y + 26 * dir, r: 4, fill: darken(metal, 0.3) })
  );
}

const METAL = '#cdbfa8';

function closedZip(p: Palette, x: number): string {
  const seam = `M${x} ${ZIP.top}C${x - 3} ${ZIP.top + 80} ${x - 3} ${ZIP.bottom - 80} ${x} ${ZIP.bottom}`;
  return (
    el('path', {
      d: seam,
      stroke: p.deepShade,
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: seam,
      transform: `translate(${x < 0 ? 7 : -7} 0)`,
      stroke: p.highlight,
      'stroke-width': 2,
      'stroke-dasharray': '7 6',
      fill: 'none',
    }) +
    zipPull(x, ZIP.top + 2, METAL, 'down')
  );
}

function openZip(p: Palette, x: number, inner: string): string {
  const w = 34;
  const s = x < 0 ? -1 : 1;
  const lens = `M${x} ${ZIP.top}C${x - w} ${ZIP.top + 60} ${x - w} ${ZIP.bottom - 70} ${x} ${ZIP.bottom}C${x + w} ${ZIP.bottom - 70} ${x + w} ${ZIP.top + 60} ${x} ${ZIP.top}Z`;
  // The flap nearer the print folds back a little, showing the fabric's lighter inside.
  const flap = `M${x} ${ZIP.top + 6}C${x - s * 30} ${ZIP.top + 70} ${x - s * 34} ${ZIP.bottom - 90} ${x} ${ZIP.bottom - 6}C${x - s * 12} ${ZIP.bottom - 90} ${x - s * 14} ${ZIP.top + 70} ${x} ${ZIP.top + 6}Z`;
  let teeth = '';
  for (let y = ZIP.top + 14; y < ZIP.bottom - 10; y += 9) {
    const t = (y - ZIP.top) / (ZIP.bottom - ZIP.top);
    const bulge = w * 0.75 * Math.sin(Math.PI * t);
    teeth += `M${num(x - bulge - 3)} ${y}h6M${num(x + bulge - 3)} ${y + 4}h6`;
  }
  return (
    el('path', { d: lens, fill: inner, stroke: p.outline, 'stroke-width': 3 }) +
    el('path', {
      d: lens,
      fill: darken(inner, 0.12),
      transform: `translate(0 ${-8})`,
      opacity: 0.35,
    }) +
    el('path', {
      d: teeth,
      stroke: METAL,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      fill: 'none',
    }) +
    el('path', { d: flap, fill: p.highlight, stroke: p.outline, 'stroke-width': 2 }) +
    zipPull(x, ZIP.bottom - 4, METAL, 'down')
  );
}

function neckline(p: Palette, side: 'front' | 'back', idPrefix: string): string {
  if (side === 'back') {
    const band = 'M-84 4Q0 30 84 4L90 24Q0 56-90 24Z';
    const clipId = `${idPrefix}-collar`;
    return (
      el('clipPath', { id: clipId }, el('path', { d: band })) +
      el('path', {
        d: band,
        fill: p.shade,
        stroke: p.outline,
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }) +
      group(ribLines(-92, 92, 0, 60, 9, p.rib), undefined, { 'clip-path': `url(#${clipId})` })
    );
  }
  const inside = 'M-84 4Q0 -14 84 4Q0 64-84 4Z';
  const band = 'M-84 4Q0 64 84 4L96 16Q0 96-96 16Z';
  const clipId = `${idPrefix}-collar`;
  let radial = '';
  for (let i = -9; i <= 9; i++) {
    const t = i / 10;
    const x0 = t * 84;
    const y0 = 4 + (1 - t * t) * 30;
    const x1 = t * 96;
    const y1 = 16 + (1 - t * t) * 40;
    radial += `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y1)}`;
  }
  return (
    el('path', { d: inside, fill: p.deepShade }) +
    el('clipPath', { id: clipId }, el('path', { d: band })) +
    el('path', {
      d: band,
      fill: p.shade,
      stroke: p.outline,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) +
    group(el('path', { d: radial, stroke: p.rib, 'stroke-width': 2, fill: 'none' }), undefined, {
      'clip-path': `url(#${clipId})`,
    })
  );
}

/** The whole sweatshirt, in garment coordinates. */
export function garment(o: GarmentOptions): string {
  const p = palette(o.color);
  const bodyClip = `${o.id}-body`;
  const hem = 'M-216 632L-212 700Q0 708 212 700L216 632Q0 640-216 632Z';
  const hemClip = `${o.id}-hem`;
  const shading =
    // Side shadows, a soft chest highlight and the folds where the arms meet the body.
    el('path', {
      d: 'M-230 40C-200 250-196 500-216 700L-170 700C-176 500-180 250-196 40Z',
      fill: p.shade,
    }) +
    el('path', {
      d: 'M230 40C200 250 196 500 216 700L178 700C184 500 188 250 204 40Z',
      fill: p.shade,
    }) +
    el('path', {
      d: 'M-150 60Q0 40 150 60Q120 110 0 112Q-120 110-150 60Z',
      fill: p.highlight,
      opacity: 0.6,
    }) +
    el('path', {
      d: 'M-200 262Q-176 300-186 350M200 262Q176 300 186 350M-120 560Q-60 590 -10 572M40 596Q100 610 150 584',
      stroke: p.shade,
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  const zips =
    o.zips === 'closed'
      ? closedZip(p, -ZIP.x) + closedZip(p, ZIP.x)
      : o.zips === 'open'
        ? openZip(p, -ZIP.x, o.innerColor ?? '#f3d5c8') +
          openZip(p, ZIP.x, o.innerColor ?? '#f3d5c8')
        : '';
  const print = o.print
    ? group(o.print, `translate(${PRINT_BOX.cx} ${PRINT_BOX.cy}) scale(${PRINT_BOX.scale})`)
    : '';
  const neckPrint = o.neckPrint ? group(o.neckPrint, 'translate(0 96)') : '';
  return (
    sleeve(p, o.sleeveAngle, false, o.id) +
    sleeve(p, o.sleeveAngle, true, o.id) +
    el('clipPath', { id: bodyClip }, el('path', { d: BODY_PATH })) +
    el('path', { d: BODY_PATH, fill: p.base }) +
    group(shading + print + neckPrint + zips, undefined, { 'clip-path': `url(#${bodyClip})` }) +
    el('clipPath', { id: hemClip }, el('path', { d: hem })) +
    el('path', {
      d: hem,
      fill: p.shade,
      stroke: p.outline,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) +
    group(ribLines(-220, 220, 628, 712, 10, p.rib), undefined, {
      'clip-path': `url(#${hemClip})`,
    }) +
    el('path', {
      d: BODY_PATH,
      fill: 'none',
      stroke: p.outline,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) +
    neckline(p, o.side, o.id)
  );
}

/** The garment's silhouette in one flat color (for a shadow under it on a surface). */
export function garmentShadow(color: string, sleeveAngle: number): string {
  const { outline, cuff } = sleeveOutline(sleeveAngle);
  const side = el('path', { d: outline + cuff, fill: color });
  return side + group(side, 'scale(-1 1)') + el('path', { d: BODY_PATH, fill: color });
}
