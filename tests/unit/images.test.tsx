import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { SizeChartFigure } from '@/components/content/size-chart-figure';
import { HeroImage } from '@/components/ui/hero-image';
import { getProductById } from '@/lib/catalog';
import {
  categoryShareKey,
  darkImagePath,
  imageAtWidth,
  imageFiles,
  productBackdropClass,
  productImageAlt,
  productShareKey,
  shareImagePath,
  widestImage,
} from '@/lib/images';

/** A srcset as the browser reads it: '/images/hero-480.webp 480w, /images/hero-720.webp 720w, …'. */
function filesAt(path: string, widths: number[]): string {
  return widths.map((width) => `${path.replace('.webp', `-${width}.webp`)} ${width}w`).join(', ');
}

/** The image and the dark theme's `<source>` beside it in its `<picture>`. */
function pictureOf(alt: string | RegExp) {
  const image = screen.getByRole('img', { name: alt });
  return { image, darkSource: image.closest('picture')!.querySelector('source')! };
}

// The files themselves, written at these widths: tests/e2e/artwork.spec.ts.
describe('the drawings the pages show at every width', () => {
  it('the hero: 4:3, its widest file as src, and its dark drawing for a phone set to dark', () => {
    render(<HeroImage alt="A mother in a nursing sweatshirt" />);
    const { image, darkSource } = pictureOf('A mother in a nursing sweatshirt');
    expect(image).toHaveAttribute('src', '/images/hero-1280.webp');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '960');
    const widths = [480, 720, 960, 1280];
    expect(image).toHaveAttribute('srcset', filesAt('/images/hero.webp', widths));
    expect(darkSource).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    expect(darkSource).toHaveAttribute('srcset', filesAt('/images/dark/hero.webp', widths));
    expect(darkSource).toHaveAttribute('sizes', image.getAttribute('sizes'));
  });

  it('the size chart: 4:3, its widest file as src, and its dark drawing for a phone set to dark', () => {
    render(<SizeChartFigure sizes="(min-width: 768px) 720px, 92vw" />);
    const { image, darkSource } = pictureOf(/^Size chart/);
    expect(image).toHaveAttribute('src', '/images/size-chart-1200.webp');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    const widths = [480, 800, 1200];
    expect(image).toHaveAttribute('srcset', filesAt('/images/size-chart.webp', widths));
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 720px, 92vw');
    expect(darkSource).toHaveAttribute('srcset', filesAt('/images/dark/size-chart.webp', widths));
  });
});

describe('where a generated image is', () => {
  it('has its dark drawing under /images/dark/, and refuses a file it did not draw, naming it', () => {
    expect(darkImagePath('/images/size-chart.webp')).toBe('/images/dark/size-chart.webp');
    expect(() => darkImagePath('/og/home.jpg')).toThrow(
      new Error('/og/home.jpg: not a generated image'),
    );
  });

  it("takes the width before the file's own extension, not at a dot earlier in its path", () => {
    expect(imageAtWidth('/images/v1.png/front.webp', 320)).toBe('/images/v1.png/front-320.webp');
  });

  it('is written once at each width and never without one: src names the widest, which srcset lists', () => {
    expect(imageFiles('/images/products/test-pattern/front.webp', [320, 1024])).toEqual([
      '/images/products/test-pattern/front-320.webp',
      '/images/products/test-pattern/front-1024.webp',
    ]);
    expect(widestImage('/images/products/test-pattern/front.webp', [320, 1024, 640])).toBe(
      '/images/products/test-pattern/front-1024.webp',
    );
  });

  it("shares a category's page and a product's page with an image of their own", () => {
    expect(shareImagePath(categoryShareKey('Humor'))).toBe('/og/shop/humor.jpg');
    expect(shareImagePath(productShareKey('milk-bar'))).toBe('/og/products/milk-bar.jpg');
  });
});

describe("a product view's backdrop", () => {
  it('cycles through the seven by id, so neighbours differ, the eighth design on the first again', () => {
    const backdrops = [1, 2, 3, 7, 8, 15].map((id) => productBackdropClass(id).split(' ')[0]);
    expect(backdrops).toEqual([
      'backdrop-1',
      'backdrop-2',
      'backdrop-3',
      'backdrop-7',
      'backdrop-1',
      'backdrop-1',
    ]);
  });

  it('is a wall behind a hanging sweatshirt, its shapes swapping sides by design and view, and a table under the flat lay', () => {
    expect(productBackdropClass(1, 'front')).toBe('backdrop-1 bg-wall');
    expect(productBackdropClass(1, 'back')).toBe('backdrop-1 bg-wall wall-mirrored');
    expect(productBackdropClass(1, 'zip-open')).toBe('backdrop-1 bg-wall');
    expect(productBackdropClass(2, 'front')).toBe('backdrop-2 bg-wall wall-mirrored');
    expect(productBackdropClass(1, 'flat-lay')).toBe('backdrop-1 bg-table');
    expect(productBackdropClass(2, 'flat-lay')).toBe('backdrop-2 bg-table');
  });
});

describe("a product image's alt text", () => {
  it('says which view of the design each image of the gallery shows', () => {
    const milkBar = getProductById(3)!;
    const inCharcoal = 'Milk Bar Sweatshirt in Charcoal Gray';
    const printed = 'printed with “Milk Bar Open 24 Hours”';
    expect(milkBar.images.map((_, index) => productImageAlt(milkBar, index))).toEqual([
      `${inCharcoal}, front view, ${printed}`,
      `${inCharcoal}, back view, ${printed}`,
      `${inCharcoal}, with the side nursing zips open, ${printed}`,
      `${inCharcoal}, flat lay, ${printed}`,
    ]);
  });
});
