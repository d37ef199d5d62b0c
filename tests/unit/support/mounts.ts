import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import { inMountNamespace } from '@/scripts/local-backend/harness';

/**
 * Why the tests that need file systems of their own cannot run on this machine, or undefined when they can.
 * They give a backend a full disk, a read-only folder or a mount point by mounting tmpfs and bind mounts in
 * a mount namespace of the backend's own (scripts/local-backend/harness.ts, `mounts`), which takes root:
 * root ignores file permissions, so only a file system can refuse it a write. CI runs as root.
 */
function mountsUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a file system (unshare --mount) needs root';
  const dir = mkdtempSync(path.join(tmpdir(), 'mount-probe-'));
  try {
    const [command, ...args] = inMountNamespace(`mount -t tmpfs -o size=1m none "${dir}"`);
    const probe = spawnSync(command as string, args, { encoding: 'utf8' });
    if (probe.status === 0) return undefined;
    return `unshare --mount could not mount tmpfs here: ${(probe.stderr || probe.error?.message || '').trim()}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const unavailable = mountsUnavailable();

/**
 * `test` for a test that mounts file systems. Where it cannot mount, a developer's run skips it with the
 * reason in its name; CI's run (CI set, as .ci/run sets it) fails it with that reason, since CI is where
 * these must run: a skip there would leave the backend's file-system faults untested with a green run.
 */
export const testWithMounts = (name: string, fn: () => Promise<void>, timeout?: number) => {
  if (!unavailable) return test(name, fn, timeout);
  if (!process.env.CI) return test.skip(`${name} [skipped: ${unavailable}]`, fn, timeout);
  return test(name, () => {
    throw new Error(`cannot run in CI: ${unavailable}. CI must run as root with mount namespaces.`);
  });
};
