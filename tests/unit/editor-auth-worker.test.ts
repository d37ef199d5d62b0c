/** @jest-environment node */
/**
 * The editor's sign-in service (workers/editor-auth/worker.ts), called as Cloudflare calls it, GitHub's
 * token endpoint answered by a fake fetch: it starts GitHub's OAuth flow only for the shop's own pages,
 * with a state it checks on the way back; it trades the code for a token server to server; and its page
 * hands the token to the editor in Decap's handshake, to the shop's origin only. The page's script is run
 * against a stand-in of the window and its opener, the editor.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import worker, { type Env } from '@/workers/editor-auth/worker';

const SHOP = 'https://shop.example';
const WORKER = 'https://editor-auth.shop.workers.dev';
const ENV: Env = {
  GITHUB_CLIENT_ID: 'client-id-1',
  GITHUB_CLIENT_SECRET: 'client-secret-1',
  ALLOWED_ORIGINS: `${SHOP}, https://www.shop.example`,
};
const TOKEN = 'gho_token_1';

const get = (path: string, cookie?: string) =>
  worker.fetch(new Request(`${WORKER}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), ENV);

/** The editor opens the window: the state GitHub is sent, and the cookie that keeps it. */
async function startSignIn(siteId = 'shop.example') {
  const response = await get(`/auth?provider=github&site_id=${siteId}&scope=repo`);
  const location = new URL(response.headers.get('Location') ?? 'about:blank');
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  return { response, location, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

/** Runs the page's script in a window whose opener records what it is told. */
function runHandshake(html: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const toEditor: Array<{ message: unknown; targetOrigin: string }> = [];
  const listeners: Array<(event: { origin: string; data: unknown }) => void> = [];
  const note = { textContent: '' };
  runInNewContext(script, {
    window: {
      opener: {
        postMessage: (message: unknown, targetOrigin: string) =>
          toEditor.push({ message, targetOrigin }),
      },
      addEventListener: (type: string, listener: (typeof listeners)[number]) => {
        if (type === 'message') listeners.push(listener);
      },
    },
    document: { getElementById: () => note },
  });
  const receive = (origin: string, data: unknown) =>
    listeners.forEach((listener) => listener({ origin, data }));
  return { script, toEditor, receive };
}

let fetchSpy: jest.SpiedFunction<typeof fetch>;
beforeEach(() => {
  fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' }));
});
afterEach(() => fetchSpy.mockRestore());

describe('GET /auth', () => {
  it('sends the shop’s window to GitHub’s consent page, with a fresh state kept in a cookie for /callback only', async () => {
    const { response, location, setCookie } = await startSignIn();
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('client-id-1');
    expect(location.searchParams.get('redirect_uri')).toBe(`${WORKER}/callback`);
    expect(location.searchParams.get('scope')).toBe('repo');
    const state = location.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookie).toContain(`editor_sign_in=${state}.`);
    expect(setCookie).toMatch(/Path=\/callback; HttpOnly; Secure; SameSite=Lax/);
    const second = await startSignIn();
    expect(second.location.searchParams.get('state')).not.toBe(state);
  });

  it('refuses a site it does not serve, and any provider but GitHub', async () => {
    const other = await startSignIn('evil.example');
    expect(other.response.status).toBe(403);
    expect(other.response.headers.get('Location')).toBeNull();
    expect(await other.response.text()).toContain('does not serve "evil.example"');
    const gitlab = await get('/auth?provider=gitlab&site_id=shop.example');
    expect(gitlab.status).toBe(400);
  });
});

describe('GET /callback', () => {
  it('trades the code for a token and hands it to the shop’s editor in Decap’s handshake, to the shop only', async () => {
    const { location, cookie } = await startSignIn('www.shop.example');
    const state = location.searchParams.get('state');
    const response = await get(`/callback?code=code-1&state=${state}`, cookie);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('https://github.com/login/oauth/access_token');
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: 'client-id-1',
      client_secret: 'client-secret-1',
      code: 'code-1',
      redirect_uri: `${WORKER}/callback`,
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
    expect(response.headers.get('Set-Cookie')).toMatch(/^editor_sign_in=; Max-Age=0/);
    const html = await response.text();
    expect(html).not.toContain('client-secret-1');
    const { script, toEditor, receive } = runHandshake(html);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toContain(
      `script-src 'sha256-${hash}'`,
    );

    // The window asks first, to the shop's origin only; nothing about the token yet.
    expect(toEditor).toEqual([
      { message: 'authorizing:github', targetOrigin: 'https://www.shop.example' },
    ]);
    // Another page answering, or the shop saying something else, gets nothing.
    receive('https://evil.example', 'authorizing:github');
    receive('https://www.shop.example', 'hello');
    expect(toEditor).toHaveLength(1);
    // The editor answers: the token, as Decap reads it, to the shop only.
    receive('https://www.shop.example', 'authorizing:github');
    expect(toEditor[1]).toEqual({
      message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`,
      targetOrigin: 'https://www.shop.example',
    });
  });

  it('refuses a state that is not the one this browser was given, without asking GitHub', async () => {
    const { cookie } = await startSignIn();
    const response = await get('/callback?code=code-1&state=forged', cookie);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(response.status).toBe(403);
    const { toEditor, receive } = runHandshake(await response.text());
    receive(SHOP, 'authorizing:github');
    expect(toEditor[1]?.message).toMatch(
      /^authorization:github:error:\{"message":"The sign-in did not come back/,
    );
    expect(JSON.stringify(toEditor)).not.toContain(TOKEN);

    const noCookie = await get('/callback?code=code-1&state=forged');
    expect(noCookie.status).toBe(403);
    expect(await noCookie.text()).toContain('No sign-in was started');
  });

  it('passes GitHub’s refusal on to the editor in its words', async () => {
    fetchSpy.mockResolvedValue(
      Response.json({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      }),
    );
    const { location, cookie } = await startSignIn();
    const response = await get(
      `/callback?code=old&state=${location.searchParams.get('state')}`,
      cookie,
    );
    const { toEditor, receive } = runHandshake(await response.text());
    receive(SHOP, 'authorizing:github');
    expect(toEditor[1]).toEqual({
      message:
        'authorization:github:error:{"message":"GitHub refused the sign-in (The code passed is incorrect or expired.)."}',
      targetOrigin: SHOP,
    });
  });
});
