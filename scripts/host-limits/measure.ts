/**
 * What the hosts' limits are about, measured on an exported site: its files (walked one at a time, never
 * listed or read whole: 20,000 to 65,000 of them at 1,040 designs) and its `_headers`.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { siteFiles } from '../site-dir';
import type { Measure } from './hosts';

export interface SiteMeasures {
  values: Record<Measure, number>;
  /** Where the largest value of a measure is, when it is one file, folder or line. */
  where: Partial<Record<Measure, string>>;
}

/** `_headers`'s rules (Cloudflare counts a rule per path line), longest line and longest policy. */
function measureHeadersFile(text: string) {
  let rules = 0;
  let longestLine = { length: 0, line: '' };
  let longestPolicy = { length: 0, line: '' };
  let pattern = '';
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules += 1;
      pattern = line.trim();
    } else {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-security-policy' && value.length > longestPolicy.length)
        longestPolicy = { length: value.length, line: pattern };
    }
    if (line.length > longestLine.length) longestLine = { length: line.length, line: pattern };
  }
  return { rules, longestLine, longestPolicy };
}

/** Measures the export in `dir`. A site without `_headers` has no rules. */
export async function measureSite(dir: string): Promise<SiteMeasures> {
  const values: Record<Measure, number> = {
    headerRules: 0,
    headerLine: 0,
    policyLength: 0,
    files: 0,
    filesInOneFolder: 0,
    largestFile: 0,
    totalBytes: 0,
    longestPath: 0,
  };
  const where: SiteMeasures['where'] = {};
  const filesPerFolder = new Map<string, number>();
  for await (const file of siteFiles(dir)) {
    const { size } = await stat(path.join(dir, file));
    values.files += 1;
    values.totalBytes += size;
    if (size > values.largestFile) {
      values.largestFile = size;
      where.largestFile = file;
    }
    const pathBytes = Buffer.byteLength(file);
    if (pathBytes > values.longestPath) {
      values.longestPath = pathBytes;
      where.longestPath = file;
    }
    const folder = path.posix.dirname(file);
    filesPerFolder.set(folder, (filesPerFolder.get(folder) ?? 0) + 1);
  }
  for (const [folder, count] of filesPerFolder) {
    if (count <= values.filesInOneFolder) continue;
    values.filesInOneFolder = count;
    where.filesInOneFolder = folder === '.' ? 'the top folder' : `${folder}/`;
  }

  const headers = await readFile(path.join(dir, '_headers'), 'utf8').catch(() => undefined);
  if (headers !== undefined) {
    const { rules, longestLine, longestPolicy } = measureHeadersFile(headers);
    values.headerRules = rules;
    values.headerLine = longestLine.length;
    where.headerLine = `a line of ${longestLine.line}`;
    values.policyLength = longestPolicy.length;
    if (longestPolicy.length > 0) where.policyLength = `${longestPolicy.line}'s`;
  }
  return { values, where };
}
