/**
 * The tap measure's recorder in the page (scripts/bench/tap-probe.ts) and the shop's drawn check
 * (scripts/bench/tap-controls.ts), on pages of their own: `npm run bench` reports what they record, and no
 * other test runs them in a browser.
 */
import type { Page } from '@playwright/test';
import { TAP_CONTROLS } from '../../scripts/bench/tap-controls';
import { pageHelpers, probeScript, type ProbeWindow } from '../../scripts/bench/tap-probe';
import { expect, test } from './support/fixtures';

/** Opens `body` as a page of its own at the site's address, with `initScript` run before it. */
async function openPage(page: Page, body: string, initScript?: string) {
  if (initScript) await page.addInitScript({ content: initScript });
  await page.route('**/bench-probe-page', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body>${body}</body></html>`,
    }),
  );
  await page.goto('/bench-probe-page');
}

test('the probe counts a tap drawn at the first frame its drawn check holds, after the frame its effect shows in', async ({
  page,
}) => {
  type TestWindow = ProbeWindow & { wholeAt?: number };
  const script = probeScript(
    {
      effect: () => (document.body.classList.contains('on') ? 'done' : 'none'),
      drawn: () => performance.now() >= ((window as TestWindow).wholeAt ?? Infinity),
    },
    null,
  );
  // The effect shows in the next frame; the drawn check holds only 150 ms later.
  await openPage(
    page,
    `<button onclick="document.body.classList.add('on'); window.wholeAt = performance.now() + 150">Tap</button>`,
    script,
  );
  await page.getByRole('button', { name: 'Tap' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as ProbeWindow).__tapProbe?.effectDrawnMs ?? null))
    .not.toBeNull();
  const { record, wholeAt } = await page.evaluate(() => ({
    record: (window as ProbeWindow).__tapProbe!,
    wholeAt: (window as TestWindow).wholeAt!,
  }));
  expect(record.effectMs).toBeLessThan(wholeAt);
  expect(record.effectDrawnMs).toBeGreaterThanOrEqual(wholeAt);
  // The first frame after the check held, not any later one (a frame is 16.7 ms here; room for a slow one).
  expect(record.effectDrawnMs! - wholeAt).toBeLessThan(100);
});

test("the shop's drawn check waits for every card in view to have its content drawn, and only those", async ({
  page,
}) => {
  const drawn = TAP_CONTROLS.find((control) => control.kind === 'sort')!.drawn!;
  const card = (id: number, style: string) =>
    `<li data-product-id="${id}" style="${style}"><a href="#">Card ${id}</a></li>`;
  // A card in view whose content is skipped, one put away (as lib/shop-list-css.ts does) and one far below
  // the viewport, both skipped too, and one drawn.
  await openPage(
    page,
    `<ul style="margin:0">
      ${card(1, 'height:100px')}
      ${card(2, 'height:100px;content-visibility:hidden')}
      ${card(3, 'height:0;visibility:hidden;content-visibility:hidden')}
      ${card(4, 'margin-top:3000px;height:100px;content-visibility:hidden')}
    </ul>`,
  );
  const drawnNow = () =>
    page.evaluate(`(${drawn.toString()})((${pageHelpers.toString()})())`) as Promise<boolean>;

  expect(await drawnNow()).toBe(false);
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-product-id="2"]')!.style.contentVisibility = 'auto';
  });
  // Found in view at the next frame, and drawn.
  await expect.poll(drawnNow).toBe(true);
});
