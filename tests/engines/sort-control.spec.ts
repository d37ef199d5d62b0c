/**
 * The shop at 1280 px, in the engine. Its sort control as designed: a white, rounded control with the site's
 * own arrow. WebKit draws a native select as its grey button whatever its background, unless the site draws
 * it (components/shop/shop-browser.tsx). Looked at in the control's own pixels, at one width: nothing in its
 * drawing depends on the width (the row around it only wraps). And a card not yet drawn stands as tall as it
 * will be: its guess is in container units inside contain-intrinsic-size (components/shop/shop-grid-item.tsx),
 * and an engine that refused them would stand every card not drawn yet at no height at all.
 */
import sharp from 'sharp';
import { MOST_HEIGHT_GUESS_MISS_PX, lastCardHeights } from '../e2e/support/shop-page';
import { DESKTOP } from './support/driver';
import { expect, test } from './support/fixtures';

test(`at ${DESKTOP.width} px a card not yet drawn stands as tall as it will be, so nothing jumps when it is drawn; the sort control is white and rounded, with its arrow`, async ({
  driver,
  site,
}, testInfo) => {
  await driver.setViewport(DESKTOP);
  await site.enter('/shop');
  await test.step('the last card, not drawn yet, stands as tall as it will be', async () => {
    // Before anything is scrolled: the last card is still far out of view.
    const { skipped, guessed, drawn } = await driver.evaluate(lastCardHeights);
    expect(skipped, 'the last card is drawn already: nothing to compare').toBe(true);
    expect(Math.abs(drawn - guessed)).toBeLessThanOrEqual(MOST_HEIGHT_GUESS_MISS_PX);
  });

  await driver.evaluate(() =>
    document.querySelector('select')?.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  // The control's box, once the page's fonts are in and it stands still for a frame. WebKit (at 390 px, a
  // width once run here) drew the control a few pixels from the box measured just before the screenshot
  // (the page's colour where its border was measured to be): the page was still settling.
  const settledBox = () =>
    driver.evaluate(async () => {
      await document.fonts.ready;
      const boxNow = () => {
        const { left, top, width, height } =
          document.querySelector('select')?.getBoundingClientRect() ?? new DOMRect();
        return { left, top, width, height, scale: devicePixelRatio };
      };
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let before = boxNow();
      for (;;) {
        await nextFrame();
        const now = boxNow();
        if (JSON.stringify(now) === JSON.stringify(before)) return now;
        before = now;
      }
    });
  // The screenshot is taken again if the control moved while it was taken.
  let box = await settledBox();
  let screenshot = await driver.screenshot();
  for (let again = 0; ; again += 1) {
    const after = await settledBox();
    if (JSON.stringify(after) === JSON.stringify(box)) break;
    if (again === 3) throw new Error('the sort control kept moving');
    box = after;
    screenshot = await driver.screenshot();
  }
  // The control's box and, around it, MARGIN px of the page.
  const MARGIN = 4;
  const shot = await sharp(screenshot)
    .extract({
      left: Math.round((box.left - MARGIN) * box.scale),
      top: Math.round((box.top - MARGIN) * box.scale),
      width: Math.round((box.width + 2 * MARGIN) * box.scale),
      height: Math.round((box.height + 2 * MARGIN) * box.scale),
    })
    .png()
    .toBuffer();
  await testInfo.attach(`sort-control-${DESKTOP.width}.png`, {
    body: shot,
    contentType: 'image/png',
  });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  /** The pixel at (x, y) CSS px from the control's top left corner. */
  const pixel = (x: number, y: number) => {
    const at =
      (Math.round((y + MARGIN) * box.scale) * info.width + Math.round((x + MARGIN) * box.scale)) *
      3;
    return [...data.subarray(at, at + 3)];
  };
  const middle = box.height / 2;
  // Inside the 2 px border, left of the label (16 px in): the control's own background.
  expect(pixel(10, middle).every((channel) => channel >= 250)).toBe(true);
  // Rounded: the box's very corner lies outside the border's curve, so it shows the page (as seen just
  // left of the control), not the border (as drawn on the left edge, half-way down). A square control
  // draws its border there.
  const border = pixel(0.5, middle);
  const page = pixel(-MARGIN / 2, middle);
  const corner = pixel(0.5, 0.5);
  const apart = (a: number[], b: number[]) =>
    Math.max(...a.map((channel, index) => Math.abs(channel - (b[index] ?? 0))));
  const seen = JSON.stringify({ corner, border, page });
  expect(apart(border, page), `the border stands out from the page: ${seen}`).toBeGreaterThan(20);
  expect(
    apart(corner, page),
    `the corner shows the page, not the border: ${seen}`,
  ).toBeLessThanOrEqual(4);

  const drawn = await driver.evaluate(() => {
    const select = document.querySelector('select');
    const arrow = select?.parentElement?.querySelector('svg');
    return {
      appearance: select ? getComputedStyle(select).appearance : null,
      arrowShown: (arrow?.getBoundingClientRect().width ?? 0) > 0,
    };
  });
  expect(drawn).toEqual({ appearance: 'none', arrowShown: true });
});
