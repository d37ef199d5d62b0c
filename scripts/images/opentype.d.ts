/** The small part of opentype.js 2 (which ships no types) that the artwork generator uses. */
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'C' | 'Q' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
  }
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Position {
    getKerningTables(script: string, language?: string): unknown;
    getKerningValue(tables: unknown, leftIndex: number, rightIndex: number): number;
    getDefaultScriptName(): string;
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    position: Position;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
