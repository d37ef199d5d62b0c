-- Back-in-stock sign-ups, hardened (issue #11): the database enforces exactly the rule lib/email.ts
-- checks in the browser, compares addresses in one Unicode form, requires a visible product name, and
-- lets the site's public key write one row per statement, never a bulk.
--
-- Portable PostgreSQL 15 (`supabase db push` applies it to production too). Every character class is
-- spelled out as code points: POSIX classes such as [:space:] depend on the server's locale.
-- tests/db/email-rule.test.ts runs the table in tests/fixtures/email-inputs.ts against these
-- constraints and lib/email.ts alike, and compares the invisible set below with lib/email.ts's
-- INVISIBLE_CHARACTER over every code point.

-- 1. One Unicode form: addresses are stored composed (NFC), so "é" typed as e + U+0301 and as U+00E9
--    is one address, and the unique index on lower(email) sees the twins as one sign-up.
create function public.stock_notifications_compose_email()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.email := normalize(new.email, nfc);
  return new;
end;
$$;

comment on function public.stock_notifications_compose_email() is
  'Stores every address in Unicode NFC, the form lib/email.ts sends, before the constraints check it.';

create trigger stock_notifications_compose_email
  before insert or update of email on public.stock_notifications
  for each row execute function public.stock_notifications_compose_email();

-- Existing rows, once, into the same form; a row whose composed twin is already stored stays as it was
-- (nothing is deleted by a migration).
update public.stock_notifications as row_to_compose
   set email = normalize(row_to_compose.email, nfc)
 where row_to_compose.email is not nfc normalized
   and not exists (
     select from public.stock_notifications as twin
      where twin.id <> row_to_compose.id
        and twin.product_name = row_to_compose.product_name
        and lower(normalize(twin.email, nfc)) = lower(normalize(row_to_compose.email, nfc))
   );

-- 2. The same characters as lib/email.ts. The invisible set is JavaScript's
--    [\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}] (Unicode 17): whitespace, controls, formatting
--    characters such as U+061C and the tag characters U+E0000-U+E0FFF, fillers and variation selectors.
--    The address may contain none of them, nor < > ( ) [ ] \ , ; : ".
alter table public.stock_notifications
  drop constraint stock_notifications_email_characters;
alter table public.stock_notifications
  add constraint stock_notifications_email_characters check (
    email !~ '[][<>()\\,;:"\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
  ) not valid;

alter table public.stock_notifications
  add constraint stock_notifications_email_composed check (email is nfc normalized) not valid;

-- 3. A product name contains at least one character outside the invisible set (one no-break space is
--    not a name).
alter table public.stock_notifications
  drop constraint stock_notifications_product_name_not_blank;
alter table public.stock_notifications
  add constraint stock_notifications_product_name_visible check (
    product_name ~ '[^\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
  ) not valid;

-- The new checks hold for every row written from now on. Rows stored under the old rule are checked
-- too; if any fails (a production list with an address the old rule let through), the constraint stays
-- NOT VALID for those rows rather than failing the deployment or deleting them, and a notice says so.
do $$
declare
  constraint_name text;
begin
  foreach constraint_name in array array[
    'stock_notifications_email_characters',
    'stock_notifications_email_composed',
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

-- 4. The public key writes one row per statement. The site sends one sign-up per request; a script with
--    the same key cannot store hundreds in one request. PostgREST answers 413 (SQLSTATE class 54), the
--    local stand-in too; the owner (service_role) is not bounded.
create function public.stock_notifications_one_row_per_statement()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (select count(*) from inserted_rows) > 1 then
    raise exception 'One sign-up per request'
      using errcode = '54000',
            detail = 'The publishable key may insert one row per request.',
            hint = 'Send each sign-up in its own request.';
  end if;
  return null;
end;
$$;

comment on function public.stock_notifications_one_row_per_statement() is
  'Refuses statements by anon or authenticated that insert more than one row into stock_notifications.';

create trigger stock_notifications_one_row_per_statement
  after insert on public.stock_notifications
  referencing new table as inserted_rows
  for each statement execute function public.stock_notifications_one_row_per_statement();

-- Trigger functions run without EXECUTE rights; nobody needs to call these directly (PostgREST would
-- otherwise list them under /rpc).
revoke all on function public.stock_notifications_compose_email() from public, anon, authenticated;
revoke all on function public.stock_notifications_one_row_per_statement() from public, anon, authenticated;
