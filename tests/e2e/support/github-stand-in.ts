/**
 * A stand-in for GitHub, for tests only: the two OAuth endpoints of github.com the sign-in service and
 * the owner's browser use, and the REST calls of api.github.com that Decap CMS's GitHub backend makes as
 * she signs in, opens a design and publishes (user, repository, branch, trees, blobs, commits, refs). It
 * keeps the repository as a real bare git repository and writes what Decap sends with git itself, so a
 * test reads the commit she made with `git`. Every call is logged; one it has no route for is answered 404
 * and logged apart (`unknownCalls`), so a test sees Decap call something new.
 *
 * It answers as a fetch handler (`handle`), which the sign-in service's runtime can call directly, and over
 * HTTPS under GitHub's own names for the browser (`listen`), the Host header choosing github.com or
 * api.github.com.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface GitHubStandInOptions {
  /** The bare repository (`git init --bare`). */
  repository: string;
  /** owner/name, as EDITOR_GITHUB_REPO names it. */
  repo: string;
  branch: string;
  /** The OAuth app the sign-in service holds. */
  clientId: string;
  clientSecret: string;
  /** The signed-in account. */
  login: string;
  name: string;
}

type Json = Record<string, unknown> | unknown[];

export interface CheckRun {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | null;
  details_url: string;
  output: { title: string; summary: string };
}

export interface CommitStatus {
  state: 'pending' | 'success' | 'failure' | 'error';
  description: string;
  target_url: string;
  context: string;
}

const json = (status: number, body: Json) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...CORS },
  });
const notFound = () => json(404, { message: 'Not Found' });

/** api.github.com answers any origin, as GitHub does. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Link, X-GitHub-Request-Id',
};

export class GitHubStandIn {
  /** Every call, as "METHOD host/path", in order. */
  readonly calls: string[] = [];
  /** Calls it has no route for (a missing folder or file is GitHub's own 404, not one of these). */
  readonly unknownCalls: string[] = [];
  private readonly codes = new Set<string>();
  /** Commit statuses, as a host's build sets them on GitHub (`setStatus`). */
  private readonly statuses = new Map<string, CommitStatus[]>();
  private readonly checkRuns = new Map<string, CheckRun[]>();
  private readonly tokens = new Set<string>();
  private codeCount = 0;

  constructor(private readonly options: GitHubStandInOptions) {}

  /** Runs git in the bare repository; `input` on its standard input. */
  git(
    args: string[],
    { input, env }: { input?: Buffer | string; env?: Record<string, string> } = {},
  ) {
    return new Promise<Buffer>((resolve, reject) => {
      const child = execFile(
        'git',
        ['--git-dir', this.options.repository, ...args],
        { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...env } },
        (error, stdout, stderr) =>
          error
            ? reject(new Error(`git ${args.join(' ')}: ${stderr.toString()}`))
            : resolve(stdout),
      );
      child.stdin?.end(input);
    });
  }

  private async gitText(args: string[], options?: Parameters<GitHubStandIn['git']>[1]) {
    return (await this.git(args, options)).toString().trim();
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const call = `${request.method} ${url.host}${url.pathname}${url.search}`;
    this.calls.push(call);
    try {
      const response =
        url.hostname === 'github.com'
          ? await this.oauth(request, url)
          : await this.api(request, url);
      if (response) return response;
      this.unknownCalls.push(call);
      return notFound();
    } catch (error) {
      return json(500, { message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** github.com: the consent page (allowed at once, as after her first time) and the code's trade. */
  private async oauth(request: Request, url: URL): Promise<Response | undefined> {
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== this.options.clientId || !redirect) {
        return new Response('Unknown OAuth app', { status: 400 });
      }
      const code = `code-${++this.codeCount}`;
      this.codes.add(code);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return new Response(null, { status: 302, headers: { Location: back.href } });
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = (await request.json()) as Record<string, string>;
      const { clientId, clientSecret } = this.options;
      if (body.client_id !== clientId || body.client_secret !== clientSecret) {
        return json(200, { error: 'incorrect_client_credentials' });
      }
      if (!body.code || !this.codes.delete(body.code)) {
        return json(200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      }
      const token = `gho_standin_${this.codeCount}`;
      this.tokens.add(token);
      return json(200, { access_token: token, token_type: 'bearer', scope: 'repo' });
    }
    return undefined;
  }

  /** api.github.com: what Decap's GitHub backend calls, for this one repository. */
  private async api(request: Request, url: URL): Promise<Response | undefined> {
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS,
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
          'Access-Control-Allow-Headers':
            request.headers.get('Access-Control-Request-Headers') ?? '',
        },
      });
    }
    const token = /^(?:token|Bearer) (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (!token || !this.tokens.has(token)) return json(401, { message: 'Bad credentials' });

    const { login, name, repo, branch } = this.options;
    const method = request.method;
    const route = decodeURIComponent(url.pathname);
    if (method === 'GET' && route === '/user') return json(200, { login, name, id: 1 });
    const prefix = `/repos/${repo}`;
    if (!route.startsWith(prefix)) return undefined;
    const rest = route.slice(prefix.length);

    if (method === 'GET' && rest === '') {
      const [owner] = repo.split('/');
      return json(200, {
        full_name: repo,
        name: repo.split('/')[1],
        owner: { login: owner },
        default_branch: branch,
        private: true,
        permissions: { admin: false, push: true, pull: true },
      });
    }
    let match: RegExpExecArray | null;
    if (method === 'GET' && (match = /^\/branches\/([^/]+)$/.exec(rest))) {
      return this.branch(match[1]!);
    }
    if (method === 'GET' && (match = /^\/git\/trees\/(.+)$/.exec(rest))) {
      return this.tree(match[1]!, url.searchParams.get('recursive') === '1');
    }
    if (method === 'GET' && (match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
      const content = await this.git(['cat-file', 'blob', match[1]!]);
      return json(200, {
        sha: match[1],
        size: content.length,
        encoding: 'base64',
        content: content.toString('base64'),
      });
    }
    if (method === 'GET' && (match = /^\/commits\/([0-9a-f]{40})\/status$/.exec(rest))) {
      const statuses = this.statuses.get(match[1]!) ?? [];
      // GitHub's combined state: a failure or error wins, then pending; success only when all succeeded.
      const states = statuses.map((status) => status.state);
      const state =
        states.find((each) => each === 'failure' || each === 'error') ??
        (states.length > 0 && states.every((each) => each === 'success') ? 'success' : 'pending');
      return json(200, { sha: match[1], state, statuses });
    }
    if (method === 'GET' && (match = /^\/commits\/([0-9a-f]{40})\/check-runs$/.exec(rest))) {
      const runs = this.checkRuns.get(match[1]!) ?? [];
      return json(200, { total_count: runs.length, check_runs: runs });
    }
    if (method === 'GET' && rest === '/commits') {
      return this.history(url.searchParams.get('sha') ?? branch, url.searchParams.get('path'));
    }
    if (method === 'POST' && rest === '/git/blobs') {
      const { content, encoding } = (await request.json()) as { content: string; encoding: string };
      const bytes = Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8');
      const sha = await this.gitText(['hash-object', '-w', '--stdin'], { input: bytes });
      return json(201, { sha });
    }
    if (method === 'POST' && rest === '/git/trees') return this.writeTree(await request.json());
    if (method === 'POST' && rest === '/git/commits') return this.commit(await request.json());
    if (method === 'PATCH' && (match = /^\/git\/refs\/(heads\/[^/]+)$/.exec(rest))) {
      return this.moveRef(`refs/${match[1]}`, await request.json());
    }
    return undefined;
  }

  /** What a host does on GitHub when it builds a commit: a status with its words and its log's link. */
  setStatus(sha: string, status: CommitStatus): void {
    this.statuses.set(sha, [...(this.statuses.get(sha) ?? []), status]);
  }

  /** What Cloudflare Pages does on GitHub when it builds a commit: a check run. */
  addCheckRun(sha: string, run: CheckRun): void {
    this.checkRuns.set(sha, [...(this.checkRuns.get(sha) ?? []), run]);
  }

  private async revParse(rev: string): Promise<string | undefined> {
    return this.gitText(['rev-parse', '--verify', '--quiet', rev]).catch(() => undefined);
  }

  private async branch(name: string) {
    const sha = await this.revParse(`refs/heads/${name}`);
    if (!sha) return json(404, { message: 'Branch not found' });
    const tree = await this.gitText(['rev-parse', `${sha}^{tree}`]);
    const message = await this.gitText(['log', '-1', '--format=%B', sha]);
    return json(200, { name, commit: { sha, commit: { message, tree: { sha: tree } } } });
  }

  /** `<branch or sha>:<folder>`, as Decap names a folder's tree, or a tree's sha. */
  private async tree(treeIsh: string, recursive: boolean) {
    // `<rev>:<path>` takes no `^{tree}` after it (it would be part of the path): peel a commit apart.
    const named = await this.revParse(treeIsh);
    if (!named) return notFound();
    const sha = await this.gitText(['rev-parse', `${named}^{tree}`]);
    const listing = await this.gitText(['ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), sha]);
    const tree = listing
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta, entryPath] = line.split('\t') as [string, string];
        const [mode, type, entrySha, size] = meta.split(/\s+/);
        return {
          path: entryPath,
          mode,
          type,
          sha: entrySha,
          ...(type === 'blob' ? { size: Number(size) } : {}),
        };
      });
    return json(200, { sha, tree, truncated: false });
  }

  private async history(rev: string, filePath: string | null) {
    const log = await this.gitText([
      'log',
      '-20',
      '--format=%H%x00%an%x00%ae%x00%aI%x00%s',
      rev,
      ...(filePath ? ['--', filePath] : []),
    ]);
    return json(
      200,
      log
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [sha, name, email, date, message] = line.split('\0');
          return { sha, commit: { author: { name, email, date }, message } };
        }),
    );
  }

  /** A new tree: `base_tree` with each entry set (a blob's sha) or removed (sha null), through an index of its own. */
  private async writeTree(body: {
    base_tree?: string;
    tree: Array<{ path: string; mode: string; type: string; sha: string | null }>;
  }) {
    const scratch = await mkdtemp(path.join(tmpdir(), 'github-stand-in-index-'));
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    try {
      if (body.base_tree) await this.git(['read-tree', body.base_tree], { env });
      for (const entry of body.tree) {
        if (entry.type !== 'blob') return json(422, { message: `Only blobs, got ${entry.type}` });
        await (entry.sha === null
          ? this.git(['update-index', '--force-remove', '--', entry.path], { env })
          : this.git(
              ['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`],
              { env },
            ));
      }
      const sha = await this.gitText(['write-tree'], { env });
      return json(201, { sha, truncated: false });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  private async commit(body: {
    message: string;
    tree: string;
    parents: string[];
    author?: { name: string; email: string };
  }) {
    const email = `${this.options.login}@users.noreply.github.com`;
    const author = body.author ?? { name: this.options.name, email };
    const sha = await this.gitText(
      ['commit-tree', body.tree, ...body.parents.flatMap((parent) => ['-p', parent])],
      {
        input: body.message,
        env: {
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_COMMITTER_NAME: this.options.name,
          GIT_COMMITTER_EMAIL: email,
        },
      },
    );
    return json(201, {
      sha,
      message: body.message,
      tree: { sha: body.tree },
      parents: body.parents.map((parent) => ({ sha: parent })),
    });
  }

  /** Moves a branch, refusing what is not a fast-forward unless forced, as GitHub does. */
  private async moveRef(ref: string, body: { sha: string; force?: boolean }) {
    const current = await this.revParse(ref);
    if (!current) return json(422, { message: 'Reference does not exist' });
    if (!body.force) {
      const fastForward = await this.git(['merge-base', '--is-ancestor', current, body.sha]).then(
        () => true,
        () => false,
      );
      if (!fastForward) return json(422, { message: 'Update is not a fast forward' });
    }
    await this.git(['update-ref', ref, body.sha, current]);
    return json(200, { ref, object: { sha: body.sha, type: 'commit' } });
  }

  /** Serves the stand-in over HTTPS on 127.0.0.1, for the browser (which reaches it under GitHub's names). */
  listen(port: number, tls: { key: string; cert: string }): Promise<Server> {
    const server = createServer(tls, async (incoming, outgoing) => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const request = new Request(`https://${incoming.headers.host}${incoming.url}`, {
        method: incoming.method,
        headers: Object.entries(incoming.headers).flatMap(([key, value]) =>
          value === undefined ? [] : [[key, String(value)] as [string, string]],
        ),
        body: body.length && !['GET', 'HEAD'].includes(incoming.method ?? '') ? body : undefined,
      });
      const response = await this.handle(request);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    });
    return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
  }
}
