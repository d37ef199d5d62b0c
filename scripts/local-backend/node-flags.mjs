// @ts-check

/**
 * The flags Node runs the local backend with: `npm run backend` (package.json spells them out, as a script
 * cannot import), `npm start` (scripts/start.mjs) and the tests' backends (harness.ts).
 *
 * `--liftoff-only`: PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it at start with its baseline
 * compiler (Liftoff) and by default compiles its busiest functions again with its optimizing one (TurboFan),
 * on background threads. A local backend starts, serves one shopper's sign-ups and stops; that second
 * compile was CPU it never paid back (measured on 2 cores: a start on an existing database 2.95 → 1.72 s of
 * CPU, a new one 7.7 → 4.9 s; inserts/s the same, 322 and 321 with one client, 617 and 590 with ten).
 * V8 lists the flag as one for testing, which this backend is for (docs/backend.md). `--no-wasm-tier-up`
 * saved nothing: V8 tiers up the functions it finds busy all the same (3.35 s of CPU on the same start).
 */
export const BACKEND_NODE_FLAGS = ['--liftoff-only'];
