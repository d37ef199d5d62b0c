/**
 * What Next writes into a page's inline scripts, read for the check of its output (./next-output-contract.ts):
 * the RSC payload, `(self.__next_f=self.__next_f||[]).push([0])` then `self.__next_f.push([1,"<rows>"])`, and
 * Turbopack's bootstrap, `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…})`. Each call's
 * argument is JSON; the payload's rows are React's Flight format, one per line (`2:"/_next/…js"`, `:HL[…]`).
 */

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The argument of a `<callee>.push(<JSON>)` script, parsed; undefined when the text is not one. */
function pushedValue(text: string, callee: RegExp): unknown {
  const match = new RegExp(`^${callee.source}\\.push\\(([\\s\\S]*)\\);?$`).exec(text.trim());
  return match ? parsedJson(match[1] ?? '') : undefined;
}

const PAYLOAD_GLOBAL = /(?:\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)|self\.__next_f)/;
const TURBOPACK_GLOBAL =
  /\(globalThis\["TURBOPACK"\]\s*\|\|\s*\(globalThis\["TURBOPACK"\]\s*=\s*\[\]\)\)/;

/** A payload script's part: null for `[0]`, which opens the payload, the rows for `[1, "rows"]`. */
function payloadPart(text: string): string | null | undefined {
  const value = pushedValue(text, PAYLOAD_GLOBAL);
  if (!Array.isArray(value)) return undefined;
  if (value.length === 1 && value[0] === 0) return null;
  return value[0] === 1 && typeof value[1] === 'string' ? value[1] : undefined;
}

export interface TurbopackBootstrap {
  /** The chunks the runtime loads before it starts, relative to /_next/. */
  otherChunks: Array<string | { path: string }>;
}

/** The bootstrap an inline script's text is; undefined for any other script. */
export function turbopackBootstrap(text: string): TurbopackBootstrap | undefined {
  const value = pushedValue(text, TURBOPACK_GLOBAL);
  const chunks = (value as Partial<TurbopackBootstrap> | undefined)?.otherChunks;
  return Array.isArray(chunks) ? { otherChunks: chunks } : undefined;
}

/** Whether an inline script is one Next writes: a part of the RSC payload or the Turbopack bootstrap. */
export function isNextInlineScript(text: string): boolean {
  return payloadPart(text) !== undefined || turbopackBootstrap(text) !== undefined;
}

/** The RSC payload's rows, from a page's inline scripts' texts; null when they carry none that can be read. */
export function readPayload(inlineScriptTexts: string[]): string | null {
  const parts = inlineScriptTexts.map(payloadPart);
  const rows = parts.filter((part): part is string => typeof part === 'string');
  return parts.includes(null) && rows.length > 0 ? rows.join('') : null;
}

/** The hrefs of the payload's `:HL[href, as, options]` rows for one `as`: what it asks React to preload. */
export function payloadHints(payload: string, as: string): string[] {
  return [...payload.matchAll(/^:HL(\[.*\])$/gm)]
    .map(([, row]) => parsedJson(row ?? ''))
    .filter((hint): hint is unknown[] => Array.isArray(hint) && hint[1] === as)
    .map((hint) => hint[0])
    .filter((href): href is string => typeof href === 'string');
}

/** The props of each `["$","link"|"script",key,{props}]` the payload renders: what React hoists to the head. */
export function payloadElements(
  payload: string,
  type: 'link' | 'script',
): Array<Record<string, unknown>> {
  const element = new RegExp(`\\["\\$","${type}",(?:"[^"]*"|null),(\\{[^{}]*\\})\\]`, 'g');
  return [...payload.matchAll(element)]
    .map(([, props]) => parsedJson(props ?? ''))
    .filter(
      (props): props is Record<string, unknown> => typeof props === 'object' && props !== null,
    );
}
