/**
 * Lighthouse 12 on one route: `runs` runs in one Chrome (the browser scripts/chromium.mjs picks), mobile with
 * the default simulated throttling, through the Node API in lighthouse-worker.mjs (plain Node: see there why
 * not tsx). One Chrome at a time: the bench calls this route after route.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { summarize, type LighthouseRun, type LighthouseSummary } from './stats';

const WORKER = path.join(import.meta.dirname, 'lighthouse-worker.mjs');

/** `saveAs`: path prefix for the full reports (`<saveAs>-<run>.json`). */
export function runLighthouse(
  url: string,
  runs: number,
  onRun: (run: number) => void = () => {},
  saveAs?: string,
): Promise<LighthouseSummary> {
  return new Promise((resolve, reject) => {
    const args = [
      WORKER,
      '--url',
      url,
      '--runs',
      String(runs),
      ...(saveAs ? ['--save', saveAs] : []),
    ];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const results: LighthouseRun[] = [];
    let stdout = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const lines = stdout.split('\n');
      stdout = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) results.push(JSON.parse(line) as LighthouseRun);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        const progress = /^run (\d+)$/.exec(line.trim());
        if (progress) onRun(Number(progress[1]));
        else if (line.trim()) errors += `${line}\n`;
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 || results.length !== runs) {
        reject(
          new Error(
            `Lighthouse on ${url} failed (exit ${code}, ${results.length}/${runs} runs):\n${errors}`,
          ),
        );
        return;
      }
      resolve(summarize(results));
    });
  });
}
