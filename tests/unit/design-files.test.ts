/** @jest-environment node */
/**
 * What one design adds to an export (scripts/bench/design-files.ts), which tests/e2e/budgets.spec.ts holds
 * to its budget: on an export folder of the test's own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { designFiles } from '@/scripts/bench/design-files';

let dir: string;
const write = (file: string, bytes: number) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'design-files-'));
  write('products/milk-bar.html', 300);
  write('products/milk-bar.txt', 80);
  write('products/milk-bar/__next._tree.txt', 1);
  write('images/products/milk-bar/front-320.webp', 10);
  write('images/products/milk-bar/front-640.webp', 20);
  write('og/products/milk-bar.jpg', 60);
  // Another design, whose slug holds the first's, and pages of no design.
  write('products/mamas-milk-bar-classic.html', 300);
  write('images/products/mamas-milk-bar-classic/front-320.webp', 10);
  write('shop.html', 500);
  write('images/hero-480.webp', 40);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("counts a design's files by its slug as a folder or a name, whatever wrote them, by kind, heaviest first", () => {
  const found = designFiles(dir, ['milk-bar', 'mamas-milk-bar-classic']);
  expect(found.get('milk-bar')).toEqual({
    files: 6,
    bytes: 471,
    kinds: [
      { kind: 'products/<slug>.html', files: 1, bytes: 300 },
      { kind: 'products/<slug>.txt', files: 1, bytes: 80 },
      { kind: 'og/products/<slug>.jpg', files: 1, bytes: 60 },
      { kind: 'images/products/<slug>/*.webp', files: 2, bytes: 30 },
      { kind: 'products/<slug>/*.txt', files: 1, bytes: 1 },
    ],
  });
  expect(found.get('mamas-milk-bar-classic')).toMatchObject({ files: 2, bytes: 310 });
});
