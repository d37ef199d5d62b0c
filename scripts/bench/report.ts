/**
 * The bench's table (terminal and Markdown, same columns) and its JSON file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CLS_MAX,
  KIB,
  LCP_MAX_MS,
  LIGHTHOUSE_MIN_SCORE,
  PRODUCT_FIRST_VIEW_MAX_BYTES,
  TBT_MAX_MS,
} from './budgets';
import type { BenchResults, RouteResult } from './evaluate';

const COLUMNS = [
  'route',
  'JS gz KiB',
  'Δ floor KiB',
  '× floor',
  'JS budget KiB',
  'view KB',
  'static view KB',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'TBT ms',
  'CLS',
] as const;

const MISSED = '✗';

function flag(text: string, missed: boolean): string {
  return missed ? `${text} ${MISSED}` : text;
}

function row(result: RouteResult, floorBytes: number): string[] {
  const { js, firstView, lighthouse, staticFirstView } = result;
  const lh = lighthouse;
  const score = (category: 'performance' | 'accessibility' | 'best-practices' | 'seo') =>
    lh ? flag(String(lh.scores[category]), lh.scores[category] < LIGHTHOUSE_MIN_SCORE) : '–';
  const viewMissed =
    result.kind === 'product' && !!firstView && firstView.total > PRODUCT_FIRST_VIEW_MAX_BYTES;
  return [
    result.route,
    flag(
      (js.gzipBytes / KIB).toFixed(1),
      js.gzipBytes > js.budgetBytes || js.backendClientScripts.length > 0,
    ),
    `${js.gzipBytes >= floorBytes ? '+' : ''}${((js.gzipBytes - floorBytes) / KIB).toFixed(1)}`,
    (js.gzipBytes / floorBytes).toFixed(3),
    (js.budgetBytes / KIB).toFixed(1),
    firstView ? flag((firstView.total / 1000).toFixed(1), viewMissed) : '–',
    (staticFirstView.total / 1000).toFixed(1),
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    lh ? flag(String(Math.round(lh.lcpMs)), lh.lcpMs > LCP_MAX_MS) : '–',
    lh ? flag(String(Math.round(lh.tbtMs)), lh.tbtMs > TBT_MAX_MS) : '–',
    lh ? flag(lh.cls.toFixed(3), lh.cls > CLS_MAX) : '–',
  ];
}

/** The floor's own figures, unflagged: no budget applies to it, it shows what the framework alone costs. */
function floorRow(results: BenchResults): string[] {
  const { floor } = results;
  const lh = floor.lighthouse;
  return [
    `(floor: bare Next app, ${floor.source})`,
    (floor.gzipBytes / KIB).toFixed(1),
    '+0.0',
    '1.000',
    '–',
    floor.firstView ? (floor.firstView.total / 1000).toFixed(1) : '–',
    floor.staticFirstView ? (floor.staticFirstView.total / 1000).toFixed(1) : '–',
    lh ? String(lh.scores.performance) : '–',
    lh ? String(lh.scores.accessibility) : '–',
    lh ? String(lh.scores['best-practices']) : '–',
    lh ? String(lh.scores.seo) : '–',
    lh ? String(Math.round(lh.lcpMs)) : '–',
    lh ? String(Math.round(lh.tbtMs)) : '–',
    lh ? lh.cls.toFixed(3) : '–',
  ];
}

export function tableRows(results: BenchResults): string[][] {
  return [
    floorRow(results),
    ...results.routes.map((result) => row(result, results.floor.gzipBytes)),
  ];
}

/** A fixed-width table for the terminal. */
export function textTable(results: BenchResults): string {
  const rows = [[...COLUMNS], ...tableRows(results)];
  const widths = COLUMNS.map((_, column) =>
    Math.max(...rows.map((cells) => [...(cells[column] ?? '')].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const padding = ' '.repeat((widths[column] ?? 0) - [...cell].length);
        return column === 0 ? cell + padding : padding + cell;
      })
      .join('  ');
  const [header, ...body] = rows;
  return [
    line(header ?? []),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...body.map(line),
  ].join('\n');
}

/** The same table in Markdown, for docs and reports. */
export function markdownTable(results: BenchResults): string {
  const rows = tableRows(results);
  const header = `| ${COLUMNS.join(' | ')} |`;
  const rule = `|${COLUMNS.map((_, column) => (column === 0 ? ' --- ' : ' ---: ')).join('|')}|`;
  return [header, rule, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
}

export async function writeJsonReport(
  reportsDir: string,
  report: Record<string, unknown>,
): Promise<{ file: string; latest: string }> {
  await mkdir(reportsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(reportsDir, `bench-${stamp}.json`);
  const latest = path.join(reportsDir, 'latest.json');
  const text = `${JSON.stringify(report, null, 2)}\n`;
  await writeFile(file, text);
  await writeFile(latest, text);
  return { file, latest };
}
