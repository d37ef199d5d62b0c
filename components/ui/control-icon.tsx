import { LineIcon } from './line-icon';

/**
 * The icons on the buttons of client islands (quantity steppers, a dialog's Close, the cart's Remove), one
 * named export each so an island's bundle carries only the paths it draws; Icon's larger set stays out of
 * the browser. (The mobile menu draws its own: see MobileMenu.) Decorative: the button carries the name.
 */
export interface ControlIconShape {
  /** The path's canvas is grid × grid. */
  grid: number;
  d: string;
}

export const MINUS: ControlIconShape = { grid: 20, d: 'M4 10h12' };
export const PLUS: ControlIconShape = { grid: 20, d: 'M4 10h12M10 4v12' };
export const TRASH: ControlIconShape = {
  grid: 20,
  d: 'M3.5 5.5h13M8 5.5V3.8h4v1.7M5.2 5.5l.8 11h8l.8-11M8.3 8.5v5M11.7 8.5v5',
};
export const CLOSE: ControlIconShape = { grid: 24, d: 'M6 6l12 12M18 6L6 18' };

export function ControlIcon({
  icon,
  strokeWidth = 2,
  className = 'size-6',
}: {
  icon: ControlIconShape;
  strokeWidth?: number;
  className?: string;
}) {
  return <LineIcon d={icon.d} grid={icon.grid} strokeWidth={strokeWidth} className={className} />;
}
