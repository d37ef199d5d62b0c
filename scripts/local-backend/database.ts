import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { clusterArchive } from './cluster-archive';
import { createDataDir, dataDirState, makePrivate, StartError } from './data-dir';
import { DataDirFS, DURABLE_START_PARAMS } from './pglite-fs';
import { describeError, explanatoryLines, remedyFor } from './start-failure';

/**
 * The local backend's database: PGlite (PostgreSQL compiled to WebAssembly) with the roles a Supabase
 * project has and every migration in supabase/migrations applied once, in file-name order, as
 * `supabase db push` would.
 */

const MIGRATIONS_DIR = path.resolve(__dirname, '../../supabase/migrations');

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

/**
 * The stand-in's own tools, in a schema no API role may use (not a migration: production has no need of
 * them): amcheck, which /health checks the indexes with (health.ts).
 */
const LOCAL_BACKEND_SQL = `
create schema if not exists local_backend;
create extension if not exists amcheck with schema local_backend;
`;

/** The Supabase roles a statement can run as. */
export type DatabaseRole = 'anon' | 'authenticated' | 'service_role';

/** Runs `work` in a transaction as `role`, so that role's grants and row-level security apply. */
export async function asRole<T>(
  db: PGlite,
  role: DatabaseRole,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Only these fixed names reach the SQL (the type allows nothing else).
    await tx.exec(`set local role ${role}`);
    return work(tx);
  });
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
      await tx.exec(migration.sql).catch((error: unknown) => {
        throw new StartError(
          `Migration ${migration.version}_${migration.name}.sql failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      });
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

export interface OpenDatabaseOptions {
  /** Called with what PostgreSQL prints at FATAL or PANIC level once the database is open. */
  onFatalLog?: (line: string) => void;
  /** Called with what the opening did that the user should know (a half-made database removed). */
  log?: (line: string) => void;
}

/**
 * Starts PGlite on a folder (or in memory), with the roles and migrations in place; a new database
 * (`isNew`: a folder's first start, or in memory) from a new cluster (cluster-archive.ts). Whatever stops
 * it is thrown as a StartError naming PostgreSQL's own explanation and `remedy`.
 */
async function startPglite(
  folder: string | undefined,
  {
    isNew,
    remedy,
    onFatalLog,
  }: { isNew: boolean; remedy: string; onFatalLog?: (line: string) => void },
): Promise<PGlite> {
  const log: string[] = [];
  let opened = false;
  const onStderr = (text: string) => {
    for (const line of text.split('\n')) {
      if (!opened) log.push(line);
      else if (/\b(FATAL|PANIC):/.test(line)) onFatalLog?.(line);
    }
    if (log.length > 200) log.splice(0, log.length - 200);
    return true;
  };
  let db: PGlite;
  try {
    const extensions = { amcheck };
    const loadDataDir = isNew ? await clusterArchive() : undefined;
    db = await PGlite.create(
      folder
        ? {
            fs: new DataDirFS(folder),
            startParams: DURABLE_START_PARAMS,
            onStderr,
            extensions,
            loadDataDir,
          }
        : { onStderr, extensions, loadDataDir },
    );
  } catch (error) {
    const said = explanatoryLines(log, folder);
    const cause = describeError(error, folder);
    throw new StartError(
      [
        `PostgreSQL (PGlite) could not open the database in ${folder ?? 'memory'}: ${cause}.`,
        ...(said.length ? ['PostgreSQL said:', ...said.map((line) => `  ${line}`)] : []),
        ...(folder ? [remedyFor([...said, cause].join('\n'), folder, remedy)] : []),
      ].join('\n'),
      { cause: error },
    );
  }
  opened = true;
  try {
    if (folder) makePrivate(folder);
    await createSupabaseRoles(db);
    await applyMigrations(db);
    await db.exec(LOCAL_BACKEND_SQL);
  } catch (error) {
    await db.close().catch(() => {});
    const cause = describeError(error, folder);
    const what =
      error instanceof StartError
        ? error.message
        : `The database in ${folder ?? 'memory'} opened, but preparing it failed: ${cause}.`;
    const otherwise =
      'Fix the migration named above (supabase/migrations), or start on a new folder with LOCAL_BACKEND_DATA_DIR.';
    throw new StartError(`${what}\n${remedyFor(cause, folder ?? 'memory', otherwise)}`, {
      cause: error,
    });
  }
  return db;
}

/**
 * Opens the database in dataDir, or in memory when dataDir is undefined or 'memory://', with the roles and
 * migrations in place. A folder with no database yet (or a half-made one a killed first start left) gets a
 * new one, made in place and marked until it is whole (createDataDir); a folder holding anything but a
 * database is refused (dataDirState). The caller holds the lock.
 */
export async function openDatabase(
  dataDir?: string,
  options: OpenDatabaseOptions = {},
): Promise<PGlite> {
  if (!dataDir || dataDir === 'memory://')
    return startPglite(undefined, { isNew: true, remedy: '' });
  if (dataDirState(dataDir) !== 'database') {
    await createDataDir(
      dataDir,
      async (folder) => {
        const db = await startPglite(folder, {
          isNew: true,
          remedy:
            `It was to become the database in ${dataDir}: check that its folder is writable and that the ` +
            'disk has space, or choose another folder with LOCAL_BACKEND_DATA_DIR.',
        });
        await db.close();
      },
      () =>
        options.log?.(
          `A first start in ${dataDir} did not finish: removed the half-made database it left, making it again.`,
        ),
    );
  }
  return startPglite(dataDir, {
    isNew: false,
    remedy:
      'The folder holds a database that is damaged or was written by another PostgreSQL version. Nothing ' +
      'in it was changed. Restore it from a backup, or start on a new folder with ' +
      'LOCAL_BACKEND_DATA_DIR=<folder> (the backend never deletes a database for you).',
    onFatalLog: options.onFatalLog,
  });
}
