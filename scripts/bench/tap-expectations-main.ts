/**
 * Prints, as JSON, what each tap control expects on each route given on the command line, for the catalogue
 * this process reads (CONTENT_DIR): the child process of ./tap-expectations.ts.
 */
import { controlsOn } from './tap-controls';
import type { TapExpectation } from './tap-expectations';

const expectations: TapExpectation[] = process.argv.slice(2).flatMap((route) =>
  controlsOn(route).map((control) => ({
    route,
    kind: control.kind,
    expected: control.expected(route),
  })),
);
console.log(JSON.stringify(expectations));
