import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { LAZY_LOAD_MARGIN_PX } from '@/data/constants';
import { getProductById } from '@/lib/catalog';
import { ProductCard } from '@/components/shop/product-card';
import { testDesign } from '@/tests/fixtures/designs';

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
  enter() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const milkBar = getProductById(3)!;

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
    render(<ProductCard product={milkBar} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(milkBar.name);
    expect(links[0]).toHaveAttribute('href', '/products/milk-bar');
    // 'View Details' looks like a button but is not a second control inside the link.
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(links[0]!).getByText('View Details')).toBeInTheDocument();
  });

  it('falls back to the shop for an unknown product id', () => {
    render(<ProductCard product={{ ...milkBar, id: 999 }} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/shop');
  });

  it('shows the badge, the name as a heading, the description, both prices and the color names', () => {
    render(<ProductCard product={milkBar} headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: milkBar.name })).toBeInTheDocument();
    expect(screen.getByText(milkBar.badge!)).toBeInTheDocument();
    expect(screen.getByText(milkBar.description)).toBeInTheDocument();
    expect(screen.getByText('$39.99')).toBeInTheDocument();
    expect(screen.getByText('$54.99').closest('s')).not.toBeNull();
    expect(screen.getByText('Charcoal Gray')).toHaveClass('sr-only');
  });

  it("draws each color's swatch, and a neutral gray dot for a color with no swatch yet", () => {
    render(<ProductCard product={{ ...milkBar, colors: ['Charcoal Gray', 'Oat Milk'] }} />);
    expect(screen.getByTitle('Charcoal Gray')).toHaveStyle({ backgroundColor: '#3f4247' });
    expect(screen.getByTitle('Oat Milk')).toHaveStyle({ backgroundColor: '#9ca3af' });
  });

  it('shows no badge for a product without one', () => {
    const plain = { ...milkBar, badge: undefined };
    render(<ProductCard product={plain} />);
    expect(screen.queryByText(milkBar.badge!)).toBeNull();
  });

  it('describes a design without a print by its name, color and view', () => {
    render(<ProductCard product={{ ...milkBar, print: undefined }} imagePriority />);
    expect(
      screen.getByRole('img', { name: 'Milk Bar Sweatshirt in Charcoal Gray, front view' }),
    ).toBeInTheDocument();
  });

  it('requests its image only once the card is within the lazy-load margin, then fades it in over its backdrop', () => {
    // A design of the test's own: the eighth, whose backdrop is the first again.
    const design = testDesign(8, { name: 'Test Pattern Sweatshirt', slug: 'test-pattern' });
    design.print = { ...design.print!, lines: ['Test', 'Pattern'] };
    const { container } = render(<ProductCard product={design} />);
    const box = container.querySelector('[data-loaded]')!;
    // Only the <noscript> fallback exists before the card nears the viewport; the backdrop is there.
    expect(screen.queryByRole('img', { name: /Test Pattern Sweatshirt/ })).toBeNull();
    expect(box.querySelector('[class*="animate-pulse"]')).not.toBeNull();
    expect(box).toHaveClass('backdrop-1', 'bg-wall');

    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.options.rootMargin).toBe(`${LAZY_LOAD_MARGIN_PX}px`);
    act(() => observer.enter());

    const image = screen.getByRole('img', {
      name: 'Test Pattern Sweatshirt in Charcoal Gray, front view, printed with “Test Pattern”',
    });
    // The widest file, which the srcset lists too: there is no file without a width.
    expect(image).toHaveAttribute('src', '/images/products/test-pattern/front-1024.webp');
    expect(image).toHaveAttribute(
      'srcset',
      [320, 640, 1024]
        .map((width) => `/images/products/test-pattern/front-${width}.webp ${width}w`)
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
});
