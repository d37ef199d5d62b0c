-- Back-in-stock sign-ups: a shopper leaves an email in a product's Out of Stock dialog.
--
-- The site writes with the publishable (anon) key and can only insert the two columns it sends; it can
-- never read, change or delete a row. The owner reads the list with the secret key (service_role):
-- `npm run restock-list`.

create table public.stock_notifications (
  id bigint generated always as identity primary key,
  email text not null,
  product_name text not null,
  created_at timestamptz not null default now(),

  -- The longest address SMTP can deliver to.
  constraint stock_notifications_email_length check (char_length(email) <= 254),
  -- local@domain.tld: exactly one '@', a dot in the domain with something after it.
  constraint stock_notifications_email_shape check (email ~ '^[^@]+@[^@]+\.[^@.]+$'),
  -- No whitespace, control or invisible formatting characters (zero-width spaces, direction marks), and
  -- none of the characters of quoted or bracketed addresses: < > ( ) [ ] \ , ; : "
  -- lib/email.ts checks the same before anything is sent.
  constraint stock_notifications_email_characters check (
    email !~ '[][[:space:][:cntrl:]\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff<>()\\,;:"]'
  ),
  constraint stock_notifications_product_name_length check (char_length(product_name) between 1 and 200),
  constraint stock_notifications_product_name_not_blank check (product_name ~ '[^[:space:]]')
);

comment on table public.stock_notifications is
  'Shoppers waiting for a product to be back in stock. Insert-only for anon; read with the secret key.';

-- One sign-up per address and product, whatever the case of the address. A repeat answers 23505 (HTTP
-- 409), which the site shows as success.
create unique index stock_notifications_email_product_key
  on public.stock_notifications (lower(email), product_name);

-- Supabase grants every role everything on new tables in public by default: take it all back, then give
-- the site exactly the insert it makes.
revoke all on table public.stock_notifications from public, anon, authenticated;
grant insert (email, product_name) on table public.stock_notifications to anon, authenticated;
grant select on table public.stock_notifications to service_role;

-- Row-level security as a second wall. The policy accepts every row: RLS runs before constraints, so
-- validating here would turn a bad email into 401 (policy violation) instead of 400 (check violation).
-- No select, update or delete policy exists, so those are refused even if a grant were added later.
alter table public.stock_notifications enable row level security;

create policy "Shoppers can sign up for back-in-stock emails"
  on public.stock_notifications
  for insert
  to anon, authenticated
  with check (true);
