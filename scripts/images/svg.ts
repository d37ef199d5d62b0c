/** Small helpers for writing SVG by hand, deterministically (fixed decimals, fixed attribute order). */

/** A coordinate with at most one decimal, without a trailing '.0' ('12', '12.5', '-0.3'). */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

type AttrValue = string | number | undefined | false;

/** One element. Attribute order is the object's insertion order; undefined/false attributes are left out. */
export function el(name: string, attributes: Record<string, AttrValue>, children = ''): string {
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeAttr(v as string)}"`)
    .join('');
  return children ? `<${name}${attrs}>${children}</${name}>` : `<${name}${attrs}/>`;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A complete SVG document with a viewBox of `width`×`height` rendered at `pixelWidth`. */
export function svgDocument(
  width: number,
  height: number,
  body: string,
  pixelWidth = width,
): string {
  const pixelHeight = Math.round((pixelWidth * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function group(
  children: string,
  transform?: string,
  extra: Record<string, AttrValue> = {},
): string {
  return el('g', { transform, ...extra }, children);
}

export function translate(x: number, y: number, scale = 1, rotate = 0): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rotate) parts.push(`rotate(${num(rotate)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return parts.join(' ');
}

/** Points of a regular star centered at (cx, cy), as path data. */
export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  rotation = 0,
): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotation - 90) * Math.PI) / 180 + (i * Math.PI) / points;
    out.push(`${i === 0 ? 'M' : 'L'}${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`);
  }
  return out.join('') + 'Z';
}

/** A four-pointed sparkle centered at (cx, cy). */
export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return (
    `M${num(cx)} ${num(cy - r)}Q${num(cx + k)} ${num(cy - k)} ${num(cx + r)} ${num(cy)}` +
    `Q${num(cx + k)} ${num(cy + k)} ${num(cx)} ${num(cy + r)}Q${num(cx - k)} ${num(cy + k)} ${num(cx - r)} ${num(cy)}` +
    `Q${num(cx - k)} ${num(cy - k)} ${num(cx)} ${num(cy - r)}Z`
  );
}

/** A heart whose point is at (cx, cy + size/2), about `size` wide. */
export function heartPath(cx: number, cy: number, size: number): string {
  const s = size / 2;
  return (
    `M${num(cx)} ${num(cy + s)}` +
    `C${num(cx - s * 1.35)} ${num(cy - s * 0.1)} ${num(cx - s * 0.85)} ${num(cy - s * 1.15)} ${num(cx)} ${num(cy - s * 0.45)}` +
    `C${num(cx + s * 0.85)} ${num(cy - s * 1.15)} ${num(cx + s * 1.35)} ${num(cy - s * 0.1)} ${num(cx)} ${num(cy + s)}Z`
  );
}

/** A closed smooth blob through `points` (Catmull-Rom to Bézier). */
export function blobPath(points: Array<[number, number]>): string {
  const n = points.length;
  const p = (i: number) => points[((i % n) + n) % n] as [number, number];
  let d = `M${num(p(0)[0])} ${num(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${num(x1 + (x2 - x0) / 6)} ${num(y1 + (y2 - y0) / 6)} ${num(x2 - (x3 - x1) / 6)} ${num(y2 - (y3 - y1) / 6)} ${num(x2)} ${num(y2)}`;
  }
  return d + 'Z';
}
