/** What every print style is given: the words, readable inks, the fabric color and seeded randomness. */
import type { Random } from '../prng';

export interface PrintContext {
  lines: string[];
  /** Inks adjusted to read on the fabric; at least three (the design's own, repeated if it has fewer). */
  inks: [string, string, string, ...string[]];
  /** The fabric color, for cut-outs and distressing. */
  ground: string;
  random: Random;
  /** The design's slug, name and lines, lower-case, for picking motifs. */
  words: string;
  /** Unique prefix for ids (clip paths) within one SVG document. */
  id: string;
}

/** Draws a print centered on (0, 0) inside a 300×300 box. */
export type PrintRenderer = (context: PrintContext) => string;

export const upper = (text: string) => text.toUpperCase();
