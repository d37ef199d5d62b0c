/**
 * A child process whose output is kept, for the tests and scripts/local-backend/stress.ts that start the
 * backend, the static server or `npm start` and then read what they printed and how they ended.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface Spawned {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnWithOutput(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Spawned {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** How a process expected to end did end; one still running after `ms` is killed and fails. */
export async function exitWithin(spawned: Spawned, ms: number) {
  const timeout = new Promise<'running'>((resolve) =>
    setTimeout(() => resolve('running'), ms).unref(),
  );
  const result = await Promise.race([spawned.exited, timeout]);
  if (result === 'running') {
    spawned.child.kill('SIGKILL');
    throw new Error(`still running after ${ms} ms:\n${spawned.output()}`);
  }
  return { ...result, output: spawned.output() };
}

/** Stops a process with SIGTERM, unless it already ended, and waits for its exit. */
export async function stopProcess(spawned: Spawned): Promise<void> {
  if (spawned.child.exitCode === null && spawned.child.signalCode === null) {
    spawned.child.kill('SIGTERM');
  }
  await spawned.exited;
}
