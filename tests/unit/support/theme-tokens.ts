import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ThemeTokens {
  /** `--color-*` values of app/globals.css's @theme, by name without `--color-` ('brand-dark'). */
  light: Record<string, string>;
  /** The same names' values in its `prefers-color-scheme: dark` block. */
  dark: Record<string, string>;
}

const COLOR = /--color-([\w-]+):\s*([^;]+);/g;

function colorsIn(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(COLOR)].map(([, name, value]) => [name, value]));
}

/** The text from `start` to the brace that closes the block opening at or after it. */
function blockAt(css: string, start: number): string {
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}' && --depth === 0) return css.slice(start, index + 1);
  }
  throw new Error('unclosed block in app/globals.css');
}

/** The color tokens of app/globals.css, as written there: one place, two themes. */
export function themeTokens(root: string): ThemeTokens {
  const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
  const theme = css.indexOf('@theme {');
  const dark = css.indexOf('@media (prefers-color-scheme: dark)');
  if (theme < 0 || dark < 0) throw new Error('app/globals.css has no @theme or no dark block');
  return { light: colorsIn(blockAt(css, theme)), dark: colorsIn(blockAt(css, dark)) };
}
