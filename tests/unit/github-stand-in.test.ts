/** @jest-environment node */
/**
 * The GitHub stand-in the editor's online test signs in and publishes through (tests/e2e/support/
 * github-stand-in.ts), driven with the calls Decap's GitHub backend makes, in its order: the OAuth code
 * traded once for a token, the branch and a folder's tree read, then a publish (a photo's blob and the
 * design's, one tree on the branch's commit, commit, ref moved) lands as one real commit in the bare
 * repository, holding exactly the files sent, the photo byte for byte. A call without the token, or a ref move that is not a fast-forward, is refused.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GitHubStandIn } from '@/tests/e2e/support/github-stand-in';

const REPO = 'milkandmischief/shop';
let scratch: string;
let bare: string;
let github: GitHubStandIn;
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8' }).trim();

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'github-stand-in-test-'));
  bare = path.join(scratch, 'shop.git');
  const work = path.join(scratch, 'work');
  execFileSync('git', ['init', '-q', '-b', 'main', work]);
  execFileSync(
    'sh',
    [
      '-c',
      'mkdir -p content/designs && echo \'{"price": 34.99}\' > content/designs/milk-bar.json && echo keep > README.md',
    ],
    { cwd: work },
  );
  execFileSync('git', ['-C', work, 'add', '.']);
  execFileSync('git', [
    '-C',
    work,
    '-c',
    'user.name=Owner',
    '-c',
    'user.email=o@example.com',
    'commit',
    '-qm',
    'First',
  ]);
  execFileSync('git', ['clone', '-q', '--bare', work, bare]);
  github = new GitHubStandIn({
    repository: bare,
    repo: REPO,
    branch: 'main',
    clientId: 'id-1',
    clientSecret: 'secret-1',
    login: 'owner',
    name: 'The Owner',
  });
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** GitHub's answers, read as far as each test needs. */
interface Answer {
  access_token: string;
  error: string;
  login: string;
  sha: string;
  permissions: { push: boolean };
  commit: { sha: string };
  tree: Array<{ path: string }>;
}

async function call(method: string, url: string, body?: unknown, token?: string) {
  const response = await github.handle(
    new Request(url, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `token ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Answer,
  };
}

async function signIn(): Promise<string> {
  const authorize = await github.handle(
    new Request(
      'https://github.com/login/oauth/authorize?client_id=id-1&redirect_uri=https://auth.example/callback&state=s1&scope=repo',
    ),
  );
  const back = new URL(authorize.headers.get('Location')!);
  expect(back.origin + back.pathname).toBe('https://auth.example/callback');
  expect(back.searchParams.get('state')).toBe('s1');
  const code = back.searchParams.get('code')!;
  const trade = { client_id: 'id-1', client_secret: 'secret-1', code };
  const { body } = await call('POST', 'https://github.com/login/oauth/access_token', trade);
  const again = await call('POST', 'https://github.com/login/oauth/access_token', trade);
  expect(again.body.error).toBe('bad_verification_code');
  return body.access_token;
}

it('signs in once per code, and a publish lands as one real commit holding exactly the files sent', async () => {
  const token = await signIn();
  const api = `https://api.github.com/repos/${REPO}`;
  expect((await call('GET', 'https://api.github.com/user', undefined, token)).body.login).toBe(
    'owner',
  );
  expect((await call('GET', api, undefined, token)).body.permissions.push).toBe(true);
  const before = git('rev-parse', 'main');
  const branch = await call('GET', `${api}/branches/main`, undefined, token);
  expect(branch.body.commit.sha).toBe(before);
  const folder = await call('GET', `${api}/git/trees/main:content%2Fdesigns`, undefined, token);
  expect(folder.body.tree.map((entry) => entry.path)).toEqual(['milk-bar.json']);

  // As Decap sends them: each file base64-encoded, the photo first. A JPEG's bytes are not text.
  const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x80, 0xc3, 0x28, 0xff, 0xd9]);
  const blobs = [];
  for (const bytes of [photo, Buffer.from('{"price": 29.99}\n')]) {
    const content = bytes.toString('base64');
    blobs.push(await call('POST', `${api}/git/blobs`, { content, encoding: 'base64' }, token));
  }
  const [photoBlob, designBlob] = blobs.map((blob) => blob.body.sha);
  const tree = await call(
    'POST',
    `${api}/git/trees`,
    {
      base_tree: before,
      tree: [
        { path: 'photos/milk-bar/front.jpg', mode: '100644', type: 'blob', sha: photoBlob },
        { path: 'content/designs/milk-bar.json', mode: '100644', type: 'blob', sha: designBlob },
      ],
    },
    token,
  );
  const commit = await call(
    'POST',
    `${api}/git/commits`,
    {
      message: 'Content: update designs “milk-bar” (editor)',
      tree: tree.body.sha,
      parents: [before],
    },
    token,
  );
  const moved = await call(
    'PATCH',
    `${api}/git/refs/heads/main`,
    { sha: commit.body.sha, force: false },
    token,
  );
  expect(moved.status).toBe(200);

  expect(git('rev-list', `${before}..main`)).toBe(commit.body.sha);
  expect(git('log', '-1', '--format=%s%n%an', 'main')).toBe(
    'Content: update designs “milk-bar” (editor)\nThe Owner',
  );
  expect(git('diff', '--name-only', before, 'main').split('\n')).toEqual([
    'content/designs/milk-bar.json',
    'photos/milk-bar/front.jpg',
  ]);
  expect(git('show', 'main:content/designs/milk-bar.json')).toBe('{"price": 29.99}');
  const committed = execFileSync('git', [
    '--git-dir',
    bare,
    'show',
    'main:photos/milk-bar/front.jpg',
  ]);
  expect(committed.equals(photo)).toBe(true);
  expect(github.unknownCalls).toEqual([]);
});

it('refuses a call without the token, and a ref move that is not a fast-forward', async () => {
  const api = `https://api.github.com/repos/${REPO}`;
  expect((await call('GET', api)).status).toBe(401);
  expect((await call('GET', api, undefined, 'gho_guessed')).status).toBe(401);
  const token = await signIn();
  const first = git('rev-parse', 'main');
  const tree = git('rev-parse', 'main^{tree}');
  const orphan = await call(
    'POST',
    `${api}/git/commits`,
    { message: 'Elsewhere', tree, parents: [] },
    token,
  );
  const refused = await call(
    'PATCH',
    `${api}/git/refs/heads/main`,
    { sha: orphan.body.sha },
    token,
  );
  expect(refused.status).toBe(422);
  expect(git('rev-parse', 'main')).toBe(first);
});
