/** @jest-environment node */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The README and docs/ stay true: every `npm run` they name is a script, every file or folder they name
 * exists, every link they make leads somewhere, and nothing in the repository points at a file outside it.
 */

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Folders and files that no clone has until a build or the bench writes them. */
const GENERATED = [
  'docs/performance.md',
  'public/images',
  'public/og',
  'public/icons',
  'public/favicon.ico',
  'public/apple-touch-icon.png',
  'app/_fonts',
  'app/_sitemap',
];
/** The owner's photos and the originals a build keeps beside them: examples only her copy has. */
const isOwnersPhoto = (file: string) =>
  file.startsWith('data/photos/') && file !== 'data/photos/README.md';
const isGenerated = (file: string) =>
  isOwnersPhoto(file) ||
  GENERATED.some((generated) => file === generated || file.startsWith(`${generated}/`));

/** Top-level folders whose files the docs may name (not out/, .e2e/ and the like, which builds write). */
const SOURCE_FOLDERS = [
  '.ci',
  'app',
  'components',
  'data',
  'docs',
  'lib',
  'public',
  'scripts',
  'supabase',
  'tests',
];

const SKIPPED = new Set(['node_modules', '.git', '.next', 'out', '.e2e', '.bench', '.cache']);

function listFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [file, ...listFiles(file)] : [file];
  });
}
const FILES = listFiles('');
const FILE_NAMES = new Set(FILES.map((file) => path.posix.basename(file)));

/** Whether `reference` (a path, perhaps ending in / or holding a * glob) names something in the repo. */
function exists(reference: string): boolean {
  const clean = reference.replace(/\/$/, '');
  if (isGenerated(clean)) return true;
  if (!clean.includes('*')) return existsSync(path.join(ROOT, clean));
  const pattern = new RegExp(`^${clean.split('*').map(escapeRegExp).join('[^/]*')}$`);
  return FILES.some((file) => pattern.test(file));
}
function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of every `code` span and ``` block. */
function codeIn(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const prose = markdown.replace(/```[^\n]*\n[\s\S]*?```/g, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...blocks, ...spans];
}

/** Paths into the source folders, e.g. `lib/public-config.ts`, `supabase/migrations/`, `scripts/*.mjs`. */
function pathsIn(text: string): string[] {
  const candidates = text.match(/(?<![\w./@-])\.?[\w-]+\/[\w./*-]*/g) ?? [];
  return candidates.filter((candidate) =>
    SOURCE_FOLDERS.includes(candidate.split('/')[0]!.replace(/^\.\//, '')),
  );
}

/** A span that is one bare file name (`products.ts`, `package.json`, `.env.example`). */
const BARE_FILE = /^\.?[\w.-]+\.(ts|tsx|mjs|js|json|md|sql|css|toml|example|svg)$/;

describe.each(DOCS)('%s', (doc) => {
  const markdown = read(doc);
  const code = codeIn(markdown);

  it('names only npm scripts that exist', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const named = [...markdown.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(
      (match) => match[1] ?? match[2]!,
    );
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const paths = code.flatMap(pathsIn);
    const bareFiles = code.filter((span) => BARE_FILE.test(span));
    const missing = [
      ...paths.filter((reference) => !exists(reference)),
      ...bareFiles.filter((name) => !FILE_NAMES.has(name) && !exists(name)),
    ];
    expect(missing).toEqual([]);
  });

  it('links only to files that exist', () => {
    const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!.replace(/#.*$/, ''))
      .filter((target) => target && !/^[a-z]+:/.test(target));
    const missing = targets.filter(
      (target) => !exists(path.posix.normalize(path.posix.join(path.posix.dirname(doc), target))),
    );
    expect(missing).toEqual([]);
  });
});

describe('README.md', () => {
  const lines = read('README.md').split('\n');

  it('fits on a screen or two: 150 lines at most', () => {
    expect(lines.length).toBeLessThanOrEqual(150);
  });

  it('opens with the two commands a newcomer needs', () => {
    const opening = lines.slice(0, 4).join('\n');
    expect(opening).toMatch(/^npm install && npm run build && npm start\b/m);
    expect(opening).toMatch(/^npm test\b/m);
  });
});

describe('references outside the repository', () => {
  /** Where the repository once pointed at the product spec and design brief kept beside it. */
  const OUTSIDE = [
    ['..', 'shared'].join('/'),
    ['DESIGN', 'md'].join('.'),
    ['000', '46c'].join('_'),
    ['spec', '§'].join(' '),
  ];
  /** Every source folder but public/, whose files are assets. */
  const FOLDERS = SOURCE_FOLDERS.filter((folder) => folder !== 'public');

  it('none in the README, the docs, the configuration, or the code of these folders', () => {
    const files = [
      'README.md',
      '.env.example',
      ...FILES.filter((file) => FOLDERS.includes(file.split('/')[0]!)),
    ].filter(
      (file) =>
        !isGenerated(file) && /\.(md|ts|tsx|mjs|js|sql|toml|sh|example)$|^\.ci\//.test(file),
    );
    const found = files.flatMap((file) =>
      OUTSIDE.filter((marker) => read(file).includes(marker)).map((marker) => `${file}: ${marker}`),
    );
    expect(found).toEqual([]);
  });
});
