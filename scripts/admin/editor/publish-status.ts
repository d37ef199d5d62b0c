/**
 * After she publishes online, where her change stands, in a line at the foot of the editor: building, live
 * (with a link to the page), or refused (the host's words and a link to its build log). Online only: with
 * the local helper (`npm run edit`) nothing is built.
 *
 * Her commit is the branch's head right after the publish (GitHub's API, with her own sign-in). It is live
 * once the deployed site's admin/build.json (build-status.ts) names it. A host that refuses a build keeps
 * the last good site online, so the file never names it: the refusal is read from what the host reports
 * on the commit on GitHub, a commit status (Netlify) or a check run (Cloudflare Pages), with its log's link.
 */
import { productPath } from '@/data/routes';
import { BUILD_STATUS_FILE, DESIGNS_COLLECTION, PUBLISH_STATUS_ID } from './form-names';
import type { DecapMap } from './decap';

const GITHUB_API = 'https://api.github.com';
/** How often the editor asks, and for how long. */
const POLL_MS = 4_000;
const GIVE_UP_MS = 15 * 60_000;
/** Where Decap keeps the signed-in user (decap-cms-core's backend.ts). */
const USER_KEY = 'decap-cms-user';

interface EditorConfig {
  backend: { name: string; repo?: string; branch?: string };
  site_url: string;
}

interface CommitStatus {
  state: string;
  description: string | null;
  target_url: string | null;
}

interface CheckRun {
  conclusion: string | null;
  details_url: string | null;
  output?: { title: string | null; summary: string | null };
}

type Standing =
  | { kind: 'building' }
  | { kind: 'live'; page: string }
  | { kind: 'refused'; message: string; log: string | null }
  | { kind: 'unknown' };

const configUrl = () =>
  document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? '';

function signedInToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as {
      backendName?: string;
      token?: string;
    } | null;
    return user?.backendName === 'github' ? user.token : undefined;
  } catch {
    return undefined;
  }
}

async function github<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${GITHUB_API}${path}`, {
    headers: { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

/** The page her change shows on: a design's own page, else the shop's home page. */
function pageOf(entry: DecapMap, siteUrl: string): string {
  const site = siteUrl.replace(/\/$/, '');
  const collection = entry.get('collection');
  const slug = entry.get('slug');
  return collection === DESIGNS_COLLECTION && typeof slug === 'string'
    ? `${site}${productPath(slug)}`
    : `${site}/`;
}

async function standing(
  token: string,
  repo: string,
  commit: string,
  page: string,
): Promise<Standing> {
  const built: { commit?: string } = await fetch(`${new URL(BUILD_STATUS_FILE, configUrl())}`, {
    cache: 'no-store',
  })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  if (built.commit === commit) return { kind: 'live', page };
  // Netlify reports a build as a commit status, Cloudflare Pages as a check run: either may refuse it.
  const [{ statuses }, { check_runs: checkRuns }] = await Promise.all([
    github<{ statuses: CommitStatus[] }>(token, `/repos/${repo}/commits/${commit}/status`),
    github<{ check_runs: CheckRun[] }>(token, `/repos/${repo}/commits/${commit}/check-runs`),
  ]);
  const failedStatus = statuses.find(({ state }) => state === 'failure' || state === 'error');
  if (failedStatus) {
    return {
      kind: 'refused',
      message: failedStatus.description ?? 'The build failed.',
      log: failedStatus.target_url,
    };
  }
  const failedRun = checkRuns.find(({ conclusion }) => conclusion === 'failure');
  if (failedRun) {
    return {
      kind: 'refused',
      message: failedRun.output?.title ?? failedRun.output?.summary ?? 'The build failed.',
      log: failedRun.details_url,
    };
  }
  return { kind: 'building' };
}

function statusLine(): HTMLElement {
  let line = document.getElementById(PUBLISH_STATUS_ID);
  if (!line) {
    line = document.createElement('p');
    line.id = PUBLISH_STATUS_ID;
    line.setAttribute('role', 'status');
    line.style.cssText =
      'position:fixed;inset:auto 1rem 1rem auto;max-width:32rem;margin:0;padding:.75rem 1rem;z-index:1000;background:Canvas;color:CanvasText;border:2px solid currentColor;border-radius:.5rem;font:inherit';
    document.body.append(line);
  }
  return line;
}

function link(text: string, href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.target = '_blank';
  anchor.rel = 'noopener';
  // Decap's page draws links grey (3.9:1 on white) and not underlined: this one reads as a link, in any theme.
  anchor.style.cssText = 'color:LinkText;text-decoration:underline';
  anchor.textContent = text;
  return anchor;
}

function show(state: Standing): void {
  const line = statusLine();
  line.dataset.state = state.kind;
  switch (state.kind) {
    case 'building':
      line.replaceChildren(
        'Published. The shop is building your change; this usually takes a few minutes.',
      );
      break;
    case 'live':
      line.replaceChildren('Live: your change is on the shop. ', link('See the page', state.page));
      break;
    case 'refused':
      line.replaceChildren(
        `The shop’s build refused your change: ${state.message} The shop keeps showing the last good version. Fix the field and publish again.`,
        ...(state.log ? [' ', link('The build’s log', state.log)] : []),
      );
      break;
    case 'unknown':
      line.replaceChildren(
        'Not live after 15 minutes. Your host’s build log says why; the shop shows the last good version meanwhile.',
      );
  }
}

/** Follows one publish until it is live, refused, or too long. */
async function follow(entry: DecapMap): Promise<void> {
  const token = signedInToken();
  if (!token) return;
  const config = (await (await fetch(configUrl(), { cache: 'no-store' })).json()) as EditorConfig;
  const { repo, branch = 'main' } = config.backend;
  if (config.backend.name !== 'github' || !repo) return;
  show({ kind: 'building' });
  const head = await github<{ commit: { sha: string } }>(
    token,
    `/repos/${repo}/branches/${encodeURIComponent(branch)}`,
  );
  const page = pageOf(entry, config.site_url);
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const state = await standing(token, repo, head.commit.sha, page).catch((): Standing => ({
      kind: 'building',
    }));
    show(state);
    if (state.kind !== 'building') return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  show({ kind: 'unknown' });
}

/** Decap waits for its event handlers before it says "Changes saved": the following runs on its own. */
export function followPublishes(): void {
  window.CMS.registerEventListener({
    name: 'postPublish',
    handler: ({ entry }) => {
      void follow(entry).catch((error: unknown) => console.warn('publish status:', error));
    },
  });
}
