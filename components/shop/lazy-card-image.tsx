'use client';

import { clsx } from 'clsx';
import { type ReactNode, useRef, useState } from 'react';
import { LAZY_LOAD_MARGIN_PX } from '@/data/constants';
import { useInView } from '@/components/hooks/use-in-view';

export interface LazyCardImageProps {
  src: string;
  srcSet: string;
  /**
   * The classes painting the design's backdrop in the box, behind the transparent drawing, in the theme's
   * colors (lib/images.ts, productBackdropClass).
   */
  backdropClass: string;
  /**
   * What crawlers and no-JS visitors see instead, in the same box: the server card's `<noscript>` copy of
   * the picture (none for a `priority` image, which is in the HTML itself). Rendered there for the same
   * reason.
   */
  children?: ReactNode;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  /**
   * The image is in the first viewport (the shop grid's first card): it is in the page's HTML and loads with
   * it at high priority, visible without waiting for JavaScript, instead of after hydration. No fade-in: it
   * would only hold back the page's largest paint.
   */
  priority?: boolean;
}

/**
 * A shop card's image, requested only once its box comes within LAZY_LOAD_MARGIN_PX of the viewport.
 * Until then (and until the file arrives) a pulsing placeholder fills a fixed-ratio box, so nothing shifts;
 * the image then fades in over the design's backdrop.
 */
export function LazyCardImage({
  src,
  srcSet,
  backdropClass,
  children,
  sizes,
  alt,
  width,
  height,
  priority = false,
}: LazyCardImageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const nearViewport = useInView(boxRef, {
    rootMargin: `${LAZY_LOAD_MARGIN_PX}px`,
    once: true,
    initialInView: priority,
    skip: priority,
  });
  const [loaded, setLoaded] = useState(false);

  return (
    <div
      ref={boxRef}
      className={clsx('relative overflow-hidden', backdropClass)}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-loaded={loaded}
    >
      {!loaded && (
        <div aria-hidden="true" className="absolute inset-0 bg-line/60 motion-safe:animate-pulse" />
      )}
      {nearViewport && (
        // eslint-disable-next-line @next/next/no-img-element -- images are pre-generated at every width; next/image adds JS we do not need
        <img
          ref={(img) => {
            // A cached file can finish before React attaches onLoad.
            if (img?.complete && img.naturalWidth > 0) setLoaded(true);
          }}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
          // A failed file stops the pulse too; the alt text then stands in for it.
          onError={() => setLoaded(true)}
          className={clsx(
            'absolute inset-0 size-full object-cover transition-opacity duration-500',
            loaded || priority ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      {children}
    </div>
  );
}
