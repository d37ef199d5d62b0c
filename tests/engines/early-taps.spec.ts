/**
 * Every control a shopper can tap before the page's scripts arrive, in the engine: the bench's table of them
 * (scripts/bench/tap-controls.ts: how to find each, what it does, how the page shows it), each tapped with
 * the scripts held back at the site gate, here (a route's controls one after another in one load) or, for
 * a few, in the spec that does more with them (TAPPED_ELSEWHERE). What the platform runs shows at once;
 * what needs React shows it was heard (aria-busy) and takes effect exactly once when the scripts arrive.
 * Share counts its share sheet and clipboard calls (the table's setup): with its replay carrying no user
 * activation, it read "Could not copy the link" in every engine until the inline loader shared inside the
 * tap.
 * tests/e2e/early-taps.spec.ts is Chromium's fuller version.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_TAP_ROUTES,
  TAP_CONTROLS,
  controlsOn,
  type TapControl,
  type TapKind,
} from '../../scripts/bench/tap-controls';
import { pageHelpers } from '../../scripts/bench/tap-probe';
import { PHONE } from './support/driver';
import { expect, test } from './support/fixtures';
import { busyControls, byRole, isHydrated, nameMatch } from './support/page-queries';

/**
 * The controls another spec of this suite taps with the scripts held, in the same engine at the same size,
 * and checks as this one would: not tapped again here.
 */
const TAPPED_ELSEWHERE: Partial<Record<TapKind, string>> = {
  // Opened before the scripts, then Tab and Escape; that the product page's dialog (one component for both)
  // stays open as the scripts arrive, notify.spec.ts checks on Out of Stock.
  'size-guide': 'dialogs.spec.ts',
  // Tapped before the scripts, the dialog stays open through hydration, and the sign-up goes on in it.
  'add-to-cart': 'notify.spec.ts',
  // A chip, then the sort, tapped before the scripts on a category's page, both kept once they arrive; the
  // shop's own cards in the sort's order before the scripts, from a shared link's ?sort=.
  category: 'shop-pages.spec.ts',
  sort: 'shop-pages.spec.ts',
};

/** Each control tapped here once, on the first default tap route that has it. */
const TAPS = TAP_CONTROLS.filter((control) => !(control.kind in TAPPED_ELSEWHERE)).map(
  (control) => ({
    control,
    route: DEFAULT_TAP_ROUTES.find((route) => controlsOn(route).includes(control)) ?? '',
  }),
);

/**
 * The controls tapped on each route, all in one load with the scripts held, as a shopper may tap several
 * before they arrive: each load is a browser session of its own here, with nothing cached. Share first, as
 * the page's first tap: a copy the browser refuses there (a page not yet focused) is the inline loader's
 * to hand on (lib/inline-loader/early-taps.ts); then the table's order.
 */
const TAPS_BY_ROUTE = new Map<string, TapControl[]>();
for (const { control, route } of [...TAPS].sort(
  (a, b) => Number(b.control.kind === 'share') - Number(a.control.kind === 'share'),
))
  TAPS_BY_ROUTE.set(route, [...(TAPS_BY_ROUTE.get(route) ?? []), control]);

/** Whether `text` is the accessible name `name` (a string exactly, a RegExp as it matches). */
const isNamed = (text: string, name: string | RegExp) =>
  typeof name === 'string' ? text === name : name.test(text);

/** The control's effect check as a page function of what it expects. */
const effectCheck = (control: TapControl) =>
  `(expected) => (${control.effect.toString()})(expected, (${pageHelpers.toString()})())`;

test.describe('taps made before the scripts arrive', () => {
  test('the table has every control a shopper can tap first, each tapped here or by the spec named for it', () => {
    expect(TAP_CONTROLS).toHaveLength(9);
    expect(
      [...TAPS.map(({ control }) => control.kind), ...Object.keys(TAPPED_ELSEWHERE)].sort(),
    ).toEqual(TAP_CONTROLS.map((control) => control.kind).sort());
    expect(TAPS.every(({ route }) => route !== '')).toBe(true);
    for (const spec of Object.values(TAPPED_ELSEWHERE))
      expect(existsSync(path.join(__dirname, spec)), `${spec}, a spec of this suite`).toBe(true);
  });

  for (const [route, controls] of TAPS_BY_ROUTE) {
    const said = controls.map(
      (control) =>
        `${control.kind} ${control.runBy === 'platform' ? 'answers at once' : 'is heard, then takes effect once'}`,
    );
    test(`on ${route}: ${said.join('; ')}`, async ({ driver, site }) => {
      // A control's test took up to 7 s in WebKit on a slow day; the session and the scripts, once here.
      test.setTimeout(60_000 + 15_000 * (controls.length - 1));
      const state = (control: TapControl) =>
        driver.evaluate<[unknown], string>(effectCheck(control), control.expected(route));

      await driver.setViewport(PHONE);
      await site.enter(route, { holdScripts: true });
      for (const control of controls)
        if (control.setup) await driver.evaluate(control.setup.toString());
      const heard: string[] = [];
      for (const control of controls) {
        await test.step(`${control.kind}, before the scripts`, async () => {
          // Nothing yet, the taps before it included: each effect is its own tap's.
          expect(await state(control), control.kind).toBe('none');
          await act(control);
          if (control.runBy === 'platform') {
            await expect.poll(() => state(control), { message: control.kind }).toBe('done');
          } else {
            const busy = await driver.evaluate(busyControls);
            heard.push(busy.find((name) => !heard.includes(name)) ?? '');
            expect(busy, control.kind).toHaveLength(heard.length);
            expect(
              isNamed(heard.at(-1) ?? '', control.target.name),
              `${control.kind}: ${busy}`,
            ).toBe(true);
          }
        });
      }
      expect(await driver.evaluate(isHydrated)).toBe(false);

      await site.releaseScripts();
      await expect.poll(() => driver.evaluate(isHydrated), { timeout: 20_000 }).toBe(true);
      for (const control of controls)
        await expect
          .poll(() => state(control), { timeout: 10_000, message: control.kind })
          .toBe('done');
      // Still once, a moment after the replays.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const control of controls) expect(await state(control), control.kind).toBe('done');
      if (controls.some((control) => control.kind === 'share'))
        expect(await driver.evaluate(() => document.body.innerText)).not.toContain(
          'Could not copy the link',
        );

      async function act(tapped: TapControl): Promise<void> {
        const { roles, name, within } = tapped.target;
        const found = [roles, nameMatch(name), within] as const;
        if (tapped.action.kind === 'select')
          await driver.select(tapped.action.value, byRole, ...found);
        else await driver.click(byRole, ...found);
      }
    });
  }
});
