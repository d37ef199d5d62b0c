/**
 * The build's last step (package.json "postbuild"): the export against the documented limits of the hosts
 * it is deployed to (DEPLOY_HOST; every host docs/deploying.md names when unset). It says where the export
 * stands against each limit and fails the build, naming the host, the limit and its source, on anything a
 * host would reject: a failed build here, never a failed or half-applied deploy there.
 */
import path from 'node:path';
import { deployTarget } from '../build-config';
import { PROJECT_ROOT, siteDir } from '../site-dir';
import { checkLimits } from './check';
import { HOST_NAMES, hostLimits } from './hosts';
import { measureSite } from './measure';

async function main(): Promise<void> {
  const target = deployTarget();
  const dir = siteDir();
  const limits = hostLimits(target).filter((limit) => target.hosts.includes(limit.host));
  const { report, refusals } = checkLimits(await measureSite(dir), limits);
  const hosts = target.hosts.map((host) => HOST_NAMES[host]).join(', ');
  console.log(
    [
      `hosts: ${path.relative(PROJECT_ROOT, dir)}/ against the limits of ${hosts} (${target.named ? 'DEPLOY_HOST' : 'DEPLOY_HOST unset: every host docs/deploying.md names'})`,
      ...report.map((line) => `hosts: ${line}`),
    ].join('\n'),
  );
  if (refusals.length === 0) return;
  console.error(
    [
      `hosts: REFUSED: ${refusals.length === 1 ? 'a host' : 'hosts'} would reject this export.`,
      ...refusals.map((refusal) => `hosts: ${refusal}`),
      target.named
        ? 'hosts: Make the site smaller, or deploy to a host that takes it and name it in DEPLOY_HOST (docs/deploying.md).'
        : 'hosts: If you deploy to one host only, name it in DEPLOY_HOST so that only its limits apply (docs/deploying.md).',
    ].join('\n'),
  );
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
