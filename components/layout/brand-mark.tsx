import { BRAND_MARK_COLORS } from '@/data/palette';

/** The brand's mark: a heart with a zip pull, drawn inline so it costs no request. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  const { disc, heart } = BRAND_MARK_COLORS;
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <circle cx="20" cy="20" r="20" fill={disc} />
      <path
        d="M20 30.5s-9.5-5.6-9.5-12.2A5.3 5.3 0 0 1 20 15a5.3 5.3 0 0 1 9.5 3.3c0 6.6-9.5 12.2-9.5 12.2z"
        fill={heart}
      />
      <path d="M20 15v11" stroke={disc} strokeWidth="1.6" strokeDasharray="1.6 1.4" />
      <rect x="18.3" y="25" width="3.4" height="4.6" rx="1.2" fill={disc} />
    </svg>
  );
}
