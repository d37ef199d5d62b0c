import type { Locator } from '@playwright/test';
import { CONTACT_EMAIL } from '@/data/constants';
import { team } from '@/data/about';
import { featuredReviews } from '@/data/reviews';
import { products } from '@/data/products';
import { formatDisplayDate } from '@/lib/dates';
import { expect, test } from './support/fixtures';

/** Scrolls an image into view (they are lazy) and checks that it actually loaded. */
async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test.describe('about page', () => {
  test('mission, story, the four values and the team', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();

    const values = main.getByRole('region', { name: 'What We Stand For' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Made with Love',
      'Style First',
      'Community Driven',
      'Quality Promise',
    ]);

    const teamSection = main.getByRole('region', { name: 'Meet the Team' });
    await expect(teamSection.getByRole('listitem')).toHaveCount(2);
    for (const member of team) {
      await expect(teamSection.getByRole('heading', { level: 3, name: member.name })).toBeVisible();
      await expect(teamSection.getByText(member.role)).toBeVisible();
      const portrait = teamSection.getByRole('img', {
        name: `Portrait of ${member.name}, ${member.role}`,
      });
      await expectImageLoaded(portrait);
      // The whole photo, as data/photos/README.md promises: a square whose corners are only rounded,
      // not a circle cutting them off (at most 1/8 of the side, 1% of the photo).
      const { radius, width } = await portrait.evaluate((img) => ({
        radius: parseFloat(getComputedStyle(img).borderTopLeftRadius),
        width: img.getBoundingClientRect().width,
      }));
      expect(radius, `${member.name}'s corner radius`).toBeLessThanOrEqual(width / 8);
    }
    await expect(main.getByRole('link', { name: 'Shop the Collection' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });
});

test.describe('customer reviews page', () => {
  test('the stats row with its four figures; six featured reviews, each with who, where, rating, product and date; Shop Now links to the shop', async ({
    page,
  }) => {
    await page.goto('/reviews');
    const stats = page.getByRole('region', { name: 'Our customers in numbers' });
    const expected = [
      ['Happy Customers', '15,000+'],
      ['Average Rating', '4.9/5'],
      ['Repeat Customers', '87%'],
      ['5-Star Reviews', '94%'],
    ];
    await expect(stats.locator('dt')).toHaveText(expected.map(([label]) => label!));
    await expect(stats.locator('dd')).toHaveText(expected.map(([, value]) => value!));

    const section = page.getByRole('region', { name: 'Featured Reviews' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(6);

    for (const review of featuredReviews) {
      const card = section.getByRole('article', { name: `Review by ${review.name}` });
      await expect(card.getByText(review.name, { exact: true })).toBeVisible();
      await expect(card.getByText(`${review.age}, ${review.location}`)).toBeVisible();
      await expect(
        card.getByRole('img', { name: `Rated ${review.rating} out of 5 stars` }),
      ).toBeVisible();
      await expect(card.getByText(review.text, { exact: false })).toBeVisible();
      await expect(card.locator(`time[datetime="${review.date}"]`)).toHaveText(
        formatDisplayDate(review.date),
      );
      await expect(card.getByText('Verified Buyer')).toHaveCount(review.verified ? 1 : 0);

      const product = products.find((candidate) => candidate.name === review.product);
      const productLink = card.getByRole('link', { name: review.product });
      if (product) await expect(productLink).toHaveAttribute('href', `/products/${product.slug}`);
      else await expect(card.getByText(review.product)).toBeVisible();

      await expectImageLoaded(card.locator('img'));
    }

    await expect(page.getByRole('main').getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });
});

test.describe('size guide page', () => {
  test('the chart as an image and as a table of XS to XXL; how to measure, pro tips, fit guide and special considerations; the email and shop buttons', async ({
    page,
  }) => {
    await page.goto('/size-guide');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Size Guide' })).toBeVisible();

    await expectImageLoaded(
      main.getByRole('img', { name: /^Size chart: bust, waist and hip measurements/ }),
    );

    const table = main.getByRole('table', { name: 'Body measurements by size, in inches' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Size',
      'US size',
      'Bust',
      'Waist',
      'Hips',
    ]);
    await expect(table.getByRole('rowheader')).toHaveText(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    // A cell is announced with its row and column: the M row's bust.
    const mediumRow = table.getByRole('row', { name: /^M / });
    await expect(mediumRow.getByRole('cell').nth(1)).toHaveText('35–37');

    const measure = main.getByRole('region', { name: 'How to Measure' });
    await expect(measure.getByRole('heading', { level: 3 })).toHaveText([
      'Bust / Chest',
      'Waist',
      'Hips',
    ]);
    await expect(measure).toContainText('about 7 to 9 inches below the waistline');

    const tips = main.getByRole('region', { name: 'Pro Tips' });
    await expect(tips).toContainText("If you're between sizes, size up for comfort.");

    const fit = main.getByRole('region', { name: 'Fit Guide' });
    const byStyle = fit.getByRole('region', { name: 'By Style' });
    await expect(byStyle.locator('dt')).toHaveText(['Relaxed', 'Regular', 'Fitted']);
    const byAccess = fit.getByRole('region', { name: 'By Nursing Access' });
    await expect(byAccess.locator('dt')).toHaveText(['Zip Access', 'Side Access', 'Wrap Style']);

    const special = main.getByRole('region', { name: 'Special Considerations' });
    await expect(special.getByRole('heading', { level: 3 })).toHaveText([
      'Pregnancy',
      'Postpartum',
    ]);

    // Last: Shop Now leaves the page.
    const help = page.getByRole('region', { name: 'Still Not Sure?' });
    await expect(help.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    await help.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL('/shop');
  });
});
