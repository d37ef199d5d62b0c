import { darkImagePath, HERO_IMAGE_PATH, HERO_IMAGE_SIZE, HERO_IMAGE_WIDTHS } from '@/lib/images';
import { ResponsiveImage } from './responsive-image';

/**
 * The brand's hero illustration as the home hero and /about's story show it: one column of a two-column,
 * max-w-6xl grid from md up, full width below, on a tilted sage card drawn by the caller.
 */
export function HeroImage({ alt, priority = false }: { alt: string; priority?: boolean }) {
  return (
    <ResponsiveImage
      path={HERO_IMAGE_PATH}
      darkPath={darkImagePath(HERO_IMAGE_PATH)}
      widths={HERO_IMAGE_WIDTHS}
      width={HERO_IMAGE_SIZE.width}
      height={HERO_IMAGE_SIZE.height}
      sizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw, 92vw"
      alt={alt}
      priority={priority}
      className="relative h-auto w-full rounded-[2rem] shadow-lg"
    />
  );
}
