/**
 * The editor's sign-in service online: a Cloudflare Worker that signs the owner in to GitHub (GitHub's
 * OAuth web flow) for Decap CMS at https://<the shop>/admin, whose `base_url` (EDITOR_AUTH_URL) names it.
 *
 *   GET /auth?provider=github&site_id=<the shop's host>&scope=repo   (the window the editor opens)
 *     → GitHub's consent page, with a fresh `state` kept in a cookie of this service's own
 *   GET /callback?code=…&state=…                                      (where GitHub sends her back)
 *     → the state checked, the code traded for a token (the client secret never leaves the Worker),
 *       and a page that hands the token to the editor (handshake-page.ts), on the shop's origin only.
 *
 * Its settings are the Worker's (wrangler.toml; the secret through `wrangler secret put`):
 *   GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET  the GitHub OAuth app's
 *   ALLOWED_ORIGINS                         the shop's origins, e.g. "https://milkandmischief.com",
 *                                           separated by spaces or commas: nobody else may use it
 * docs/owner.md ("Setting it up, once") installs it; tests/unit/editor-auth-worker.test.ts and
 * tests/e2e/editor-online.spec.ts (in workerd) run it.
 */
import { handshakePage, handshakeScript, type SignInOutcome } from './handshake-page';

export interface Env {
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET: string;
  ALLOWED_ORIGINS: string;
}

const GITHUB = 'https://github.com';
const PROVIDER = 'github';
/** What Decap asks for (`repo`), and GitHub's own default scope when it asks for none. */
const DEFAULT_SCOPE = 'repo';
const STATE_COOKIE = 'editor_sign_in';
/** Time to get through GitHub's page. */
const STATE_MAX_AGE_SECONDS = 600;

/** The origins the service answers, from ALLOWED_ORIGINS: each as its URL's origin. */
function allowedOrigins(env: Pick<Env, 'ALLOWED_ORIGINS'>): string[] {
  return (env.ALLOWED_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

const text = (status: number, body: string) =>
  new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The cookie holds the state and the shop's origin it was made for, for this service's /callback only. */
const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/callback; HttpOnly; Secure; SameSite=Lax`;

function startSignIn(url: URL, env: Env): Response {
  if (url.searchParams.get('provider') !== PROVIDER) {
    return text(400, `This service signs in to GitHub only (provider=${PROVIDER}).`);
  }
  // Decap names the page's host as site_id: the service answers the shop's own pages only.
  const siteHost = url.searchParams.get('site_id');
  const shop = allowedOrigins(env).find((origin) => new URL(origin).host === siteHost);
  if (!shop) {
    return text(
      403,
      `This sign-in service does not serve "${siteHost ?? ''}": see its ALLOWED_ORIGINS.`,
    );
  }
  const state = randomState();
  const authorize = new URL('/login/oauth/authorize', GITHUB);
  authorize.searchParams.set('client_id', env.GITHUB_CLIENT_ID);
  authorize.searchParams.set('redirect_uri', new URL('/callback', url).href);
  authorize.searchParams.set('scope', url.searchParams.get('scope') || DEFAULT_SCOPE);
  authorize.searchParams.set('state', state);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      'Set-Cookie': stateCookie(`${state}.${encodeURIComponent(shop)}`, STATE_MAX_AGE_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}

/** Trades GitHub's code for a token, server to server: the secret is never in a page. */
async function exchangeCode(code: string, redirectUri: string, env: Env): Promise<SignInOutcome> {
  const response = await fetch(new URL('/login/oauth/access_token', GITHUB), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: redirectUri,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    error?: string;
    error_description?: string;
  };
  if (response.ok && body.access_token) return { token: body.access_token };
  return {
    error: `GitHub refused the sign-in (${body.error_description ?? body.error ?? `HTTP ${response.status}`}).`,
  };
}

async function sha256Base64(source: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

async function handshakeResponse(shop: string, outcome: SignInOutcome): Promise<Response> {
  const script = handshakeScript(shop, outcome);
  return new Response(handshakePage(script, outcome), {
    status: 'token' in outcome ? 200 : 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${await sha256Base64(script)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      // The state is spent either way.
      'Set-Cookie': stateCookie('', 0),
      // No Cross-Origin-Opener-Policy: the window must keep its opener, the editor, to hand it the token.
    },
  });
}

async function finishSignIn(request: Request, url: URL, env: Env): Promise<Response> {
  // "<state>.<the shop's origin, URL-encoded>": the state is hex, so the first dot ends it.
  const cookie = readCookie(request, STATE_COOKIE) ?? '';
  const dot = cookie.indexOf('.');
  const expectedState = cookie.slice(0, Math.max(dot, 0));
  const shop = dot > 0 ? decodeURIComponent(cookie.slice(dot + 1)) : undefined;
  // A shop the service no longer serves, or no sign-in started here: nobody to tell.
  if (!shop || !allowedOrigins(env).includes(shop)) {
    return text(
      403,
      'No sign-in was started from the shop in this browser: start again from the editor.',
    );
  }
  const state = url.searchParams.get('state');
  if (!expectedState || state !== expectedState) {
    return handshakeResponse(shop, {
      error:
        'The sign-in did not come back to the window that started it. Press Login with GitHub again.',
    });
  }
  const refused = url.searchParams.get('error');
  if (refused) {
    return handshakeResponse(shop, {
      error: `GitHub refused the sign-in (${url.searchParams.get('error_description') ?? refused}).`,
    });
  }
  const code = url.searchParams.get('code');
  if (!code) return handshakeResponse(shop, { error: 'GitHub sent no code back.' });
  const redirectUri = new URL('/callback', url).href;
  return handshakeResponse(shop, await exchangeCode(code, redirectUri, env));
}

const worker = {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'GET') return text(405, 'Only GET.');
    if (url.pathname === '/auth') return startSignIn(url, env);
    if (url.pathname === '/callback') return finishSignIn(request, url, env);
    return text(404, 'The editor’s sign-in service: the editor at /admin opens it.');
  },
};

export default worker;
