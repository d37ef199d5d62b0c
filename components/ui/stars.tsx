import { RATING_OUT_OF } from '@/data/constants';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
/** The star's left edge and width in its 20×20 box: a fill of 0.8 colors the left 80% of the star. */
const STAR_LEFT = 1.5;
const STAR_WIDTH = 17;
const BOX = 20;
/** Fill classes of the lit and unlit parts (theme tokens, so the stars follow the dark theme). */
const FILLED = 'fill-gold';
const EMPTY = 'fill-star-empty';

const STAR_RIGHT = STAR_LEFT + STAR_WIDTH;

/**
 * The star drawn between x = `from` and x = `to` of its box, in one fill. A nested `<svg>` clips to its
 * own viewport, so a partly filled star needs no gradient or clip path, whose ids would repeat on a page.
 */
function StarPart({ from, to, fill }: { from: number; to: number; fill: string }) {
  if (to <= STAR_LEFT || from >= STAR_RIGHT) return null;
  if (from <= STAR_LEFT && to >= STAR_RIGHT) return <path className={fill} d={STAR_PATH} />;
  const width = to - from;
  return (
    <svg x={from} width={width} height={BOX} viewBox={`${from} 0 ${width} ${BOX}`}>
      <path className={fill} d={STAR_PATH} />
    </svg>
  );
}

/** A rating out of 5 as stars. Screen readers hear the number, not five glyphs. */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const label = `Rated ${rating} out of ${RATING_OUT_OF} stars`;
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: RATING_OUT_OF }, (_, i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        const split = Math.round((STAR_LEFT + STAR_WIDTH * fill) * 100) / 100;
        return (
          <svg key={i} viewBox={`0 0 ${BOX} ${BOX}`} aria-hidden="true" className={className}>
            <StarPart from={0} to={split} fill={FILLED} />
            <StarPart from={split} to={BOX} fill={EMPTY} />
          </svg>
        );
      })}
    </span>
  );
}
