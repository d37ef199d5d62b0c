/**
 * The pair a choice scope carries (lib/inline-loader/contract.ts, `pairAttribute`): the choice of its link
 * marked current and the value of its select, read from the page itself, so that whoever marks it (the loader
 * at a tap or a change, the shop's island after it renders a choice of its own) marks what the controls show.
 */
import {
  LINK_CHOICE_ATTRIBUTE,
  LINK_CHOICES_ATTRIBUTE,
  PAIR_PREFIX,
  SELECT_CHOICE_ATTRIBUTE,
  pairAttribute,
} from './contract';

/** Marks `scope` with the pair its current link and its select choose, and no other pair. */
export function markPair(scope: Element): void {
  const choice = scope
    .querySelector(`[${LINK_CHOICES_ATTRIBUTE}] [aria-current]`)
    ?.getAttribute(LINK_CHOICE_ATTRIBUTE);
  const select = scope.querySelector<HTMLSelectElement>(`select[${SELECT_CHOICE_ATTRIBUTE}]`);
  if (choice == null || !select) return;
  const pair = pairAttribute(choice, select.value);
  for (const name of scope.getAttributeNames())
    if (name.startsWith(PAIR_PREFIX) && name !== pair) scope.removeAttribute(name);
  // Written only when missing (forced on, as it is): the browser restyles at any write.
  scope.toggleAttribute(pair, true);
}
