/**
 * Soft warm backgrounds, so neighbouring cards in the shop never look identical: pastels by day, and for the
 * dark theme the same hues at dusk, deep enough that a page set to dark shows no bright square around a
 * sweatshirt, with shapes a little lighter than the wall so the charcoal fabric stands off it.
 */
import { PALETTE } from '@/data/palette';
import type { ColorScheme } from '@/lib/images';
import type { Random } from './prng';
import { blobPath, el } from './svg';

export interface Backdrop {
  /** The wall or paper color. */
  ground: string;
  /** A deeper tone of it, for soft shapes and shadows. */
  shape: string;
  /** A light wood or linen tone for flat lays. */
  surface: string;
}

const BACKDROPS: Record<ColorScheme, readonly Backdrop[]> = {
  light: [
    { ground: '#f6e7dc', shape: '#efd5c3', surface: '#e8d3ba' }, // peach cream
    { ground: PALETTE.light.blush, shape: '#f1cfcd', surface: '#eadbcb' }, // blush
    { ground: '#f2ead9', shape: '#e6d8bb', surface: '#e2ceb0' }, // sand
    { ground: '#e9eedf', shape: '#d6e1c9', surface: '#e6dac6' }, // sage
    { ground: '#f7efd4', shape: '#eddfae', surface: '#e9d4b3' }, // butter
    { ground: '#efe6f0', shape: '#e0d0e4', surface: '#eadfd3' }, // lilac
    { ground: '#f8e2d6', shape: '#efc9b5', surface: '#e4cdb5' }, // apricot
  ],
  dark: [
    { ground: '#231a1a', shape: '#3a2b28', surface: '#4a3628' }, // peach cream
    { ground: '#24171d', shape: '#3d2730', surface: '#48342c' }, // blush
    { ground: '#221e17', shape: '#3a3226', surface: '#4b3a28' }, // sand
    { ground: '#181e18', shape: '#2a3429', surface: '#47382b' }, // sage
    { ground: '#232014', shape: '#3b3522', surface: '#4c3b29' }, // butter
    { ground: '#1e1924', shape: '#352b3e', surface: '#463a33' }, // lilac
    { ground: '#261a16', shape: '#402b24', surface: '#4a3629' }, // apricot
  ],
};

/** The backdrop for the n-th item (1-based ids), cycling so that neighbours differ. */
export function backdropFor(index: number, scheme: ColorScheme = 'light'): Backdrop {
  const backdrops = BACKDROPS[scheme];
  return backdrops[
    (((index - 1) % backdrops.length) + backdrops.length) % backdrops.length
  ] as Backdrop;
}

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

/** A wall of `width`×`height` with two soft shapes, placed by the seeded random. */
export function wall(random: Random, b: Backdrop, width: number, height: number): string {
  const left = random.next() < 0.5;
  return (
    el('rect', { width, height, fill: b.ground }) +
    softBlob(random, left ? width * 0.22 : width * 0.78, height * 0.3, width * 0.3, b.shape, 0.7) +
    softBlob(random, left ? width * 0.82 : width * 0.18, height * 0.78, width * 0.24, b.shape, 0.55)
  );
}
