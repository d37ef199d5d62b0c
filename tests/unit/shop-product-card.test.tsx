import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { LAZY_LOAD_MARGIN_PX } from '@/data/constants';
import type { Product } from '@/data/types';
import { shopListing } from '@/lib/shop-listing';
import { ProductCard } from '@/components/shop/product-card';
import { fixtureDesign } from '../fixtures/catalog';

/** A stand-in IntersectionObserver the test drives by hand (jsdom has none). */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Hands over, in one call, an entry per state for every element observed, oldest first. */
  deliver(...states: boolean[]) {
    const entries = states.flatMap((isIntersecting) =>
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  enter() {
    this.deliver(true);
  }
}

/** A design of the test's own, with a badge, a struck-through price and a two-line print. */
const design: Product = {
  ...fixtureDesign(3, 'Food'),
  price: 39.99,
  originalPrice: 54.99,
  badge: 'Trending',
  print: { lines: ['Milk Bar', 'Open 24 Hours'], style: 'retro', inks: ['#ffffff'] },
};
/** Its card, as the shop's pages make it (its link among the designs of a catalog). */
const cardOf = (shown: Product, catalog: Product[] = [shown]) => shopListing(catalog).card(shown);
const card = cardOf(design);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

// The first card's image, in the page at high priority and visible before any script:
// tests/e2e/shop.spec.ts "the exported HTML holds every product's card".
describe('ProductCard', () => {
  it('is one link, named by the product, to its page', () => {
    render(<ProductCard card={card} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(design.name);
    expect(links[0]).toHaveAttribute('href', `/products/${design.slug}`);
    // 'View Details' looks like a button but is not a second control inside the link.
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(links[0]!).getByText('View Details')).toBeInTheDocument();
  });

  it('shows the badge, the name as a heading, the description, both prices and the color names', () => {
    render(<ProductCard card={card} headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: design.name })).toBeInTheDocument();
    expect(screen.getByText('Trending')).toBeInTheDocument();
    expect(screen.getByText(design.description)).toBeInTheDocument();
    expect(screen.getByText('$39.99')).toBeInTheDocument();
    expect(screen.getByText('$54.99').closest('s')).not.toBeNull();
    expect(screen.getByText('Charcoal Gray')).toHaveClass('sr-only');
  });

  it("draws each color's swatch, and a neutral gray dot for a color with no swatch yet", () => {
    render(<ProductCard card={{ ...card, colors: ['Charcoal Gray', 'Oat Milk'] }} />);
    expect(screen.getByTitle('Charcoal Gray')).toHaveStyle({ backgroundColor: '#3f4247' });
    expect(screen.getByTitle('Oat Milk')).toHaveStyle({ backgroundColor: '#9ca3af' });
  });

  it('shows no badge for a product without one', () => {
    render(<ProductCard card={cardOf({ ...design, badge: undefined })} />);
    expect(screen.queryByText('Trending')).toBeNull();
  });

  it('describes a design without a print by its name, color and view', () => {
    render(<ProductCard card={cardOf({ ...design, print: undefined })} imagePriority />);
    expect(
      screen.getByRole('img', { name: `${design.name} in Charcoal Gray, front view` }),
    ).toBeInTheDocument();
  });

  it('requests its image only once the card is within the lazy-load margin, then fades it in over its backdrop', () => {
    // A design of the test's own: the eighth, whose backdrop is the first again.
    const eighth = cardOf({ ...design, id: 8 });
    const { container } = render(<ProductCard card={eighth} />);
    const box = container.querySelector('[data-loaded]')!;
    // Only the <noscript> fallback exists before the card nears the viewport; the backdrop is there.
    expect(screen.queryByRole('img', { name: /Fixture Design 3/ })).toBeNull();
    expect(container.querySelector('noscript')).not.toBeNull();
    expect(box.querySelector('[class*="animate-pulse"]')).not.toBeNull();
    expect(box).toHaveClass('backdrop-1', 'bg-wall');

    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.options.rootMargin).toBe(`${LAZY_LOAD_MARGIN_PX}px`);
    act(() => observer.enter());

    const image = screen.getByRole('img', {
      name: `${design.name} in Charcoal Gray, front view, printed with “Milk Bar Open 24 Hours”`,
    });
    // The widest file, which the srcset lists too: there is no file without a width.
    expect(image).toHaveAttribute('src', `/images/products/${design.slug}/front-1024.webp`);
    expect(image).toHaveAttribute(
      'srcset',
      [320, 640, 1024]
        .map((width) => `/images/products/${design.slug}/front-${width}.webp ${width}w`)
        .join(', '),
    );
    // One drawing for both themes: no <picture>, no night <source>.
    expect(image.closest('picture')).toBeNull();
    expect(image).toHaveClass('opacity-0');
    expect(observer.disconnected).toBe(true);

    act(() => {
      image.dispatchEvent(new Event('load'));
    });
    expect(image).toHaveClass('opacity-100');
    expect(box).toHaveAttribute('data-loaded', 'true');
    expect(box.querySelector('[class*="animate-pulse"]')).toBeNull();
  });

  it('requests its image when the card came within the margin after it was first seen outside, both told at once', () => {
    // A busy phone: the first observation (outside) and the scroll that brought the card near arrive
    // together, oldest first.
    render(<ProductCard card={card} />);
    const observer = FakeIntersectionObserver.instances[0]!;
    act(() => observer.deliver(false, true));
    expect(screen.getByRole('img', { name: new RegExp(design.name) })).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('leaves out the picture for JavaScript off when asked: a card a page holds only to show at a tap', () => {
    const { container } = render(<ProductCard card={card} noscriptImage={false} />);
    expect(container.querySelector('noscript')).toBeNull();
  });
});
