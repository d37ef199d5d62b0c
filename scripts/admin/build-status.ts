/**
 * What the deployed site says about the build it came from, for the editor (editor/publish-status.ts):
 * `admin/build.json`, `{ "commit": "<sha>" }`. The host names the commit it builds (Cloudflare Pages:
 * CF_PAGES_COMMIT_SHA; Netlify: COMMIT_REF); elsewhere the checkout's HEAD, or null outside git.
 */
import { execFileSync } from 'node:child_process';
import { PROJECT_ROOT } from '../site-dir';

export interface BuildStatus {
  commit: string | null;
}

type Env = Record<string, string | undefined>;

const SHA = /^[0-9a-f]{40}$/;

export function buildStatus(env: Env = process.env): BuildStatus {
  const named = [env.CF_PAGES_COMMIT_SHA, env.COMMIT_REF].find((value) => value && SHA.test(value));
  if (named) return { commit: named };
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return { commit: SHA.test(head) ? head : null };
  } catch {
    return { commit: null };
  }
}
