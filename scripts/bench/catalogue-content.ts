/**
 * The bench's big catalogue (issue 49): the shop's content folder written again with every design `times`
 * over, as a shop that grew would have it, for `npm run bench -- --catalogue 10x` (catalogue.ts) to build
 * through CONTENT_DIR.
 *
 * The first copy of each design is the design itself; copy k (2, 3, …) gets its own number (k − 1 times the
 * highest number further on, so Popular keeps the copies in rounds of the whole catalogue), its own address
 * (`milk-bar-2`) and name (`Milk Bar Sweatshirt No. 2`), and its own drawing: the print's inks move k − 1 places
 * along the ink list, so that no two copies draw the same picture and the image step pays for every design.
 * The pages' copy is kept as it is: its featured reviews name designs of the first copy, which exist. And
 * `changeOneDesign` makes the edit the bench builds again after: one design's price and print.
 *
 * The bench builds with an empty photo folder (reproducible on any checkout), so no design names a photo:
 * each keeps its print, and a design drawn from photos only gets a print of its name.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INK_NAMES } from '../../data/inks';
import { CONTENT_FILES } from '../../data/schema/content-files';
import type { DesignContent } from '../../data/schema/design';

/** `10x` → 10: how many times over the catalogue holds each of the shop's designs. */
export function parseCatalogueSize(value: string): number {
  const match = /^([1-9]\d*)x$/.exec(value.trim());
  if (!match)
    throw new Error(
      `--catalogue takes a size such as 10x or 40x (1x: the shop's own), got "${value}"`,
    );
  return Number(match[1]);
}

/** The print's longest line, as the schema allows it. */
const PRINT_LINE_LENGTH = 30;

type Print = NonNullable<DesignContent['print']>;

/** The drawing of copy `copy`: the same words and style, its inks `copy − 1` places along the ink list. */
function printOfCopy(print: Print, copy: number): Print {
  const shift = (ink: Print['inks'][number]) =>
    INK_NAMES[(INK_NAMES.indexOf(ink) + copy - 1) % INK_NAMES.length]!;
  return { ...print, inks: print.inks.map(shift) };
}

/** A print of the design's name, for a design the shop draws from photos only. */
function printOfName(name: string): Print {
  const words = name.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= PRINT_LINE_LENGTH)
      lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < 4) lines.push(word.slice(0, PRINT_LINE_LENGTH));
  }
  return { style: 'typography', lines, inks: [INK_NAMES[0], INK_NAMES[1]!] };
}

/** Copy `copy` (1 is the design itself) of `design`, whose catalogue numbers go up to `highestId`. */
function designCopy(design: DesignContent, copy: number, highestId: number): DesignContent {
  const drawn: DesignContent = { ...design, print: design.print ?? printOfName(design.name) };
  delete drawn.photos;
  if (copy === 1) return drawn;
  return {
    ...drawn,
    id: design.id + (copy - 1) * highestId,
    slug: `${design.slug}-${copy}`,
    name: `${design.name} No. ${copy}`,
    print: printOfCopy(drawn.print!, copy),
  };
}

/**
 * Writes the content folder `from` into `to` (emptied first) with every design `times` over; returns how many
 * designs it wrote. `from` must hold the shop's content as the build reads it (`npm run content` passes).
 */
export function writeCatalogueContent(from: string, to: string, times: number): number {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => path.relative(from, source) !== CONTENT_FILES.designs,
  });
  const designsDir = path.join(from, CONTENT_FILES.designs);
  const designs = readdirSync(designsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(designsDir, name), 'utf8')) as DesignContent);
  const highestId = Math.max(...designs.map((design) => design.id));
  const outDir = path.join(to, CONTENT_FILES.designs);
  mkdirSync(outDir, { recursive: true });
  for (let copy = 1; copy <= times; copy += 1)
    for (const design of designs) {
      const written = designCopy(design, copy, highestId);
      // 'wx': a copy's address that is another design's (milk-bar-2 in the shop) fails rather than overwrites.
      writeFileSync(
        path.join(outDir, `${written.slug}.json`),
        `${JSON.stringify(written, null, 2)}\n`,
        { flag: 'wx' },
      );
    }
  return designs.length * times;
}

/**
 * Changes the newest design of the catalogue in `contentFolder` as the owner would in the editor: its price
 * 10% lower, and its print's first line. Returns what changed, in words.
 */
export function changeOneDesign(contentFolder: string): string {
  const designsDir = path.join(contentFolder, CONTENT_FILES.designs);
  const designs = readdirSync(designsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = path.join(designsDir, name);
      return { file, design: JSON.parse(readFileSync(file, 'utf8')) as DesignContent };
    });
  const newest = designs.reduce((a, b) => (b.design.id > a.design.id ? b : a));
  const { design } = newest;
  const price = Math.round(design.price * 90) / 100;
  const [first = '', ...rest] = design.print?.lines ?? [];
  const line = `${first.slice(0, PRINT_LINE_LENGTH - 1)}!`;
  const changed: DesignContent = {
    ...design,
    price,
    ...(design.print ? { print: { ...design.print, lines: [line, ...rest] } } : {}),
  };
  writeFileSync(newest.file, `${JSON.stringify(changed, null, 2)}\n`);
  return `${design.name}: price ${design.price} → ${price}, print line “${first}” → “${line}”`;
}
