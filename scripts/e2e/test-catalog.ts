/**
 * The e2e build's catalog: the shop's content files, with a few designs at prices of their own. Every
 * design costs the spec's 39.99 in the shop's content, so a price sort would have nothing to order and a
 * sort that did nothing would pass; here four prices differ, below and above the others (and below their
 * original price, as the schema requires). Only designs no test reads a price of.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Relative to the project root, as CONTENT_DIR takes it. */
export const E2E_CONTENT_DIR = '.e2e/content';

const PRICES: Readonly<Record<string, number>> = {
  'pie-chart': 29.99,
  'mama-blue-floral': 34.5,
  'raccoon-dropout': 44,
  'tired-moms-book-club': 49.99,
};

/** Copies the content folder `from` to `to`, giving the designs above their prices. */
export function writeE2eContent(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const [slug, price] of Object.entries(PRICES)) {
    const file = path.join(to, 'designs', `${slug}.json`);
    const design = JSON.parse(readFileSync(file, 'utf8')) as { price: number };
    design.price = price;
    writeFileSync(file, `${JSON.stringify(design, null, 2)}\n`);
  }
}
