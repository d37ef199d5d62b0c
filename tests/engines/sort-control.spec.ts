/**
 * The shop's sort control as designed, in the engine: a white, rounded control with the site's own arrow.
 * WebKit draws a native select as its grey button whatever its background, unless the site draws it
 * (components/shop/shop-browser.tsx). Looked at in the control's own pixels, at both screen sizes.
 */
import sharp from 'sharp';
import { DESKTOP, PHONE } from './support/driver';
import { expect, test } from './support/fixtures';

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the sort control is white and rounded, with its arrow`, async ({
    driver,
    site,
  }, testInfo) => {
    await driver.setViewport(viewport);
    await site.enter('/shop');
    const box = await driver.evaluate(() => {
      const select = document.querySelector('select');
      select?.scrollIntoView({ block: 'center', behavior: 'instant' });
      const { left, top, width, height } = select?.getBoundingClientRect() ?? new DOMRect();
      return { left, top, width, height, scale: devicePixelRatio };
    });
    const shot = await sharp(await driver.screenshot())
      .extract({
        left: Math.round(box.left * box.scale),
        top: Math.round(box.top * box.scale),
        width: Math.round(box.width * box.scale),
        height: Math.round(box.height * box.scale),
      })
      .png()
      .toBuffer();
    await testInfo.attach(`sort-control-${viewport.width}.png`, {
      body: shot,
      contentType: 'image/png',
    });
    const { data, info } = await sharp(shot)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const middle = Math.floor(info.height / 2);
    // Inside the 2 px border, left of the label (16 px in): the control's own background.
    expect(pixel(Math.round(10 * box.scale), middle).every((channel) => channel >= 250)).toBe(true);
    // The corners are the page's, outside the rounded border.
    expect(pixel(1, 1)).not.toEqual(pixel(Math.round(10 * box.scale), middle));

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
}
