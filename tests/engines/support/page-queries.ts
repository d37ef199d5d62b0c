/**
 * Functions the cross-engine suite runs in the page (EngineDriver.evaluate, or as finders for click and
 * type). Each uses only its arguments and the browser's globals: it is sent to the browser as text.
 */
import { shownText } from '../../e2e/support/shown-text';

/** An accessible name to match: exactly, or by a regular expression's source and flags. */
export type NameMatch = { exact: string } | { pattern: string; flags: string };

export function nameMatch(name: string | RegExp): NameMatch {
  return typeof name === 'string' ? { exact: name } : { pattern: name.source, flags: name.flags };
}

/**
 * The first shown element with one of these ARIA roles (as the shop's markup gives them: button, radio,
 * combobox, link, textbox, dialog) and this accessible name (aria-label, aria-labelledby, its label, or its
 * text), inside the first element matching `within` if given.
 */
export function byRole(roles: readonly string[], name: NameMatch, within?: string): Element | null {
  const SELECTORS: Record<string, string> = {
    button: 'button, [role="button"]',
    radio: 'input[type="radio"], [role="radio"]',
    combobox: 'select, [role="combobox"]',
    link: 'a[href], [role="link"]',
    textbox: 'input:not([type]), input[type="email"], input[type="text"], textarea',
    dialog: 'dialog, [role="dialog"]',
  };
  const scope = within ? document.querySelector(within) : document;
  if (!scope) return null;
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const accessibleName = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => textOf(document.getElementById(id) ?? document.createElement('i')))
        .join(' ');
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return [...labels].map(textOf).join(' ');
    return textOf(element);
  };
  const matches = (text: string) =>
    'exact' in name ? text === name.exact : new RegExp(name.pattern, name.flags).test(text);
  const shown = (element: Element) => {
    const target = element instanceof HTMLInputElement ? (element.labels?.[0] ?? element) : element;
    return target.getClientRects().length > 0 && getComputedStyle(target).visibility !== 'hidden';
  };
  const candidates = roles.flatMap((role) => [
    ...scope.querySelectorAll(SELECTORS[role] ?? `[role="${role}"]`),
  ]);
  return candidates.find((element) => shown(element) && matches(accessibleName(element))) ?? null;
}

/** The accessible names of the controls marked busy (aria-busy="true"). */
export function busyControls(): string[] {
  return [...document.querySelectorAll('[aria-busy="true"]')].map(
    (element) => element.getAttribute('aria-label') ?? (element.textContent ?? '').trim(),
  );
}

/** The accessible name of the open dialog (by its aria-labelledby), or null when none is open. */
export function openDialog(): string | null {
  const dialog = document.querySelector('dialog[open]');
  if (!dialog) return null;
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  return (title?.textContent ?? '').trim();
}

/** Where focus is: inside the open dialog, or the accessible name of the focused control. */
export function focusedControl(): string {
  const active = document.activeElement;
  if (!active || active === document.body) return '(nothing)';
  if (active.closest('dialog[open]')) return '(inside the dialog)';
  return (
    active.getAttribute('aria-label') ?? (active.textContent ?? '').replace(/\s+/g, ' ').trim()
  );
}

/** A point of the viewport outside the open dialog's box (on its backdrop), or null. */
export function pointOutsideDialog(): { x: number; y: number } | null {
  const box = document.querySelector('dialog[open]')?.getBoundingClientRect();
  if (!box) return null;
  if (box.top >= 12) return { x: innerWidth / 2, y: box.top / 2 };
  if (innerHeight - box.bottom >= 12)
    return { x: innerWidth / 2, y: (box.bottom + innerHeight) / 2 };
  if (box.left >= 12) return { x: box.left / 2, y: innerHeight / 2 };
  return null;
}

/** React has hydrated the page (its fiber is on the root), as tests/e2e/support/hydration.ts checks. */
export function isHydrated(): boolean {
  const root = document.getElementById('main') ?? document.body;
  return Object.keys(root).some(
    (key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'),
  );
}

/** Which face drew an element's text: its brand face, the fallback, or no telling them apart. */
export interface DrawnFace {
  selector: string;
  /** The element's font-family list, as computed. */
  family: string;
  verdict: 'brand' | 'fallback' | 'undecided' | 'missing';
  /** The widest gap between the brand face and the fallback over the pieces measured (px). */
  brandToFallback?: number;
  /** The widest gap between the element's own drawing and the brand face's (px). */
  ownToBrand?: number;
}

/**
 * Which face drew the first element matching `selector` whose font-family starts with `family` (the
 * page's name for a brand face, such as 'displayFont'). Engines other than Chromium have no call that says
 * which font drew a node (scripts/fonts/drawn-fonts.ts is Chromium's), and `document.fonts` can say
 * 'loaded' while the fallback is drawn, so the element's text is drawn again, off screen, on one line, and
 * each of its characters alone, three ways: with the element's own font-family list (what it draws with), in
 * the brand face's font itself (a FontFace made from the very bytes the page's face names, under a name of
 * its own, so that it loads whatever became of the page's face), and in the rest of the list (the fallback,
 * which next/font sizes to come close: a whole line can come out the same width by chance, single
 * characters do not). The element drew the brand face when every width is the brand's; the verdict is
 * 'undecided' when brand and fallback are too close to tell apart.
 */
export async function drawnFace(selector: string, family: string): Promise<DrawnFace> {
  const element = [...document.querySelectorAll(selector)].find((candidate) =>
    getComputedStyle(candidate).fontFamily.replace(/["']/g, '').startsWith(family),
  );
  if (!element) return { selector, family, verdict: 'missing' };
  const style = getComputedStyle(element);
  const families = style.fontFamily;

  const rule = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find(
      (candidate): candidate is CSSFontFaceRule =>
        candidate instanceof CSSFontFaceRule &&
        candidate.style.getPropertyValue('font-family').replace(/["']/g, '').trim() === family,
    );
  const base64 = /base64,([^"')#]+)/.exec(rule?.style.getPropertyValue('src') ?? '')?.[1];
  if (!rule || !base64) return { selector, family: families, verdict: 'missing' };
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const probeFamily = `engine-probe-${family}`;
  const probe = new FontFace(probeFamily, bytes, {
    weight: rule.style.getPropertyValue('font-weight') || 'normal',
    style: rule.style.getPropertyValue('font-style') || 'normal',
  });
  await probe.load();
  document.fonts.add(probe);

  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const pieces = [text, ...new Set(text.replace(/\s/g, ''))];
  const linesIn = (fontFamily: string) =>
    pieces.map((piece) => {
      const line = document.createElement('span');
      line.textContent = piece;
      line.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;white-space:nowrap';
      for (const property of [
        'font-style',
        'font-weight',
        'font-size',
        'font-stretch',
        'font-feature-settings',
        'font-variation-settings',
        'letter-spacing',
        'text-transform',
      ])
        line.style.setProperty(property, style.getPropertyValue(property));
      line.style.fontFamily = fontFamily;
      return line;
    });
  const sets = [families, `"${probeFamily}"`, families.split(',').slice(1).join(',')].map(linesIn);
  const all = sets.flat();
  document.body.append(...all);
  const [own = [], brand = [], fallback = []] = sets.map((lines) =>
    lines.map((line) => line.getBoundingClientRect().width),
  );
  for (const line of all) line.remove();
  document.fonts.delete(probe);

  const widestGap = (a: number[], b: number[]) =>
    Math.max(...a.map((width, index) => Math.abs(width - (b[index] ?? 0))));
  const brandToFallback = widestGap(brand, fallback);
  const ownToBrand = widestGap(own, brand);
  const ownToFallback = widestGap(own, fallback);
  const verdict =
    brandToFallback < 1
      ? 'undecided'
      : ownToBrand < 0.5
        ? 'brand'
        : ownToFallback < 0.5
          ? 'fallback'
          : 'undecided';
  return { selector, family: families, verdict, brandToFallback, ownToBrand };
}

/**
 * The first element matching `selector`, in the page or in the document of the frame `frame` finds (the
 * editor's preview pane).
 */
function partOf(selector: string, frame?: string): Element | null {
  const root = frame
    ? (document.querySelector(frame) as HTMLIFrameElement | null)?.contentDocument
    : document;
  return root?.querySelector(selector) ?? null;
}

/**
 * What the first element matching `selector` says (shownText), in the page or in the frame `frame` finds;
 * null while absent. Source text for EngineDriver.evaluate, put together from the two functions.
 */
export const partText = `(selector, frame) => {
  const element = (${partOf.toString()})(selector, frame);
  return element ? (${shownText.toString()})(element) : null;
}`;
