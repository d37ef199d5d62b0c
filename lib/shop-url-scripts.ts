/**
 * Two tiny scripts the shop's pages carry inline (components/ui/inline-script.tsx), so a link's query shows
 * in the first paint rather than after hydration. Each runs once, where it stands in the HTML, while the
 * page is still being read; the CSP allows it by its hash (scripts/headers). They are written as text
 * because they are the page's own bytes; tests/unit/shop-url-scripts.test.ts runs them.
 */
import { SORT_PARAM } from './shop-query';

/** A value as JavaScript source, with every '<' escaped so no text can close the script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Right after the sort select: a shared `?sort=price-asc` chooses that option at once, so CSS shows that
 * order from the first paint (lib/sort-order-css.ts). A value the select has no option for is ignored.
 */
export function sortFromUrlScript(selectId: string): string {
  return `(()=>{const s=document.getElementById(${scriptLiteral(selectId)}),v=new URLSearchParams(location.search).get(${scriptLiteral(SORT_PARAM)});if(s&&[...s.options].some(o=>o.value===v))s.value=v})()`;
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
