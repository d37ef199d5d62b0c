/**
 * Two tiny scripts the shop's pages carry inline (components/ui/inline-script.tsx), so a link's query shows
 * in the first paint rather than after hydration. Each runs once, where it stands in the HTML, while the
 * page is still being read; the CSP allows it by its hash (scripts/headers). They are written as text
 * because they are the page's own bytes; tests/unit/shop-url-scripts.test.ts runs them.
 */
import {
  CHOICE_SCOPE_ATTRIBUTE,
  LINK_CHOICE_ATTRIBUTE,
  LINK_CHOICES_ATTRIBUTE,
  PAIR_PREFIX,
  PAIR_SEPARATOR,
} from './inline-loader/contract';
import { SORT_PARAM } from './shop-query';

/** A value as JavaScript source, with every '<' escaped so no text can close the script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Right after the sort select: a shared `?sort=price-asc` chooses that option at once (a value the select has
 * no option for is ignored), and the shop's element is marked with the pair of the chip current and the
 * option chosen (lib/inline-loader/contract.ts, `pairAttribute`), which CSS shows in that order from the
 * first paint (lib/shop-list-css.ts). The option chosen may also be the one the browser restored (Back to a
 * page it kept no copy of, a reload). It marks the pair again at each change, from the first paint on: the
 * inline loader, which does the same as the page goes on (lib/inline-loader/choice-pair.ts), comes last in
 * the page.
 */
export function sortFromUrlScript(selectId: string): string {
  const scope = `[${CHOICE_SCOPE_ATTRIBUTE}]`;
  const currentLink = `[${LINK_CHOICES_ATTRIBUTE}] [aria-current]`;
  return `(()=>{const s=document.getElementById(${scriptLiteral(selectId)}),v=new URLSearchParams(location.search).get(${scriptLiteral(SORT_PARAM)});if(!s)return;if([...s.options].some(o=>o.value===v))s.value=v;const c=s.closest(${scriptLiteral(scope)}),m=()=>{const k=c&&c.querySelector(${scriptLiteral(currentLink)})?.getAttribute(${scriptLiteral(LINK_CHOICE_ATTRIBUTE)});if(k==null)return;const p=${scriptLiteral(PAIR_PREFIX)}+k+${scriptLiteral(PAIR_SEPARATOR)}+s.value;for(const n of c.getAttributeNames())if(n.startsWith(${scriptLiteral(PAIR_PREFIX)})&&n!==p)c.removeAttribute(n);c.toggleAttribute(p,!0)};m();s.addEventListener("change",m)})()`;
}

/**
 * The old form of a category link, `/shop?category=Humor` (shared before each category had its page): on
 * /shop, before anything below it is read, this hides what follows (the whole collection) and replaces
 * the URL with the category's page, keeping the rest of the query (`?sort=…`) and the hash. `paths` maps a
 * category's name in lower case to its page; the name is matched in any case. An unknown category stays
 * on /shop, which shows everything.
 */
export function legacyCategoryLinkScript(paths: Readonly<Record<string, string>>): string {
  return `(()=>{const q=new URLSearchParams(location.search),p=${scriptLiteral(paths)}[(q.get("category")||"").toLowerCase()];if(typeof p!=="string")return;document.currentScript.parentElement.style.visibility="hidden";q.delete("category");const r=q.toString();location.replace(p+(r?"?"+r:"")+location.hash)})()`;
}
