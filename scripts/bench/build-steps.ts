/**
 * `npm run build` one step at a time, each timed and its memory measured, for the catalogue bench
 * (catalogue.ts): where a build's time goes and which step holds how much memory as the catalogue grows.
 *
 * The steps are the commands package.json's `prebuild`, `build` and `postbuild` run, in order, with each
 * `npm run <script>` in them opened up into its own (and its pre- and post- scripts), read from package.json
 * so that a step added to the build is measured without a change here. Each runs as npm would run it (in
 * the project, node_modules/.bin first on the PATH) under GNU time (`/usr/bin/time -v`), whose "Maximum
 * resident set size" is the peak of the largest process the step started (Next's build workers included).
 * The first step that fails ends the build, as `&&` does in npm's scripts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seconds } from './figures';

/** One command `npm run build` runs. */
export interface BuildStep {
  /** The npm script it belongs to: 'content', 'images', 'build', 'postbuild'. */
  script: string;
  /** The command as package.json writes it: 'tsx scripts/content/check.ts', 'next build'. */
  command: string;
}

export interface TimedStep extends BuildStep {
  ms: number;
  /**
   * The CPU time of the step and every process it waited for (GNU time's user plus system time), in ms: on
   * cores shared with other work, a step's wall time says as much about the others as about the step.
   */
  cpuMs?: number | null;
  /** The largest process's peak resident memory, in KiB (GNU time's kbytes are KiB). */
  peakRssKiB: number | null;
  /** How it failed, when it did: the exit and the last lines it printed. */
  failure?: string;
}

type Scripts = Readonly<Record<string, string>>;

const NPM_RUN = /^npm run ([\w:.-]+)$/;

/** The commands `npm run <name>` runs: its pre- script, its own, its post- script, each opened up. */
function commandsOf(scripts: Scripts, name: string, seen: readonly string[]): BuildStep[] {
  if (seen.includes(name)) throw new Error(`package.json's scripts run ${name} within itself`);
  const own = scripts[name];
  if (own === undefined) throw new Error(`package.json has no script "${name}"`);
  const stepsOf = (script: string, command: string): BuildStep[] => {
    const run = NPM_RUN.exec(command);
    return run ? commandsOf(scripts, run[1]!, [...seen, name]) : [{ script, command }];
  };
  const hook = (hookName: string) =>
    scripts[hookName] === undefined
      ? []
      : splitCommands(scripts[hookName]!).flatMap((command) => stepsOf(hookName, command));
  return [
    ...hook(`pre${name}`),
    ...splitCommands(own).flatMap((command) => stepsOf(name, command)),
    ...hook(`post${name}`),
  ];
}

/** A script's commands: what it joins with `&&`. Anything else a shell would read is refused. */
function splitCommands(script: string): string[] {
  if (/[;|&]/.test(script.replaceAll('&&', '')))
    throw new Error(`The build's steps are commands joined by &&; cannot time "${script}"`);
  return script.split('&&').map((command) => command.trim());
}

/** Every command `npm run build` runs, in order, from package.json's `scripts`. */
export function buildSteps(scripts: Scripts): BuildStep[] {
  return commandsOf(scripts, 'build', []);
}

/** The project's build steps, from its package.json. */
function projectBuildSteps(projectRoot: string): BuildStep[] {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: Scripts;
  };
  return buildSteps(scripts);
}

/** GNU time's peak memory line, in KiB; null when it is not there. */
export function peakRssOf(timeReport: string): number | null {
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(timeReport);
  return match ? Number(match[1]) : null;
}

/** GNU time's user and system time, added, in ms; null when either is not there. */
export function cpuMsOf(timeReport: string): number | null {
  const seconds = (what: string) =>
    new RegExp(`${what} time \\(seconds\\): ([\\d.]+)`).exec(timeReport)?.[1];
  const [user, system] = [seconds('User'), seconds('System')];
  return user === undefined || system === undefined
    ? null
    : Math.round((Number(user) + Number(system)) * 1000);
}

/** How much of a failing step's output its failure quotes. */
const FAILURE_TAIL_LINES = 15;

/** Runs one step under GNU time in `projectRoot` with `env`, its output passed through to this process's. */
async function runStep(
  projectRoot: string,
  step: BuildStep,
  env: NodeJS.ProcessEnv,
): Promise<TimedStep> {
  const folder = mkdtempSync(path.join(tmpdir(), 'build-step-'));
  const report = path.join(folder, 'time.txt');
  try {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-v', '-o', report, 'sh', '-c', step.command], {
      cwd: projectRoot,
      env: {
        ...env,
        PATH: `${path.join(projectRoot, 'node_modules/.bin')}${path.delimiter}${env.PATH ?? ''}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      tail = (tail + chunk.toString()).split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    const ms = performance.now() - started;
    let timeReport = '';
    try {
      timeReport = readFileSync(report, 'utf8');
    } catch {
      // No report: GNU time did not run the step at all; the failure below says so.
    }
    return {
      ...step,
      ms,
      cpuMs: cpuMsOf(timeReport),
      peakRssKiB: peakRssOf(timeReport),
      ...(code === 0 ? {} : { failure: `exit ${code}:\n${tail.trim()}` }),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs every step of `npm run build` in `projectRoot` with `env`, in order, stopping at the first that fails
 * (its TimedStep carries the failure). `log` hears of each step as it starts and ends.
 */
export async function runTimedBuild(
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  log: (message: string) => void,
): Promise<TimedStep[]> {
  const timed: TimedStep[] = [];
  for (const step of projectBuildSteps(projectRoot)) {
    log(`build step: ${step.command}`);
    const result = await runStep(projectRoot, step, env);
    const cpu = result.cpuMs == null ? '' : `, CPU ${seconds(result.cpuMs)}`;
    const peak =
      result.peakRssKiB === null ? '' : `, peak ${Math.round(result.peakRssKiB / 1024)} MB`;
    log(`build step: ${step.command} took ${seconds(result.ms)}${cpu}${peak}`);
    timed.push(result);
    if (result.failure) break;
  }
  return timed;
}
