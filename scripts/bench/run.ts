/**
 * Runs one command of the bench (a build, the floor's build, Lighthouse CI) to its end. Its output either
 * streams to the terminal, so a failure is readable where it happened, or is captured and returned.
 */
import { spawn } from 'node:child_process';

export interface RunOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Capture the output (stdout and stderr, interleaved) instead of streaming it. */
  capture?: boolean;
  /** Exit codes that count as success (Lighthouse CI's assert exits 1 when a budget is missed). */
  okCodes?: readonly number[];
}

export function run(
  command: string,
  args: readonly string[],
  { cwd, env = {}, capture = false, okCodes = [0] }: RunOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code !== null && okCodes.includes(code)
        ? resolve(output)
        : reject(
            new Error(
              `${command} ${args.join(' ')} exited ${code}${capture ? `:\n${output}` : ''}`,
            ),
          ),
    );
  });
}
