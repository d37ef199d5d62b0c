import { swatchColor } from '@/lib/swatches';

/** A product's colors as small dots; screen readers hear the names. */
export function ColorSwatches({ colors }: { colors: string[] }) {
  if (colors.length === 0) return null;
  return (
    <p className="flex items-center gap-1.5">
      <span className="sr-only">{colors.length === 1 ? 'Color:' : 'Colors:'}</span>
      {colors.map((color, index) => (
        <span key={color} className="inline-flex items-center">
          <span
            aria-hidden="true"
            title={color}
            className="inline-block size-5 rounded-full border border-line ring-1 ring-edge/10 forced-color-adjust-none forced-colors:border-[CanvasText]"
            style={{ backgroundColor: swatchColor(color) }}
          />
          <span className="sr-only">
            {color}
            {index < colors.length - 1 ? ', ' : ''}
          </span>
        </span>
      ))}
    </p>
  );
}
