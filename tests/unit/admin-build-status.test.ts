/** @jest-environment node */
/**
 * The commit a build says it came from (scripts/admin/build-status.ts, written to admin/build.json), which
 * the editor compares with the commit she published: the host's own name for it, else the checkout's HEAD.
 */
import { execFileSync } from 'node:child_process';
import { buildStatus } from '@/scripts/admin/build-status';

const HEAD = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const CLOUDFLARE = 'a'.repeat(40);
const NETLIFY = 'b'.repeat(40);

it('names the commit the host builds: Cloudflare Pages’, Netlify’s, else the checkout’s HEAD', () => {
  expect(buildStatus({ CF_PAGES_COMMIT_SHA: CLOUDFLARE, COMMIT_REF: NETLIFY })).toEqual({
    commit: CLOUDFLARE,
  });
  expect(buildStatus({ COMMIT_REF: NETLIFY })).toEqual({ commit: NETLIFY });
  expect(buildStatus({})).toEqual({ commit: HEAD });
});

it('takes no value that is not a full commit id', () => {
  expect(buildStatus({ CF_PAGES_COMMIT_SHA: 'main', COMMIT_REF: 'abc123' })).toEqual({
    commit: HEAD,
  });
});
