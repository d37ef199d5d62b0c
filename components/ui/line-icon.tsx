/** A decorative line icon drawn inline from one SVG path, in the text color (no icon font, no request). */
export function LineIcon({
  d,
  grid = 24,
  strokeWidth = 1.8,
  className = 'size-6',
}: {
  /** The path, on a `grid` × `grid` canvas. */
  d: string;
  grid?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${grid} ${grid}`}
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
