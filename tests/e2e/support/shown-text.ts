/**
 * What an element says, whatever the width it is laid out at: its text, spaces made one, without what a
 * browser running scripts does not show (a `<noscript>` copy of a picture). Runs in the page (Playwright's
 * `locator.evaluate`, or sent as text by the cross-engine suite): it uses only its argument and the
 * browser's globals.
 */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('noscript, script, style')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
