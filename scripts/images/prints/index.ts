/** The chest print of a design, in the style its data names. */
import type { PrintDesign, PrintStyle, Product } from '@/data/types';
import { readableOn } from '../color';
import { createRandom } from '../prng';
import { chartPrint } from './chart';
import type { PrintContext, PrintRenderer } from './context';
import { floralPrint } from './floral';
import { playfulPrint } from './playful';
import { retroPrint } from './retro';
import { scriptPrint } from './script';
import { tarotPrint } from './tarot';
import { typographyPrint } from './typography';
import { vintagePrint } from './vintage';

const PRINT_RENDERERS: Record<PrintStyle, PrintRenderer> = {
  vintage: vintagePrint,
  floral: floralPrint,
  tarot: tarotPrint,
  typography: typographyPrint,
  retro: retroPrint,
  script: scriptPrint,
  playful: playfulPrint,
  chart: chartPrint,
};

export type PrintSource = Pick<Product, 'slug' | 'name'> & { print: PrintDesign };

export function printContext(design: PrintSource, ground: string, id: string): PrintContext {
  const inks = design.print.inks.length > 0 ? design.print.inks : ['#f6efe4'];
  const readable = inks.map((ink) => readableOn(ink, ground));
  const at = (i: number) => readable[i % readable.length] as string;
  return {
    lines: design.print.lines,
    inks: [at(0), at(1), at(2), ...readable.slice(3)],
    ground,
    random: createRandom(`print:${design.slug}`),
    words: `${design.slug} ${design.name} ${design.print.lines.join(' ')}`.toLowerCase(),
    id,
  };
}

/** The print, centered on (0, 0) in a 300×300 box, for the design on fabric of color `ground`. */
export function renderPrint(design: PrintSource, ground: string, id = 'print'): string {
  return PRINT_RENDERERS[design.print.style](printContext(design, ground, id));
}
