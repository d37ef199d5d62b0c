-- Back-in-stock sign-ups (issue #35): two symbols that are drawn as nothing join the invisible set, in
-- addresses and product names alike, so a product name of braille blanks or an address hiding one is
-- refused as lib/email.ts refuses it.
--
-- U+2800 BRAILLE PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD are symbols (So), neither
-- whitespace nor formatting nor default-ignorable, so 20261122000000_stock_notifications_same_rule.sql let
-- them through; their glyph is blank by design. lib/email.ts's INVISIBLE_CHARACTER adds the same two, and
-- tests/db/email-rule.test.ts compares the two sets over every code point.

alter table public.stock_notifications
  drop constraint stock_notifications_email_characters;
alter table public.stock_notifications
  add constraint stock_notifications_email_characters check (
    email !~ '[][<>()\\,;:"\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d159\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
  ) not valid;

alter table public.stock_notifications
  drop constraint stock_notifications_product_name_visible;
alter table public.stock_notifications
  add constraint stock_notifications_product_name_visible check (
    product_name ~ '[^\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d159\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
  ) not valid;

-- As in the previous migration: the checks hold for every row written from now on; a stored row that
-- breaks one (an address with a braille blank, signed up before) is kept, and the constraint stays NOT
-- VALID for it, with a notice, rather than failing the deployment or deleting a sign-up.
do $$
declare
  constraint_name text;
begin
  foreach constraint_name in array array[
    'stock_notifications_email_characters',
    'stock_notifications_product_name_visible'
  ] loop
    begin
      execute format('alter table public.stock_notifications validate constraint %I', constraint_name);
    exception when check_violation then
      raise notice '% holds for new rows; some stored rows break it (find them with the check inverted)',
        constraint_name;
    end;
  end loop;
end;
$$;
