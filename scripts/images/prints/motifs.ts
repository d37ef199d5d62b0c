/**
 * Small emblems a print can carry (a milk bottle for the dairy designs, a bow for the bow ones…),
 * each drawn centered on (0, 0) about 100 units tall, in the inks it is given.
 */
import { mix } from '../color';
import { el, heartPath, starPath } from '../svg';

export type MotifName = 'bottle' | 'book' | 'bow' | 'raccoon' | 'heart' | 'moon' | 'star' | 'mug';

/** Words in a design's slug, name or print that call for a motif, most specific first. */
const KEYWORDS: Array<[RegExp, MotifName]> = [
  [/raccoon/, 'raccoon'],
  [/\bbows?\b/, 'bow'],
  [/book/, 'book'],
  [/milk|dairy|breastaurant|boobery/, 'bottle'],
  [/heart|love/, 'heart'],
  [/sleep|nap|tired|night/, 'moon'],
  [/coffee|functioning/, 'mug'],
];

/** The motif that fits a design, from words in its slug, name and print; `fallback` when none does. */
export function motifFor(words: string, fallback: MotifName): MotifName {
  const text = words.toLowerCase();
  return KEYWORDS.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;
}

/** A motif in `main` ink with `accent` details, `ground` being the fabric (for cut-outs). */
export function motif(name: MotifName, main: string, accent: string, ground: string): string {
  switch (name) {
    case 'bottle':
      return (
        el('path', {
          d: 'M-14 -50h28v14l10 10c6 6 8 12 8 20v48c0 8-6 14-14 14h-36c-8 0-14-6-14-14v-48c0-8 2-14 8-20l10-10z',
          fill: main,
        }) +
        el('rect', { x: -18, y: -58, width: 36, height: 12, rx: 5, fill: accent }) +
        el('path', { d: 'M-24 -4h48v18h-48z', fill: accent }) +
        el('path', {
          d: 'M-16 34h12M-16 44h20',
          stroke: ground,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        })
      );
    case 'book':
      return (
        el('path', {
          d: 'M-52 -34Q-26 -46 0 -32Q26 -46 52 -34V40Q26 28 0 42Q-26 28-52 40Z',
          fill: main,
        }) +
        el('path', { d: 'M0 -32V42', stroke: ground, 'stroke-width': 4 }) +
        el('path', {
          d: 'M-40 -18Q-22 -26-10 -18M-40 -4Q-22 -12-10 -4M-40 10Q-22 2-10 10M10 -18Q22 -26 40 -18M10 -4Q22 -12 40 -4',
          stroke: accent,
          'stroke-width': 4,
          fill: 'none',
          'stroke-linecap': 'round',
        })
      );
    case 'bow':
      return (
        el('path', {
          d: 'M-6 -6C-30 -40-62 -36-60 -8C-58 16-30 20-6 6ZM6 -6C30 -40 62 -36 60 -8C58 16 30 20 6 6Z',
          fill: main,
        }) +
        el('path', {
          d: 'M-8 4L-30 46L-18 44L-12 56L2 8ZM8 4L30 46L18 44L12 56L-2 8Z',
          fill: main,
        }) +
        el('rect', { x: -11, y: -12, width: 22, height: 22, rx: 7, fill: accent }) +
        el('path', {
          d: 'M-44 -14Q-34 -22-22 -10M44 -14Q34 -22 22 -10',
          stroke: ground,
          'stroke-width': 3,
          fill: 'none',
        })
      );
    case 'raccoon': {
      // Raccoons are gray whatever the inks; the inks go on the cap and the muzzle.
      const fur = mix(main, '#c9c6c2', 0.65);
      return (
        // Ears, a face with fluffy cheeks, the mask over sleepy eyes, a pale muzzle and nose, and a tilted grad cap.
        el('path', { d: 'M-44 -14L-42 -54L-12 -36ZM44 -14L42 -54L12 -36Z', fill: fur }) +
        el('path', { d: 'M-36 -28L-34 -44L-22 -34ZM36 -28L34 -44L22 -34Z', fill: accent }) +
        el('path', {
          d: 'M0 -44C28 -44 48 -30 50 -6L62 4L50 10L56 20L42 22C32 38 16 46 0 46C-16 46-32 38-42 22L-56 20L-50 10L-62 4L-50 -6C-48 -30-28 -44 0 -44Z',
          fill: fur,
        }) +
        el('path', {
          d: 'M-50 0C-42 -18-16 -20 0 -6C16 -20 42 -18 50 0C38 16 16 12 0 6C-16 12-38 16-50 0Z',
          fill: ground,
        }) +
        el('path', {
          d: 'M-32 -2Q-24 5-16 -2M16 -2Q24 5 32 -2',
          stroke: fur,
          'stroke-width': 4,
          fill: 'none',
          'stroke-linecap': 'round',
        }) +
        el('path', {
          d: 'M-18 18C-16 8 16 8 18 18C18 30 8 38 0 38C-8 38-18 30-18 18Z',
          fill: '#f6efe4',
        }) +
        el('path', { d: 'M-7 14H7L0 22Z', fill: ground }) +
        el(
          'g',
          { transform: 'rotate(-10)' },
          el('path', { d: 'M-42 -54L2 -72L46 -54L2 -38Z', fill: accent }) +
            el('path', { d: 'M-22 -50V-40Q2 -32 26 -40V-50', fill: accent }) +
            el('path', { d: 'M42 -54V-28', stroke: accent, 'stroke-width': 3 }) +
            el('circle', { cx: 42, cy: -26, r: 5, fill: accent }),
        )
      );
    }
    case 'heart':
      return (
        el('path', { d: heartPath(0, 4, 96), fill: main }) +
        el('path', { d: heartPath(-14, -8, 18), fill: accent })
      );
    case 'moon':
      return (
        el('path', { d: 'M14 -46A46 46 0 1 0 38 30A38 38 0 1 1 14 -46Z', fill: main }) +
        el('path', { d: starPath(34, -24, 12, 5), fill: accent }) +
        el('path', { d: starPath(44, 8, 7, 3), fill: accent })
      );
    case 'star':
      return (
        el('path', { d: starPath(0, 4, 50, 22), fill: main }) +
        el('path', { d: starPath(0, 4, 20, 9), fill: accent })
      );
    case 'mug':
      return (
        el('path', { d: 'M-40 -26H28V24C28 38 18 46 4 46H-16C-30 46-40 38-40 24Z', fill: main }) +
        el('path', {
          d: 'M28 -12C50 -14 52 22 28 22',
          stroke: main,
          'stroke-width': 9,
          fill: 'none',
        }) +
        el('path', {
          d: 'M-22 -38Q-14 -48-22 -58M-4 -38Q4 -48-4 -58M14 -38Q22 -48 14 -58',
          stroke: accent,
          'stroke-width': 4,
          fill: 'none',
          'stroke-linecap': 'round',
        }) +
        el('path', { d: heartPath(-6, 10, 22), fill: accent })
      );
  }
}
