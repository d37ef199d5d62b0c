/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { FONT_FILES, KEPT_FEATURES, cutFont } from '../../scripts/fonts/cut';

const ROOT = path.resolve(__dirname, '../..');

/** The feature tags of a TrueType font's GSUB or GPOS table (its FeatureList), each once. */
function featureTags(font: Buffer, table: 'GSUB' | 'GPOS'): string[] {
  const tableCount = font.readUInt16BE(4);
  for (let record = 12; record < 12 + tableCount * 16; record += 16) {
    if (font.toString('latin1', record, record + 4) !== table) continue;
    const start = font.readUInt32BE(record + 8);
    const featureList = start + font.readUInt16BE(start + 6);
    const tags = new Set<string>();
    for (let i = 0; i < font.readUInt16BE(featureList); i++) {
      const tag = featureList + 2 + i * 6;
      tags.add(font.toString('latin1', tag, tag + 4));
    }
    return [...tags].sort();
  }
  return [];
}

const cutTrueType = (name: string) => cutFont(FONT_FILES[name]!, 'truetype');

describe('the web fonts, cut', () => {
  // HarfBuzz also drops a kept feature none of the kept characters use (Nunito's calt and ccmp).
  it('Nunito keeps its kerning, ligatures and local forms, and drops the fractions no style turns on', async () => {
    const nunito = await cutTrueType('nunito-400-700.woff2');
    const substitutions = featureTags(nunito, 'GSUB');
    expect(substitutions).toEqual(expect.arrayContaining(['liga', 'locl']));
    expect(substitutions.filter((tag) => ['frac', 'numr', 'dnom'].includes(tag))).toEqual([]);
    expect(featureTags(nunito, 'GPOS')).toContain('kern');
  });

  it('Fraunces keeps its kerning, ligatures and variation alternates', async () => {
    const fraunces = await cutTrueType('fraunces-600.woff2');
    expect(featureTags(fraunces, 'GSUB')).toEqual(expect.arrayContaining(['liga', 'rvrn']));
    expect(featureTags(fraunces, 'GPOS')).toContain('kern');
  });

  it('keep every feature the site’s styles turn on', () => {
    // Tailwind's font-variant-numeric classes and the feature each turns on.
    const featureOfClass: Record<string, string> = {
      'tabular-nums': 'tnum',
      'proportional-nums': 'pnum',
      'lining-nums': 'lnum',
      'oldstyle-nums': 'onum',
      'slashed-zero': 'zero',
      ordinal: 'ordn',
      'diagonal-fractions': 'frac',
      'stacked-fractions': 'afrc',
    };
    const used = new Map<string, string>();
    for (const folder of ['app', 'components', 'lib']) {
      for (const file of readdirSync(path.join(ROOT, folder), {
        recursive: true,
        encoding: 'utf8',
      })) {
        if (!/\.(tsx?|css)$/.test(file)) continue;
        const source = readFileSync(path.join(ROOT, folder, file), 'utf8');
        expect(`${folder}/${file}: ${/font-feature-settings/.test(source)}`).toBe(
          `${folder}/${file}: false`,
        );
        for (const [className, feature] of Object.entries(featureOfClass)) {
          if (new RegExp(`(?<![\\w-])${className}(?![\\w-])`).test(source))
            used.set(feature, `${className} in ${folder}/${file}`);
        }
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter(([feature]) => !KEPT_FEATURES.includes(feature))).toEqual([]);
  });
});
