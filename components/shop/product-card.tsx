import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { AVAILABILITY_LABELS } from '@/data/availability-labels';
import {
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_WIDTHS,
  productBackdropClass,
  srcSet,
  widestImage,
} from '@/lib/images';
import type { ShopCard } from '@/lib/shop-lists';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Price } from '@/components/ui/price';
import { LazyCardImage } from './lazy-card-image';
import { ColorSwatches } from './color-swatches';

/** How wide a card is shown in the shop grid (1 column on phones, 2 from sm, 3 from lg, 4 from xl). */
const SHOP_GRID_IMAGE_SIZES =
  '(min-width: 1280px) 270px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

interface ProductCardProps {
  /** What the card shows (lib/shop-listing.ts's shopCard): the shop's island renders cards from this data too. */
  card: Omit<ShopCard, 'places'>;
  /** h2 in the shop grid (under the page's h1), h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  /** The image's `sizes`, matching the grid the card sits in. */
  imageSizes?: string;
  /** The card is in the first viewport: its image loads with the page (see LazyCardImage). */
  imagePriority?: boolean;
  /**
   * Whether the HTML carries the picture for shoppers with JavaScript off (a `<noscript>` copy). Not for the
   * cards a shop page holds only to show them at a tap, which with JavaScript off no tap shows.
   */
  noscriptImage?: boolean;
  /** Drawn in place of the card's image: the editor's preview, for a photo not uploaded yet or a note. */
  picture?: ReactNode;
}

/**
 * A card's picture, one file for both themes over its design's backdrop: the live one is the island's,
 * loaded as it nears the viewport; the `<noscript>` copy is rendered here, on the server, so the island
 * carries no code for it.
 */
function CardImage({
  image,
  alt,
  backdropClass,
  sizes,
  priority,
  noscript,
}: {
  image: string;
  alt: string;
  backdropClass: string;
  sizes: string;
  priority: boolean;
  noscript: boolean;
}) {
  const file = {
    src: widestImage(image, PRODUCT_IMAGE_WIDTHS),
    srcSet: srcSet(image, PRODUCT_IMAGE_WIDTHS),
    sizes,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  };
  return (
    <LazyCardImage {...file} alt={alt} backdropClass={backdropClass} priority={priority}>
      {!priority && noscript && (
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- images are pre-generated at every width; next/image adds JS we do not need */}
          <img
            {...file}
            alt={alt}
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
        </noscript>
      )}
    </LazyCardImage>
  );
}

/** One product in a grid: the whole card is a single link to its page. */
export function ProductCard({
  card,
  headingLevel = 'h2',
  imageSizes = SHOP_GRID_IMAGE_SIZES,
  imagePriority = false,
  noscriptImage = true,
  picture,
}: ProductCardProps) {
  const Heading = headingLevel;
  // Not named after the design: a category's page can hold a card twice (lib/shop-lists.ts's gridLists).
  const nameId = useId();

  return (
    <Link
      href={card.href}
      // A prefetched product page carries a high-priority preload of its main image: with prefetching on,
      // every card scrolled past would download a large picture nobody asked for.
      prefetch={false}
      aria-labelledby={nameId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        {picture ??
          (card.image && (
            <CardImage
              image={card.image}
              alt={card.imageAlt}
              backdropClass={productBackdropClass(card.id)}
              sizes={imageSizes}
              priority={imagePriority}
              noscript={noscriptImage}
            />
          ))}
        {card.badge && <Badge badge={card.badge} className="absolute top-3 left-3 shadow-sm" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading id={nameId} className="text-lg leading-snug text-ink group-hover:text-brand-dark">
          {card.name}
        </Heading>
        <p className="line-clamp-2 text-sm text-muted">{card.description}</p>
        <Price price={card.price} originalPrice={card.originalPrice} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ColorSwatches colors={card.colors} />
          <p className="text-sm font-bold text-brand-dark">
            {AVAILABILITY_LABELS[card.availability]}
          </p>
        </div>
        <span
          aria-hidden="true"
          className={buttonVariants({
            size: 'compact',
            className: 'mt-auto group-hover:bg-brand-dark',
          })}
        >
          View Details
        </span>
      </div>
    </Link>
  );
}
