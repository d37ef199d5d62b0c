import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The local backend's database: PGlite (PostgreSQL compiled to WebAssembly) with the roles a Supabase
 * project has and every migration in supabase/migrations applied once, in file-name order, as
 * `supabase db push` would.
 */

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../supabase/migrations');

/** The roles PostgREST switches to. service_role bypasses row-level security, as on Supabase. */
const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
-- Supabase's historical default: every API role gets everything on new tables, so a migration must
-- revoke what it does not mean to expose. Reproduced here so our migration is tested against it.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** `<version>_<name>.sql` files, in the order the Supabase CLI applies them. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version, name: rest.join('_'), sql: readFileSync(path.join(dir, file), 'utf8') };
    });
}

export async function createSupabaseRoles(db: PGlite): Promise<void> {
  await db.exec(SUPABASE_ROLES_SQL);
}

/** Applies the migrations not applied yet, each in its own transaction. Returns the versions applied. */
export async function applyMigrations(
  db: PGlite,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  const done = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(done.rows.map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

/**
 * Opens (or creates) the database in dataDir, or in memory when dataDir is undefined or 'memory://', with
 * the roles and migrations in place.
 */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create(dataDir && dataDir !== 'memory://' ? { dataDir } : {});
  try {
    await createSupabaseRoles(db);
    await applyMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
