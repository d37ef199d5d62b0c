'use client';

import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';

export interface GalleryImage {
  path: string;
  alt: string;
}

interface ProductGalleryProps {
  images: GalleryImage[];
  /** Generated widths of every image. */
  widths: readonly number[];
  /** Intrinsic (square) size of the images. */
  size: number;
  /** `sizes` of the main image. */
  mainSizes: string;
  /** `sizes` of a thumbnail. */
  thumbnailSizes: string;
}

/**
 * The main image and a 4-column row of thumbnails that choose it. The server HTML already holds the
 * first image (eager, high priority: it is the page's largest paint), so hydration never delays it.
 */
export function ProductGallery({
  images,
  widths,
  size,
  mainSizes,
  thumbnailSizes,
}: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return null;

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-line bg-blush">
        <ResponsiveImage
          path={main.path}
          alt={main.alt}
          widths={widths}
          width={size}
          height={size}
          sizes={mainSizes}
          priority
          className="aspect-square size-full object-cover"
          data-testid="gallery-main-image"
        />
      </div>
      <ul className="grid grid-cols-4 gap-2 sm:gap-3">
        {images.map((image, index) => {
          const isSelected = index === selected;
          return (
            <li key={image.path}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
                aria-pressed={isSelected}
                onClick={() => setSelected(index)}
                className={`block w-full overflow-hidden rounded-xl border-2 bg-blush transition-colors ${
                  isSelected
                    ? 'border-brand ring-2 ring-brand/30'
                    : 'border-line hover:border-brand/60'
                }`}
              >
                <ResponsiveImage
                  path={image.path}
                  alt=""
                  widths={widths}
                  width={size}
                  height={size}
                  sizes={thumbnailSizes}
                  className="aspect-square size-full object-cover"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
