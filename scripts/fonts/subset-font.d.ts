/**
 * subset-font ships no types, and @types/subset-font (2.3) lacks `keepFeatures`; this declares the options
 * the project uses, as subset-font 2.9's README documents them.
 */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType feature tags to keep; every feature when absent. */
    keepFeatures?: string[];
    /** Pins an axis to a value, or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
