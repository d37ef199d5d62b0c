// @ts-check
import { execFileSync } from 'node:child_process';

/** Below Linux's ephemeral range (32768 and up), so the system will not hand one to an outgoing connection. */
const FIRST_PORT = 20000;
const PORT_COUNT = 12000;

/** Ports this process has handed out: nothing may listen on them yet, but they are spoken for. */
const handedOut = new Set();

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, found synchronously (Playwright's config cannot
 * wait for a promise) by a child process that tries ports from a random one on. Never one this process has
 * handed out before, nor one of `avoid`: ports another process chose for servers that have not started yet
 * (the e2e build's backend and editor, which the Playwright config starts), which a port merely free now
 * could take.
 * @param {readonly number[]} [avoid]
 * @returns {number}
 */
export function freePort(avoid = []) {
  const taken = [...handedOut, ...avoid];
  const program = `
    const net = require('node:net');
    const taken = new Set(${JSON.stringify(taken)});
    const start = Math.floor(Math.random() * ${PORT_COUNT});
    const candidates = Array.from({ length: ${PORT_COUNT} }, (_, offset) => ${FIRST_PORT} + ((start + offset) % ${PORT_COUNT}))
      .filter((port) => !taken.has(port))
      .slice(0, 50);
    const attempt = (index) => {
      if (index === candidates.length) process.exit(1);
      const server = net.createServer();
      server.once('error', () => attempt(index + 1));
      server.listen(candidates[index], '127.0.0.1', () =>
        server.close(() => process.stdout.write(String(candidates[index]))),
      );
    };
    attempt(0);`;
  const port = Number(execFileSync(process.execPath, ['-e', program], { encoding: 'utf8' }));
  handedOut.add(port);
  return port;
}
