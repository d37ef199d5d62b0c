/**
 * Which pages stand for the others in the checks that read markup, not data: axe and the dark first paint.
 *
 * A page's kinds of element are what those checks can see differ: each element's tag, its classes, role,
 * type and state attributes, which other attributes it has (not their values), whether it holds text, and
 * the same of the elements around it. Two product pages differ in their words, addresses and images, which
 * axe reads only as present or not; they can also differ in kind (one design's badge is rose, another's
 * green; one review is verified, another not). The stand-ins are a few pages that between them hold every
 * kind any page has, each page of a template first (one product page, one category page…): axe run on
 * them has seen every kind of element in its place on the site.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/** Attributes whose value changes what the checks see; others count only as present or absent. */
const VALUED_ATTRIBUTES = new Set([
  'class',
  'role',
  'type',
  'aria-hidden',
  'aria-current',
  'aria-expanded',
  'aria-checked',
  'aria-modal',
  'popover',
  'open',
  'hidden',
  'disabled',
  'checked',
  'tabindex',
  'dir',
  'lang',
]);

/** Elements whose content is no element a reader or axe sees. */
const SKIPPED = new Set(['script', 'template', 'style']);

function describe(node: DefaultTreeAdapterMap['element']): string {
  const attributes = node.attrs
    .map(({ name, value }) =>
      VALUED_ATTRIBUTES.has(name) ? `${name}=${value}` : `${name}${value === '' ? '=""' : ''}`,
    )
    .sort()
    .join(' ');
  const holdsText = node.childNodes.some(
    (child) => child.nodeName === '#text' && 'value' in child && child.value.trim() !== '',
  );
  return `${node.tagName}[${attributes}]${holdsText ? ' +text' : ''}`;
}

/** The page's kinds of element, each with the tags and classes of the elements it is inside. */
export function markupKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  const visit = (node: Node, around: string) => {
    if (!('tagName' in node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child, around);
      return;
    }
    if (SKIPPED.has(node.tagName)) return;
    kinds.add(`${around} > ${describe(node)}`);
    const classes = node.attrs.find((attribute) => attribute.name === 'class')?.value ?? '';
    for (const child of node.childNodes) visit(child, `${around} > ${node.tagName}.${classes}`);
  };
  visit(parse(html), '');
  return kinds;
}

/**
 * The pages that stand for all: `first` (one page of each template, always in), then, one at a time, the
 * page that adds the most kinds not yet seen, until every page's kinds are seen.
 */
export function standInPages(
  kindsByPage: ReadonlyMap<string, Set<string>>,
  first: string[],
): string[] {
  const chosen = [...first];
  const seen = new Set(first.flatMap((page) => [...(kindsByPage.get(page) ?? [])]));
  const unseenOf = (page: string) =>
    [...(kindsByPage.get(page) ?? [])].filter((kind) => !seen.has(kind)).length;
  for (;;) {
    let best: string | undefined;
    let bestGain = 0;
    for (const page of kindsByPage.keys()) {
      const gain = unseenOf(page);
      if (gain > bestGain) [best, bestGain] = [page, gain];
    }
    if (!best) return chosen;
    chosen.push(best);
    for (const kind of kindsByPage.get(best) ?? []) seen.add(kind);
  }
}
