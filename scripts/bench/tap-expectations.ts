/**
 * What each tap control's effect check expects on a route (tap-controls.ts's `expected`), for a catalogue
 * other than this process's. The checks compare the page with the catalogue it was built from, and a process
 * reads its catalogue once, from CONTENT_DIR (data/content.ts): so the catalogue bench asks a child process
 * started with the other catalogue's CONTENT_DIR (./tap-expectations-main.ts), through the one definition
 * of each control.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TapControl, TapKind } from './tap-controls';

/** One control's expectation on one route, as the child prints it. */
export interface TapExpectation {
  route: string;
  kind: TapKind;
  expected: unknown;
}

/** Looks up what `control` expects on `route`, from the expectations a child printed. */
export type ExpectationOf = (route: string, control: TapControl) => unknown;

/** The expectations of the controls on `routes` for the catalogue in `contentDir` (relative to the project). */
export function expectationsFor(
  projectRoot: string,
  contentDir: string,
  routes: readonly string[],
): ExpectationOf {
  const printed = execFileSync(
    path.join(projectRoot, 'node_modules/.bin/tsx'),
    ['scripts/bench/tap-expectations-main.ts', ...routes],
    {
      cwd: projectRoot,
      env: { ...process.env, CONTENT_DIR: contentDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const expectations = JSON.parse(printed) as TapExpectation[];
  return (route, control) => {
    const found = expectations.find(
      (entry) => entry.route === route && entry.kind === control.kind,
    );
    if (!found) throw new Error(`No expectation of ${control.kind} on ${route} for ${contentDir}`);
    return found.expected;
  };
}
