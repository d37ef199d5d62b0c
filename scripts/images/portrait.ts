/**
 * Friendly illustrated portraits for reviewers, testimonials and the team, drawn from the person's
 * name: the same name always gets the same face, hair, colors and background.
 */
import { PALETTE } from '@/data/palette';
import { darken, lighten } from './color';
import { createRandom } from './prng';
import { el, heartPath, num, sparklePath, svgDocument } from './svg';

const SKIN = ['#f7d7c0', '#efc3a2', '#e0aa85', '#c68c64', '#a06a48', '#7a4e35'] as const;
const HAIR = ['#2b2220', '#4a3225', '#6e4327', '#a0693c', '#d2a864', '#8a3a2a', '#1c1719'] as const;
const TOPS = [
  PALETTE.light.brand,
  '#e38b6f',
  '#7f9c74',
  '#6b7fb0',
  '#c9a13b',
  '#8c6bb0',
  '#3f4247',
  '#d46a8c',
] as const;
const GROUNDS = [
  PALETTE.light['brand-soft'],
  PALETTE.light.sage,
  PALETTE.light.blush,
  '#f6ead2',
  '#e8e2f1',
  '#fde6d6',
  '#e2eef2',
] as const;

type HairStyle = 'bun' | 'long' | 'bob' | 'curly' | 'pixie' | 'waves';
const STYLES: readonly HairStyle[] = ['bun', 'long', 'bob', 'curly', 'pixie', 'waves'];

interface PortraitFeatures {
  skin: string;
  hair: string;
  top: string;
  ground: string;
  style: HairStyle;
  eyes: 'open' | 'smiling';
  earrings: boolean;
  glasses: boolean;
}

/** The look chosen for a name. */
function portraitFeatures(name: string): PortraitFeatures {
  const random = createRandom(`portrait:${name}`);
  return {
    skin: random.pick(SKIN),
    hair: random.pick(HAIR),
    top: random.pick(TOPS),
    ground: random.pick(GROUNDS),
    style: random.pick(STYLES),
    eyes: random.next() < 0.5 ? 'open' : 'smiling',
    earrings: random.next() < 0.4,
    glasses: random.next() < 0.25,
  };
}

function backHair(style: HairStyle, hair: string): string {
  switch (style) {
    case 'long':
      return el('path', {
        d: 'M50 96C46 40 76 34 100 34C124 34 154 40 150 96L160 196H40Z',
        fill: hair,
      });
    case 'waves':
      return el('path', {
        d: 'M52 96C48 40 78 34 100 34C122 34 152 40 148 96C156 118 146 128 156 150C162 166 150 176 156 196H44C50 176 38 166 44 150C54 128 44 118 52 96Z',
        fill: hair,
      });
    case 'bob':
      return el('path', {
        d: 'M52 96C48 42 78 36 100 36C122 36 152 42 148 96L152 142C140 150 126 148 118 140H82C74 148 60 150 48 142Z',
        fill: hair,
      });
    case 'curly': {
      let d = '';
      for (let i = 0; i < 14; i++) {
        const a = Math.PI * (0.95 + (i / 13) * 1.1);
        const x = 100 + Math.cos(a) * 56;
        const y = 92 + Math.sin(a) * 56;
        d += `M${num(x + 20)} ${num(y)}A20 20 0 1 0 ${num(x - 20)} ${num(y)}A20 20 0 1 0 ${num(x + 20)} ${num(y)}Z`;
      }
      d +=
        'M46 100A18 18 0 1 0 46 136A18 18 0 1 0 46 100ZM154 100A18 18 0 1 0 154 136A18 18 0 1 0 154 100Z';
      return el('path', { d, fill: hair });
    }
    case 'bun':
      return el('circle', { cx: 100, cy: 38, r: 22, fill: hair });
    case 'pixie':
      return '';
  }
}

function frontHair(style: HairStyle, hair: string): string {
  const shine = el('path', {
    d: 'M78 52Q92 44 108 46',
    stroke: lighten(hair, 0.25),
    'stroke-width': 4,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  switch (style) {
    case 'pixie':
      return (
        el('path', {
          d: 'M56 96C50 52 76 40 102 40C130 40 150 56 146 92C136 74 118 66 96 70C80 72 66 80 56 96Z',
          fill: hair,
        }) + shine
      );
    case 'curly':
      return el('path', {
        d: 'M58 90C58 58 78 46 100 46C122 46 142 58 142 90C132 72 120 66 112 74C104 62 92 64 86 74C78 66 66 72 58 90Z',
        fill: hair,
      });
    case 'bun':
      return (
        el('path', {
          d: 'M56 94C54 56 78 46 100 46C122 46 146 56 144 94C136 76 124 68 100 66C76 68 64 76 56 94Z',
          fill: hair,
        }) + shine
      );
    default:
      // A side part sweeping over the forehead.
      return (
        el('path', {
          d: 'M56 100C52 54 78 44 100 44C124 44 148 56 144 100C138 80 130 70 118 64C104 78 80 82 56 100Z',
          fill: hair,
        }) + shine
      );
  }
}

function face(f: PortraitFeatures): string {
  const ink = '#3a2a2a';
  const eyes =
    f.eyes === 'open'
      ? el('circle', { cx: 84, cy: 100, r: 5, fill: ink }) +
        el('circle', { cx: 116, cy: 100, r: 5, fill: ink }) +
        el('circle', { cx: 86, cy: 98, r: 1.6, fill: '#ffffff' }) +
        el('circle', { cx: 118, cy: 98, r: 1.6, fill: '#ffffff' })
      : el('path', {
          d: 'M77 102Q84 94 91 102M109 102Q116 94 123 102',
          stroke: ink,
          'stroke-width': 3.5,
          fill: 'none',
          'stroke-linecap': 'round',
        });
  const glasses = f.glasses
    ? el('path', {
        d: 'M72 100A12 12 0 1 0 96 100A12 12 0 1 0 72 100ZM104 100A12 12 0 1 0 128 100A12 12 0 1 0 104 100ZM96 99Q100 95 104 99',
        stroke: '#3a2a2a',
        'stroke-width': 2.5,
        fill: 'none',
      })
    : '';
  return (
    el('path', {
      d: 'M79 88Q85 84 91 87M109 87Q115 84 121 88',
      stroke: darken(f.hair, 0.1),
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    eyes +
    glasses +
    el('circle', { cx: 76, cy: 116, r: 8, fill: '#f08c8c', opacity: 0.35 }) +
    el('circle', { cx: 124, cy: 116, r: 8, fill: '#f08c8c', opacity: 0.35 }) +
    el('path', {
      d: 'M98 106Q96 114 102 114',
      stroke: darken(f.skin, 0.22),
      'stroke-width': 2.5,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: 'M88 122Q100 134 112 122Q100 128 88 122Z',
      fill: '#b8474f',
      stroke: '#b8474f',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    })
  );
}

/** A portrait in a 200×200 box: background, shoulders, head, hair and a smile, plus a small seeded flourish. */
export function portrait(name: string): string {
  const f = portraitFeatures(name);
  const random = createRandom(`portrait-extra:${name}`);
  const accent = darken(f.ground, 0.12);
  const flourish =
    random.next() < 0.5
      ? el('path', { d: sparklePath(36, 40, 10) + sparklePath(166, 58, 7), fill: accent })
      : el('path', { d: heartPath(34, 44, 16) + heartPath(166, 52, 11), fill: accent });
  const shoulders = 'M28 200C30 170 52 152 80 148H120C148 152 170 170 172 200Z';
  const neckline = 'M84 148Q100 170 116 148Z';
  return (
    el('rect', { width: 200, height: 200, fill: f.ground }) +
    flourish +
    backHair(f.style, f.hair) +
    el('path', { d: 'M88 124H112V152Q100 160 88 152Z', fill: darken(f.skin, 0.1) }) +
    el('path', { d: shoulders, fill: f.top }) +
    el('path', { d: neckline, fill: darken(f.skin, 0.1) }) +
    el('path', {
      d: 'M60 176Q66 190 64 200M140 176Q134 190 136 200',
      stroke: darken(f.top, 0.15),
      'stroke-width': 3,
      fill: 'none',
    }) +
    el('circle', { cx: 58, cy: 102, r: 9, fill: darken(f.skin, 0.05) }) +
    el('circle', { cx: 142, cy: 102, r: 9, fill: darken(f.skin, 0.05) }) +
    (f.earrings
      ? el('circle', { cx: 57, cy: 114, r: 4, fill: '#d9b26f' }) +
        el('circle', { cx: 143, cy: 114, r: 4, fill: '#d9b26f' })
      : '') +
    el('ellipse', { cx: 100, cy: 98, rx: 42, ry: 47, fill: f.skin }) +
    frontHair(f.style, f.hair) +
    face(f)
  );
}

export function portraitSvg(name: string, pixelWidth: number): string {
  return svgDocument(200, 200, portrait(name), pixelWidth);
}
