// @ts-check
/**
 * `npm test`'s first step: stops the run at once, with the command that installs them, when a browser the
 * suite drives is missing (scripts/browsers.mjs says where each is looked for), rather than failing every
 * test of that engine after the lint, types and unit tests have run.
 */
import { missingBrowsers, missingMessage } from './browsers.mjs';

const missing = missingBrowsers();
if (missing.length > 0) {
  console.error(missingMessage(missing));
  process.exit(1);
}
