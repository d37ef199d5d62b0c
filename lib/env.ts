/**
 * How a setting is read from the environment: blank counts as unset, and a malformed value throws, naming
 * its variable. Four modules read the environment, each with its defaults and checks, and nothing else
 * does (tests/unit/env-example.test.ts checks, and that `.env.example` lists exactly what they read):
 *
 * - lib/public-config.ts: the NEXT_PUBLIC_* settings the pages read;
 * - scripts/build-config.ts: where the build exports and finds photos, the hosts it must fit, the editor's
 *   settings, and the build's check of all of it;
 * - scripts/backend-config.ts: the local backend's settings and restock-list's secret key;
 * - data/content-folder.ts: where the content files are (CONTENT_DIR), which every reader of the content
 *   needs, the pages included; data/ imports no other layer, so it reads its variable itself.
 *
 * Two plain-Node scripts cannot import TypeScript and read their own: scripts/browsers.mjs reads where the
 * browser programs are (the bench's Lighthouse worker imports it without tsx), and scripts/start.mjs
 * reads LOCAL_BACKEND_PORT to wait for the backend it starts (which checks the value in
 * scripts/backend-config.ts) and EDITOR_BACKEND_PORT for the editor's (checked in scripts/build-config.ts). scripts/static-server.mjs takes command-line flags only. docs/deploying.md
 * says when to set each variable.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** A variable's value, with blank treated as unset (so a copied `.env.example` changes nothing). */
export function valueOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An absolute http(s) URL with no query or fragment. */
export function parseHttpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use http or https, got "${value}"`);
  }
  if (url.search || url.hash) {
    throw new Error(`${name} must not carry a query or fragment, got "${value}"`);
  }
  return url;
}
