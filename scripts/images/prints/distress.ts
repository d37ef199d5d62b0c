/** The worn, cracked look of a vintage print: specks and scratches in the fabric color laid over the ink. */
import type { Random } from '../prng';
import { el, num } from '../svg';

export function distress(random: Random, ground: string, radius: number, count = 150): string {
  let specks = '';
  for (let i = 0; i < count; i++) {
    const a = random.range(0, Math.PI * 2);
    const r = radius * Math.sqrt(random.next());
    const x = r * Math.cos(a);
    const y = r * Math.sin(a);
    const size = random.range(0.8, 3.2);
    // A squashed diamond reads as a chip of ink rather than a round dot.
    specks += `M${num(x - size)} ${num(y)}L${num(x)} ${num(y - size * 0.6)}L${num(x + size)} ${num(y)}L${num(x)} ${num(y + size * 0.6)}Z`;
  }
  let scratches = '';
  for (let i = 0; i < 14; i++) {
    const x = random.range(-radius, radius) * 0.8;
    const y = random.range(-radius, radius) * 0.8;
    const len = random.range(10, 34);
    const tilt = random.range(-0.35, 0.35);
    scratches += `M${num(x)} ${num(y)}l${num(len)} ${num(len * tilt)}`;
  }
  return (
    el('path', { d: specks, fill: ground }) +
    el('path', {
      d: scratches,
      stroke: ground,
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
      fill: 'none',
    })
  );
}
