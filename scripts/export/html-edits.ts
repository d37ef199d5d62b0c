/**
 * Byte-exact edits of an exported page, for the postbuild rewrites (scripts/hydration, ./inline-stylesheets).
 * The page is read with parse5, as a browser reads it, and only the bytes of the tags a rewrite changes are
 * replaced: every other byte stays as Next wrote it (scripts/headers hashes the inline scripts byte for byte),
 * which serializing the parsed tree again would not promise.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** Replace `html.slice(start, end)` with `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

function* elementsIn(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elementsIn(child);
}

/** Every element of the page in document order, each with its source location. */
export function elementsOf(html: string): Element[] {
  return [...elementsIn(parse(html, { sourceCodeLocationInfo: true }))];
}

/** Attribute names are lower-cased and values entity-decoded by the parser; a bare attribute is ''. */
export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** A `<link>`'s rel keywords, lower case. */
export function relOf(element: Element): string[] {
  return (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The element's whole source, start tag to end tag, as offsets into the page. */
export function sourceOf(element: Element): Omit<Edit, 'text'> {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location`);
  return { start: location.startOffset, end: location.endOffset };
}

/** An edit that adds ` name="value"` at the end of a void element's start tag (`<link …/>`, `<link …>`). */
export function addAttribute(html: string, element: Element, name: string, value: string): Edit {
  const { start, end } = sourceOf(element);
  const tag = html.slice(start, end);
  const close = tag.endsWith('/>') ? 2 : 1;
  return { start, end, text: `${tag.slice(0, -close)} ${name}="${value}"${tag.slice(-close)}` };
}

/** The page with every edit made; edits must not overlap. */
export function applyEdits(html: string, edits: Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((page, edit) => page.slice(0, edit.start) + edit.text + page.slice(edit.end), html);
}
