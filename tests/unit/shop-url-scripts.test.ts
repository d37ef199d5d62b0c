/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { legacyCategoryLinkScript, sortFromUrlScript } from '@/lib/shop-url-scripts';

/**
 * Runs a script's text as the browser runs it where it stands, with `document.currentScript` set; `location`
 * may stand in for the page's (jsdom cannot navigate).
 */
function runInPage(code: string, where: HTMLElement = document.body, location = window.location) {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.textContent = code;
  where.appendChild(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function('location', code)(location);
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

describe('sortFromUrlScript', () => {
  const select = () => document.querySelector('select')!;
  const pairs = () =>
    document
      .querySelector('[data-choice-scope]')!
      .getAttributeNames()
      .filter((name) => name.startsWith('data-showing-'));
  /** The shop's element as its HTML has it, the select's `restored` value the browser's (Back, a reload). */
  function setUp(url: string, { id = 'shop-sort', restored = '' } = {}) {
    setUrl(url);
    document.body.innerHTML =
      '<div data-choice-scope data-chosen-humor data-showing-humor__popular>' +
      '<nav data-link-choices><a href="/shop" data-link-choice="all">All</a>' +
      '<a href="/shop/humor" data-link-choice="humor" aria-current="page">Humor</a></nav>' +
      '<select><option value="popular" selected>Popular</option><option value="newest">Newest</option></select></div>';
    select().id = id;
    if (restored) select().value = restored;
    runInPage(sortFromUrlScript(id), select().parentElement!);
  }

  it("chooses the link's sort, and marks the shop with it and the chip current", () => {
    setUp('/shop/humor?sort=newest');
    expect(select().value).toBe('newest');
    expect(pairs()).toEqual(['data-showing-humor__newest']);
  });

  it('leaves the select alone for no sort, or one it has no option for', () => {
    setUp('/shop');
    expect(select().value).toBe('popular');
    expect(pairs()).toEqual(['data-showing-humor__popular']);
    setUp('/shop?sort=cheapest');
    expect(select().value).toBe('popular');
    expect(select().selectedIndex).toBe(0);
    expect(pairs()).toEqual(['data-showing-humor__popular']);
  });

  it('marks the sort the browser restored, where the link names none', () => {
    setUp('/shop/humor', { restored: 'newest' });
    expect(pairs()).toEqual(['data-showing-humor__newest']);
  });

  it('marks each option chosen, before the inline loader arrives to do so', () => {
    setUp('/shop/humor');
    select().value = 'newest';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    expect(pairs()).toEqual(['data-showing-humor__newest']);
  });

  it('marks nothing while no chip names its choice', () => {
    setUp('/shop/humor?sort=newest');
    document.querySelector('[aria-current]')!.removeAttribute('data-link-choice');
    select().value = 'popular';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    expect(pairs()).toEqual(['data-showing-humor__newest']);
  });

  it('writes the id so that no text can close its script element, and still finds its select', () => {
    expect(sortFromUrlScript('a</script>')).not.toContain('</script');
    setUp('/shop?sort=newest', { id: 'a</script>' });
    expect(select().value).toBe('newest');
  });
});

describe('legacyCategoryLinkScript', () => {
  const paths = { humor: '/shop/humor', floral: '/shop/floral' };
  /** Runs the script in a page container and says where it sent the browser, if anywhere. */
  function follow(url: string): { to: string | null; hidden: boolean } {
    setUrl(url);
    document.body.innerHTML = '<div id="page"></div>';
    const page = document.getElementById('page')!;
    let to: string | null = null;
    const { search, hash } = window.location;
    runInPage(legacyCategoryLinkScript(paths), page, {
      search,
      hash,
      replace: (next: string) => (to = next),
    } as unknown as Location);
    return { to, hidden: page.style.visibility === 'hidden' };
  }

  it("sends an old category link to the category's page, hiding the page it leaves", () => {
    expect(follow('/shop?category=Humor')).toEqual({ to: '/shop/humor', hidden: true });
  });

  it('keeps the rest of the query and the hash, and reads the name in any case', () => {
    expect(follow('/shop?category=FLORAL&sort=newest&utm_source=chat#top').to).toBe(
      '/shop/floral?sort=newest&utm_source=chat#top',
    );
  });

  it('stays, showing everything, for no category or an unknown one', () => {
    for (const url of [
      '/shop',
      '/shop?sort=newest',
      '/shop?category=Socks',
      '/shop?category=constructor',
    ])
      expect(follow(url)).toEqual({ to: null, hidden: false });
  });
});
