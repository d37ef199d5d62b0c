/**
 * CSS that follows a choice made by links (lib/inline-loader/link-choices.ts): the element marked
 * CHOICE_SCOPE_ATTRIBUTE (the shop) carries an attribute named for the choice marked current
 * (`data-chosen-humor`), which the inline loader moves the moment a chip is tapped, before and after React is
 * live, and React renders as the view it shows. Rules keyed on that attribute show the choice in the frame of
 * the tap. Each choice has its own attribute so that the browser restyles, at a tap, only the elements whose
 * rules name the choice left and the one made: a rule that looked for the current link with `:has()`, or one
 * attribute whose value changed, had every card of the page restyled (measured on a 4× slowed phone with 84
 * cards: 36–110 ms a chip, against 10–20 ms this way).
 *
 * The rules live in the document's head (components/ui/hoisted-style.tsx), where a client-side navigation
 * leaves them: they match only inside a choice scope, and the shop is the only one.
 */
import { CHOICE_SCOPE_ATTRIBUTE, chosenAttribute, pairAttribute } from './inline-loader/contract';
import { cssName } from './css-name';

/** The selector of the scope while `choice` is chosen: `[data-choice-scope][data-chosen-humor]`. */
export function chosenScope(choice: string): string {
  return `[${CHOICE_SCOPE_ATTRIBUTE}][${chosenAttribute(cssName('choice', choice))}]`;
}

/**
 * The selector of the scope while `choice` and its select's `value` are chosen together:
 * `[data-choice-scope][data-showing-humor__newest]` (the pair the loader marks, lib/inline-loader/contract.ts).
 */
export function chosenPairScope(choice: string, value: string): string {
  return `[${CHOICE_SCOPE_ATTRIBUTE}][${pairAttribute(cssName('choice', choice), cssName('value', value))}]`;
}

/** Every element of the scope carrying `data-<itemAttribute>`, whatever is chosen. */
export function scopedItems(itemAttribute: string): string {
  return `[${CHOICE_SCOPE_ATTRIBUTE}] [data-${cssName('item attribute', itemAttribute)}]`;
}

export interface ChosenItemSwitch {
  /** The `data-*` attribute, without `data-`, whose value names the choice each item belongs to. */
  itemAttribute: string;
  choices: readonly string[];
}

/**
 * The style sheet text: while a choice is chosen, the items of every other choice are hidden, by
 * `declarations` (taken out of the page unless said otherwise).
 */
export function chosenItemCss(
  { itemAttribute, choices }: ChosenItemSwitch,
  declarations = 'display:none',
): string {
  const item = `data-${cssName('item attribute', itemAttribute)}`;
  return choices
    .map(
      (choice) =>
        `${chosenScope(choice)} [${item}]:not([${item}="${cssName('choice', choice)}"]){${declarations}}`,
    )
    .join('\n');
}
