import type { Page, Request } from '@playwright/test';
import { hero, newsletter, testimonials } from '@/data/home';
import { expect, test } from './support/fixtures';
import { watchRequests } from './support/settled-requests';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the hero (rating, claims, its two buttons), the four benefits, three testimonials, and the newsletter, which offers 15% off and submits nothing; the featured products link to their pages', async ({
    page,
  }) => {
    // Three tests' checks, in one load of the page: twice a test's time.
    test.setTimeout(60_000);
    await test.step('the hero', () => expectHero(page));
    await test.step('the benefits', () => expectBenefits(page));
    await test.step('the testimonials', () => expectTestimonials(page));
    await test.step('the newsletter', () => expectNewsletter(page));
    // Last: it leaves the page.
    await test.step('the featured products', () => expectFeatured(page));
  });

  async function expectHero(page: Page) {
    const heroSection = page.getByRole('region', { name: hero.headline });
    await expect(heroSection.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
    await expect(heroSection.getByRole('img', { name: 'Rated 4.9 out of 5 stars' })).toBeVisible();
    await expect(heroSection).toContainText('from 2,340 reviews');
    for (const claim of ['30-Day Returns', 'Free Shipping', 'Organic Cotton']) {
      await expect(heroSection.getByRole('list', { name: 'Our promises' })).toContainText(claim);
    }
    await expect(heroSection.getByRole('link', { name: 'Shop the Vibe' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(heroSection.getByRole('link', { name: 'Size Guide' })).toHaveAttribute(
      'href',
      '/size-guide',
    );
    const heroImage = heroSection.getByRole('img', { name: hero.imageAlt });
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }

  async function expectBenefits(page: Page) {
    const section = page.getByRole('region', { name: 'Made for Feeding, Built for Real Life' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Quick Access Zip',
      /Soft (&|and) Stretchy/,
      'Coverage',
      'Mom-Life Ready',
    ]);
  }

  async function expectFeatured(page: Page) {
    const section = page.getByRole('region', { name: 'Mama Favorites' });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const firstLink = cards.first().getByRole('link');
    const href = await firstLink.getAttribute('href');
    expect(href).toMatch(/^\/products\/[a-z-]+$/);
    await firstLink.click();
    await page.waitForURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Each with its rating, text, name, age and location. */
  async function expectTestimonials(page: Page) {
    const section = page.getByRole('region', { name: 'Real Moms, Real Talk' });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const [index, testimonial] of testimonials.entries()) {
      const item = items.nth(index);
      await expect(
        item.getByRole('img', { name: `Rated ${testimonial.rating} out of 5 stars` }),
      ).toBeVisible();
      await expect(item).toContainText(testimonial.text);
      await expect(item).toContainText(testimonial.name);
      await expect(item).toContainText(`${testimonial.age}, ${testimonial.location}`);
    }
  }

  async function expectNewsletter(page: Page) {
    const section = page.getByRole('region', { name: newsletter.title });
    await expect(section).toContainText('15% off your first order');
    const input = section.getByRole('textbox', { name: newsletter.inputLabel });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('placeholder', newsletter.placeholder);
    // Nothing is sent: no form post, no navigation, no request carrying the address.
    const submissions: string[] = [];
    const watchSubmissions = (request: Request) => {
      const carriesEmail =
        request.url().includes('newsletter-check') ||
        (request.postData() ?? '').includes('newsletter-check');
      const sendsData = !['GET', 'HEAD'].includes(request.method());
      if (sendsData || request.isNavigationRequest() || carriesEmail) {
        submissions.push(`${request.method()} ${request.url()}`);
      }
    };
    page.on('request', watchSubmissions);
    const requests = watchRequests(page);
    await input.fill('newsletter-check@example.com');
    await input.press('Enter');
    await section.getByRole('button', { name: newsletter.buttonLabel }).click();
    // 'networkidle' fired long before the click: what it would send, it sends after it.
    await requests.settled({ quietFromNow: true });
    await expect(page).toHaveURL('/');
    page.off('request', watchSubmissions);
    expect(submissions).toEqual([]);
    await expect(input).toHaveValue('newsletter-check@example.com');
  }
});
