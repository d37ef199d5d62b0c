import type { IconNode } from 'lucide';

/**
 * Every icon on the site: a Lucide icon (`import { Truck } from 'lucide'`, https://lucide.dev/icons) drawn
 * as inline SVG in the text color. Lucide's `lucide` package is plain data, so an icon rendered by a server
 * component costs no JavaScript, and an island pays only for the icons it draws (lucide-react would ship its
 * client-side Icon component to every page that shows one). Decorative: the control or text beside it
 * carries the name.
 */
export function Icon({
  icon,
  className = 'size-6',
  strokeWidth = 2,
}: {
  icon: IconNode;
  className?: string;
  /** On Lucide's 24-unit grid. */
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.map(([Element, attributes], index) => (
        <Element key={index} {...attributes} />
      ))}
    </svg>
  );
}
