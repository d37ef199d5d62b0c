import { RATING_OUT_OF } from '@/data/constants';

/** A rating out of 5 as stars. Screen readers hear the number, not five glyphs. */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const label = `Rated ${rating} out of ${RATING_OUT_OF} stars`;
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: RATING_OUT_OF }, (_, i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className={className}>
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={`${fill * 100}%`} stopColor="#b7791f" />
                <stop offset={`${fill * 100}%`} stopColor="#e5d9cf" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#star-${i}-${Math.round(fill * 100)})`}
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            />
          </svg>
        );
      })}
    </span>
  );
}
