/**
 * The inline loader: the one script every exported page carries in its HTML (compiled and minified by
 * scripts/hydration/loader-source.ts, inserted last in <body> by scripts/hydration/defer-hydration.ts, allowed
 * by one CSP hash since its text is the same on every page). It runs before React and keeps doing its jobs
 * after. Each job is a module beside this one:
 *
 * - start-hydration.ts: Next's scripts run after the first paint, or at once when a control needs them;
 * - early-taps.ts: a tap made before React is live is shown as heard and replayed once it is;
 * - early-steps.ts: a stepper's tap (quantity) shows its effect at once, before that replay;
 * - number-formats-ahead.ts: the page's first number formatter is made while the scripts download;
 * - link-choices.ts: a tap on a link that chooses (the shop's category chips) marks it current and keeps the
 *   page, and a tap or a change of the select beside them (the sort) marks their pair (choice-pair.ts), which
 *   CSS shows at once;
 * - modal-dialog-tab-loop.ts: Tab stays inside an open modal dialog;
 * - reading-flow-tab-order.ts: Tab keeps to the order on screen of the shop's sorted grid (Chromium);
 * - invoker-commands.ts and dialog-light-dismiss.ts: where a browser lacks invoker commands or `closedby`,
 *   the dialogs still open, close and light-dismiss from the first paint.
 *
 * Every byte here is in every page's HTML: tests/unit/early-taps-loader.test.ts holds its budget. That is
 * why the dialogs' stand-ins are ours and not the kept polyfills (`invokers-polyfill`,
 * `dialog-closedby-polyfill`): inlined, the two would take the loader from 3.3 KB to 11.7 KB minified
 * (1.4 to 4.0 KB gzip) on every page. Fetched as a same-origin script only by the browsers that lack the
 * features, they would cost the others nothing but a feature test, yet arrive after the first paint: an
 * opener tapped before would do nothing (the loader leaves `commandfor` buttons to the platform), so the
 * taps would need recording twice over. Each stand-in's module says what else kept its package out.
 */
import { standInForClosedBy } from './dialog-light-dismiss';
import { recordEarlyTaps } from './early-taps';
import { chooseByLinks } from './link-choices';
import { standInForInvokerCommands } from './invoker-commands';
import { keepTabInsideModalDialogs } from './modal-dialog-tab-loop';
import { keepReadingFlowTabOrder } from './reading-flow-tab-order';
import { makeNumberFormatsAhead } from './number-formats-ahead';
import { startHydrationAfterFirstPaint } from './start-hydration';

keepTabInsideModalDialogs();
keepReadingFlowTabOrder();
standInForInvokerCommands();
standInForClosedBy();
recordEarlyTaps();
chooseByLinks();
startHydrationAfterFirstPaint(makeNumberFormatsAhead);
