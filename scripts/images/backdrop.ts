/**
 * A product view's backdrop, drawn: only the share images need it (they are JPEGs, with no theme). The views
 * themselves are transparent, and the page paints the same backdrop behind them in the theme's colors
 * (lib/images.ts, app/globals.css), so the wall drawn here follows the page's: its ground, and two soft
 * shapes on the same sides.
 */
import { BACKDROPS } from '@/data/palette';
import type { ProductView } from '@/data/types';
import { backdropIndex, isWallMirrored } from '@/lib/images';
import type { Random } from './prng';
import { blobPath, el } from './svg';

/** An organic blob around (cx, cy) of about `r` radius. */
export function softBlob(
  random: Random,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  opacity = 1,
): string {
  const points: Array<[number, number]> = [];
  const count = 7;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const rr = r * random.range(0.82, 1.12);
    points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return el('path', { d: blobPath(points), fill, opacity: opacity === 1 ? undefined : opacity });
}

/**
 * The wall behind the view of the design `id`, `width`×`height`: its ground and two soft shapes, where the
 * page's wall has them (app/globals.css's `bg-wall`: 30% wide at 22% across and 30% down, 24% wide at 82%
 * and 78%, swapped left and right when mirrored), each an organic blob from the seeded random.
 */
export function wall(
  random: Random,
  id: number,
  view: ProductView,
  width: number,
  height: number,
): string {
  // The light theme's: a share image has no theme.
  const b = BACKDROPS.light[backdropIndex(id)]!;
  const [near, far] = isWallMirrored(id, view) ? [0.78, 0.18] : [0.22, 0.82];
  return (
    el('rect', { width, height, fill: b.ground }) +
    softBlob(random, width * near, height * 0.3, width * 0.3, b.shape, 0.7) +
    softBlob(random, width * far, height * 0.78, width * 0.24, b.shape, 0.55)
  );
}
