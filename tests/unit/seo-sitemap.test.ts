/** @jest-environment node */
import sitemap from '@/app/sitemap';
import { CONTENT_UPDATED_ON } from '@/data/constants';
import { indexablePaths } from '@/lib/seo/routes';
import { absoluteUrl } from '@/lib/seo/site-url';

describe('sitemap.xml', () => {
  it('lists every indexable page once, and not the cart', () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toEqual(indexablePaths().map((path) => absoluteUrl(path)));
    expect(urls).not.toContain(absoluteUrl('/cart'));
  });

  it('dates every URL with the day the content last changed, not the day it is built', () => {
    jest.useFakeTimers({ now: new Date('2031-05-04T12:00:00Z') });
    try {
      for (const entry of sitemap()) expect(entry.lastModified).toBe(CONTENT_UPDATED_ON);
    } finally {
      jest.useRealTimers();
    }
  });
});
