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
 *
 * The shop's pages name data in their markup too, which the checks see only through what it shows: the
 * scope's attribute for the category chosen (`data-chosen-humor`) and each card's classes for the lists that
 * show it (`list-humor__popular`). Taken as they are, they made every category page a kind of its own, and
 * a stand-in. A kind keeps, of them, what the checks see: a chosen attribute, and whether the card shows at
 * load (it names the chosen view's list in the default sort, or its list for every sort:
 * lib/shop-list-css.ts).
 *
 * A design's backdrop is data too: the classes that paint a picture's ground (lib/images.ts,
 * productBackdropClass: which of the backdrops, wall or table, the wall's shapes on which side). Axe reads
 * a ground's colors only behind text, and a picture holds none; on an element with no text inside, they
 * are one kind. Each backdrop's dark colors are checked as colors (tests/unit/theme-tokens.test.ts), and
 * how the page paints them, on a product page under forced colors in each scheme
 * (tests/e2e/forced-colors.spec.ts), where they keep their own; a light ground at night is every-route's
 * bright box.
 *
 * So is a badge's hue (components/ui/badge.tsx: Bestseller rose, Sale red…): the same words on a tint of
 * another hue. Taken as they are, they made a product page a stand-in for each hue the others lacked, a
 * page load each for one word. A badge is one kind whatever its hue; every hue is checked as the pages draw
 * it, in both themes, by every-route's badge test.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { BADGE_HUES } from '@/components/ui/badge';
import { BACKDROPS } from '@/data/palette';
import { PRODUCT_VIEWS } from '@/data/types';
import { productBackdropClass } from '@/lib/images';
import { chosenAttribute } from '@/lib/inline-loader/contract';
import { listClass, listEverySortClass } from '@/lib/shop-lists';
import { DEFAULT_SORT } from '@/lib/shop-query';

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

const CHOSEN_PREFIX = chosenAttribute('');
/** A list's class, as lib/shop-lists.ts's listClass writes it: `list-<view>__<sort>`. */
const LIST_CLASS = /^list-[^_]+__.+$/;

/** Every class productBackdropClass gives, of every backdrop (as many designs in a row) and view. */
const BACKDROP_PAINT = new Set(
  Array.from(BACKDROPS.light, (_, index) => index + 1).flatMap((id) =>
    PRODUCT_VIEWS.flatMap((view) => productBackdropClass(id, view).split(' ')),
  ),
);

/** Every class that gives a badge its hue. */
const BADGE_HUE = new Set(Object.values(BADGE_HUES).flatMap((classes) => classes.split(' ')));

/** The choice `node` marks as chosen (the shop's scope), if it marks one. */
function chosenBy(node: DefaultTreeAdapterMap['element']): string | undefined {
  return node.attrs
    .find((attribute) => attribute.name.startsWith(CHOSEN_PREFIX))
    ?.name.slice(CHOSEN_PREFIX.length);
}

/**
 * The classes as the checks see them: a card's list classes only as whether it shows at load, a badge's
 * hue as one, and, on an element with no text inside, a backdrop's classes as one.
 */
function seenClasses(classes: string, chosen: string | undefined, holdsText: boolean): string {
  const shownAtLoad =
    chosen === undefined ? [] : [listClass(chosen, DEFAULT_SORT), listEverySortClass(chosen)];
  const others: string[] = [];
  const lists: string[] = [];
  let backdrop = false;
  let badgeHue = false;
  for (const token of classes.split(/\s+/).filter(Boolean)) {
    if (!holdsText && BACKDROP_PAINT.has(token)) backdrop = true;
    else if (BADGE_HUE.has(token)) badgeHue = true;
    else (LIST_CLASS.test(token) ? lists : others).push(token);
  }
  if (lists.length === 0 && !backdrop && !badgeHue) return classes;
  if (backdrop) others.push('backdrop');
  if (badgeHue) others.push('badge-hue');
  if (lists.length > 0)
    others.push(lists.some((list) => shownAtLoad.includes(list)) ? 'list-shown' : 'list-put-away');
  return others.join(' ');
}

/** Whether `node` is text a reader sees: a text node that is not only white space. */
const isText = (node: Node) =>
  node.nodeName === '#text' && 'value' in node && node.value.trim() !== '';

/**
 * The elements with text somewhere inside them that a reader sees: a script's, a style's or a
 * noscript's is none (the page's scripts run, in every check).
 */
function elementsHoldingText(root: Node): Set<Node> {
  const holding = new Set<Node>();
  const visit = (node: Node): boolean => {
    if (node.nodeName === '#text') return isText(node);
    if ('tagName' in node && (SKIPPED.has(node.tagName) || node.tagName === 'noscript'))
      return false;
    if (!('childNodes' in node)) return false;
    let holds = false;
    for (const child of node.childNodes) holds = visit(child) || holds;
    if (holds) holding.add(node);
    return holds;
  };
  visit(root);
  return holding;
}

/** The element's kind; `classes` its classes as seenClasses gives them. */
function describe(node: DefaultTreeAdapterMap['element'], classes: string): string {
  const attributes = node.attrs
    .map(({ name, value }) => {
      if (name.startsWith(CHOSEN_PREFIX)) return `${CHOSEN_PREFIX}*`;
      if (name === 'class') return `class=${classes}`;
      return VALUED_ATTRIBUTES.has(name)
        ? `${name}=${value}`
        : `${name}${value === '' ? '=""' : ''}`;
    })
    .sort()
    .join(' ');
  const holdsText = node.childNodes.some(isText);
  return `${node.tagName}[${attributes}]${holdsText ? ' +text' : ''}`;
}

/** The page's kinds of element, each with the tags and classes of the elements it is inside. */
export function markupKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  const document = parse(html);
  const holdingText = elementsHoldingText(document);
  const visit = (node: Node, around: string, chosen: string | undefined) => {
    if (!('tagName' in node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child, around, chosen);
      return;
    }
    if (SKIPPED.has(node.tagName)) return;
    const chosenHere = chosenBy(node) ?? chosen;
    const classes = seenClasses(
      node.attrs.find((attribute) => attribute.name === 'class')?.value ?? '',
      chosenHere,
      holdingText.has(node),
    );
    kinds.add(`${around} > ${describe(node, classes)}`);
    for (const child of node.childNodes)
      visit(child, `${around} > ${node.tagName}.${classes}`, chosenHere);
  };
  visit(document, '', undefined);
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

/**
 * What stands in for the pages falls short: every kind some page holds that no stand-in does, every template
 * without its stand-in, and too many stand-ins (half the pages or more: kinds so fine that few pages share
 * them, and the stand-ins' tests would load nearly every page). Empty when the stand-ins hold.
 */
export function standInShortfalls(
  kindsByPage: ReadonlyMap<string, Set<string>>,
  standIns: readonly string[],
  templates: readonly string[],
): string[] {
  const seen = new Set(standIns.flatMap((page) => [...(kindsByPage.get(page) ?? [])]));
  const unseen = [...kindsByPage].flatMap(([page, kinds]) =>
    [...kinds]
      .filter((kind) => !seen.has(kind))
      .map((kind) => `${page} holds ${kind}, no stand-in does`),
  );
  const missingTemplates = templates
    .filter((template) => !standIns.includes(template))
    .map((template) => `the template ${template} is not a stand-in`);
  const tooMany =
    standIns.length >= kindsByPage.size / 2
      ? [`${standIns.length} stand-ins for ${kindsByPage.size} pages: the kinds are too fine`]
      : [];
  return [...unseen, ...missingTemplates, ...tooMany];
}
