import { clsx } from 'clsx';
import { CheckedRadioStyle } from '@/components/ui/checked-radio-style';
import { OverlayRadio } from '@/components/ui/overlay-radio';
import { ResponsiveImage } from '@/components/ui/responsive-image';

interface GalleryImage {
  path: string;
  alt: string;
  /** The classes painting the backdrop behind its transparent drawing (productBackdropClass). */
  backdropClass: string;
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

/** The thumbnails' radio group; one gallery per page. */
const VIEW_RADIOS = 'gallery-view';
const VIEW_ATTRIBUTE = 'gallery-view';

/**
 * The main image and a 4-column row of thumbnails that choose it. No script: each thumbnail is a native
 * radio, and CSS shows the main image of the checked one (lib/checked-radio-css.ts), so a tap switches the
 * image from the first paint, before hydration and with JavaScript off. The first main image is eager and
 * high priority (the page's largest paint); the others load when first shown, over their backdrop. (No
 * blurred thumbnail stands in for them meanwhile, as one did: under a transparent drawing it would show
 * through for good, a ghost of the table's grain and every shadow doubled, and CSS cannot tell when the
 * image has come.)
 */
export function ProductGallery({
  images,
  widths,
  size,
  mainSizes,
  thumbnailSizes,
}: ProductGalleryProps) {
  const views = images.map((_, index) => String(index));

  return (
    <div className="flex flex-col gap-3">
      <CheckedRadioStyle name={VIEW_RADIOS} attribute={VIEW_ATTRIBUTE} values={views} />
      <div className="overflow-hidden rounded-2xl border border-line bg-blush">
        {images.map((image, index) => (
          <ResponsiveImage
            key={image.path}
            path={image.path}
            alt={image.alt}
            widths={widths}
            width={size}
            height={size}
            sizes={mainSizes}
            priority={index === 0}
            className={clsx('aspect-square size-full object-cover', image.backdropClass)}
            data-gallery-view={index}
            data-testid="gallery-main-image"
          />
        ))}
      </div>
      <div
        role="radiogroup"
        aria-label="Product images"
        className="grid grid-cols-4 gap-2 sm:gap-3"
      >
        {/* The image is rounded to the label's inner corner rather than clipped by the label, which would
            cut off the radio's focus ring too. A contrast theme removes the chosen thumbnail's ring: a thick
            inner frame in its selection color marks it there. */}
        {images.map((image, index) => (
          <label
            key={image.path}
            className="relative block rounded-xl border-2 border-line bg-blush transition-colors hover:border-brand/60 has-checked:border-brand has-checked:ring-2 has-checked:ring-brand/30 forced-colors:has-checked:outline-4 forced-colors:has-checked:-outline-offset-6 forced-colors:has-checked:outline-[Highlight]"
          >
            <OverlayRadio
              name={VIEW_RADIOS}
              value={index}
              defaultChecked={index === 0}
              aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
            />
            <ResponsiveImage
              path={image.path}
              alt=""
              widths={widths}
              width={size}
              height={size}
              sizes={thumbnailSizes}
              fetchPriority="low"
              className={clsx(
                'aspect-square size-full rounded-[10px] object-cover',
                image.backdropClass,
              )}
            />
          </label>
        ))}
      </div>
    </div>
  );
}
