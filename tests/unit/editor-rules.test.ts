/** @jest-environment node */
/**
 * The editor refuses what the build would, in the build's words (scripts/admin/editor/entry-faults.ts):
 * each rule broken once in the editor tests' own content (tests/fixtures/editor-content.ts), the form's
 * check of the file it saves against the build's check of the whole folder; and docs/owner.md's table of
 * rules held to the schema, so a new rule cannot skip it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readContent } from '@/data/read-content';
import { DESIGN_FIELDS_OF_ITS_OWN, type WrittenFile } from '@/data/schema/across-files';
import { formatFault } from '@/data/schema/faults';
import {
  faultsOfDeletion,
  faultsOfSave,
  nextDesignNumber,
  type SavedContent,
} from '@/scripts/admin/editor/entry-faults';
import { EDITOR_DESIGNS, writeEditorContent } from '@/tests/fixtures/editor-content';

const ROOT = path.resolve(__dirname, '../..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let content: string;
beforeAll(() => {
  content = mkdtempSync(path.join(tmpdir(), 'editor-content-'));
  writeEditorContent(content);
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

const read = (dir: string, file: string): Json =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
const DESIGN_FILES = Object.keys(EDITOR_DESIGNS).map((slug) => `designs/${slug}.json`);

/** The content as saved, as the editor reads it through its backend: files by path, with their data. */
function saved(dir: string): SavedContent {
  const file = (name: string): WrittenFile => ({
    file: path.join(dir, name),
    data: read(dir, name),
  });
  return { designs: DESIGN_FILES.map(file), reviews: file('pages/reviews.json') };
}

/** A copy of the content with `file` changed, or deleted. */
function changed(file: string, change: ((data: Json) => void) | 'deleted'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-rule-'));
  cpSync(content, dir, { recursive: true });
  if (change === 'deleted') rmSync(path.join(dir, file));
  else {
    const data = read(dir, file);
    change(data);
    writeFileSync(path.join(dir, file), JSON.stringify(data));
  }
  return dir;
}

/**
 * What the build says of the content with `file` changed, and what the editor says when that change is
 * saved (or the file deleted) with the content as it is: each fault as printed, the folder's path cut off.
 */
function bothSay(file: string, change: ((data: Json) => void) | 'deleted') {
  const dir = changed(file, change);
  try {
    const short = (line: string) =>
      line.replaceAll(`${dir}${path.sep}`, '').replaceAll(`${content}${path.sep}`, '');
    const build = readContent(dir).faults.map(formatFault).map(short);
    const form =
      change === 'deleted'
        ? faultsOfDeletion(path.join(content, file), saved(content))
        : faultsOfSave({ file: path.join(content, file), data: read(dir, file) }, saved(content));
    return { build, form: form.map(formatFault).map(short) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each rule, broken once: where, and how. The keys are the table's first column in docs/owner.md. */
const RULES: Record<string, { file: string; change: ((data: Json) => void) | 'deleted' }> = {
  'Each field: its kind, range, length, pattern, closed set': {
    file: 'designs/alpha.json',
    change: (design) => (design.searchDescription = 'Too short.'),
  },
  'A print’s line is not only spaces': {
    file: 'designs/alpha.json',
    change: (design) => (design.print.lines[0] = '   '),
  },
  'A print has all its fields, or none': {
    file: 'designs/alpha.json',
    change: (design) => (design.print.style = null),
  },
  'A price not above the original price': {
    file: 'designs/alpha.json',
    change: (design) => (design.price = 60),
  },
  'A design with reviews is rated 1 or more': {
    file: 'designs/alpha.json',
    change: (design) => (design.rating = 0),
  },
  'A print, or a photo of every view': {
    file: 'designs/gamma.json',
    change: (design) => (design.photos.back = ''),
  },
  'Each view its own photo': {
    file: 'designs/gamma.json',
    change: (design) => (design.photos.front = 'back.jpg'),
  },
  'A design’s number is its own': {
    file: 'designs/gamma.json',
    change: (design) => (design.id = EDITOR_DESIGNS.alpha.id),
  },
  'A design’s address is its own': {
    file: 'designs/gamma.json',
    change: (design) => (design.slug = EDITOR_DESIGNS.alpha.slug),
  },
  'A design’s name is its own': {
    file: 'designs/gamma.json',
    change: (design) => (design.name = EDITOR_DESIGNS.beta.name),
  },
  'A featured review names a design': {
    file: 'pages/reviews.json',
    change: (reviews) => (reviews.featured[0].product = 'Nobody’s Sweatshirt'),
  },
  'The newsletter offers its 15%': {
    file: 'pages/home.json',
    change: (home) => (home.newsletter.buttonLabel = 'Join'),
  },
  'The size chart has one row per size, in order': {
    file: 'pages/size-guide.json',
    change: (guide) => (guide.chart[0].size = 'S'),
  },
  'A size range’s smallest is not above its largest': {
    file: 'pages/size-guide.json',
    change: (guide) => (guide.chart[0].bust.min = 40),
  },
};

/** docs/owner.md's table of rules: its rows, each [rule, the build's words, where the form refuses it]. */
function rulesTable(): string[][] {
  const doc = readFileSync(path.join(ROOT, 'docs/owner.md'), 'utf8');
  const start = doc.indexOf('| Rule ');
  const rows = doc.slice(start).split('\n\n')[0]!.split('\n').slice(2);
  return rows.map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replaceAll("'", '’')),
  );
}

describe('the editor refuses what the build would, in the build’s words', () => {
  it.each(Object.entries(RULES))('%s', (rule, { file, change }) => {
    const { build, form } = bothSay(file, change);
    expect(build.length).toBeGreaterThan(0);
    expect(form).toEqual(build);
    const words = rulesTable().find(([name]) => name === rule)?.[1];
    if (words && !words.startsWith('Each field’s own sentence')) {
      expect(build.join('\n').replaceAll("'", '’')).toContain(words);
    }
  });

  it('refuses a new name that featured reviews still give, naming the reviews page’s faults', () => {
    const { build, form } = bothSay(
      'designs/alpha.json',
      (design) => (design.name = 'Alpha Hoodie'),
    );
    expect(build).toHaveLength(2);
    expect(form).toEqual(build);
    expect(form[0]).toMatch(
      /^pages\/reviews\.json: the reviews page, field featured › 1 \(Emily W\.\) › product: is "Alpha Sweatshirt", which no design is named/,
    );
  });

  it('refuses to delete a design featured reviews name, and lets one go that none names', () => {
    const { build, form } = bothSay('designs/beta.json', 'deleted');
    expect(build).toHaveLength(2);
    expect(form).toEqual(build);
    const unnamed = saved(content);
    unnamed.reviews = {
      ...unnamed.reviews!,
      data: {
        featured: (unnamed.reviews!.data as Json).featured.map((review: Json) => ({
          ...review,
          product: EDITOR_DESIGNS.alpha.name,
        })),
      },
    };
    expect(faultsOfDeletion(path.join(content, 'designs/beta.json'), unnamed)).toEqual([]);
  });

  it('blames a save only for what it breaks: a review already naming no design stays the reviews page’s', () => {
    const stale = saved(content);
    (stale.reviews!.data as Json).featured[0].product = 'Nobody’s Sweatshirt';
    const gamma = stale.designs.find(({ file }) => file.endsWith('gamma.json'))!;
    expect(faultsOfSave({ ...gamma, data: { ...(gamma.data as Json), price: 30 } }, stale)).toEqual(
      [],
    );
  });

  it('checks a design’s save against the others as saved, never against its own saved self', () => {
    const alpha = saved(content).designs[0]!;
    expect(faultsOfSave(alpha, saved(content))).toEqual([]);
  });

  it('gives a new design the next free number: one above the highest', () => {
    expect(nextDesignNumber(saved(content).designs)).toBe(Object.keys(EDITOR_DESIGNS).length + 1);
    expect(
      nextDesignNumber([
        { file: 'a', data: { id: 7 } },
        { file: 'b', data: { id: 'x' } },
        { file: 'c', data: null },
      ]),
    ).toBe(8);
    expect(nextDesignNumber([])).toBe(1);
  });
});

describe('docs/owner.md’s table of rules', () => {
  it('has a row for every rule broken above, and no other', () => {
    expect(rulesTable().map(([rule]) => rule)).toEqual(Object.keys(RULES));
  });

  it('names every rule between fields the schema has, and every rule across files: a new one needs a row', () => {
    const between = ['data/schema/design.ts', 'data/schema/pages.ts']
      .map((file) => readFileSync(path.join(ROOT, file), 'utf8').match(/addIssue\(/g)?.length ?? 0)
      .reduce((a, b) => a + b);
    const acrossFiles = Object.keys(DESIGN_FIELDS_OF_ITS_OWN).length + 1; // and a featured review's design
    const refusedBeforeSavingOnly = rulesTable().filter(
      ([rule, , where]) =>
        where!.startsWith('Before saving') && !rule!.startsWith('A print has all'),
    );
    expect(refusedBeforeSavingOnly).toHaveLength(between + acrossFiles);
  });
});
