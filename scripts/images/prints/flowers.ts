/** Flowers and leaves for the floral and script prints. */
import { el, num } from '../svg';

export function blossom(
  x: number,
  y: number,
  r: number,
  petal: string,
  center: string,
  rotation: number,
): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const a = ((rotation + i * 72) * Math.PI) / 180;
    const px = x + Math.cos(a) * r * 0.55;
    const py = y + Math.sin(a) * r * 0.55;
    // Each petal is a circle-ish lobe; five overlapping lobes make a simple flat flower.
    d += `M${num(px + r * 0.48)} ${num(py)}A${num(r * 0.48)} ${num(r * 0.48)} 0 1 0 ${num(px - r * 0.48)} ${num(py)}A${num(r * 0.48)} ${num(r * 0.48)} 0 1 0 ${num(px + r * 0.48)} ${num(py)}Z`;
  }
  return el('path', { d, fill: petal }) + el('circle', { cx: x, cy: y, r: r * 0.3, fill: center });
}

export function daisy(
  x: number,
  y: number,
  r: number,
  petal: string,
  center: string,
  rotation: number,
): string {
  let petals = '';
  for (let i = 0; i < 10; i++) {
    const a = rotation + i * 36;
    petals += el('ellipse', {
      cx: x + Math.cos((a * Math.PI) / 180) * r * 0.58,
      cy: y + Math.sin((a * Math.PI) / 180) * r * 0.58,
      rx: r * 0.42,
      ry: r * 0.15,
      transform: `rotate(${num(a)} ${num(x + Math.cos((a * Math.PI) / 180) * r * 0.58)} ${num(y + Math.sin((a * Math.PI) / 180) * r * 0.58)})`,
    });
  }
  return (
    el('g', { fill: petal }, petals) + el('circle', { cx: x, cy: y, r: r * 0.26, fill: center })
  );
}

/** A pointed leaf at (x, y) pointing at `angle` degrees. */
export function leaf(x: number, y: number, length: number, angle: number, color: string): string {
  const w = length * 0.36;
  return el('path', {
    d: `M0 0Q${num(length * 0.5)} ${num(-w)} ${num(length)} 0Q${num(length * 0.5)} ${num(w)} 0 0Z`,
    fill: color,
    transform: `translate(${num(x)} ${num(y)}) rotate(${num(angle)})`,
  });
}

export function berries(x: number, y: number, r: number, color: string): string {
  return (
    el('circle', { cx: x, cy: y, r, fill: color }) +
    el('circle', { cx: x + r * 1.8, cy: y - r * 0.8, r: r * 0.8, fill: color }) +
    el('circle', { cx: x + r * 0.6, cy: y - r * 2, r: r * 0.7, fill: color })
  );
}
