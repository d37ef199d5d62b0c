// @ts-check
import { execFileSync } from 'node:child_process';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, found synchronously (Playwright's config cannot
 * wait for a promise) by a child process that tries random ports. They are drawn below Linux's ephemeral
 * range (32768 and up), so the system will not hand the same port to an outgoing connection later.
 * @returns {number}
 */
export function freePort() {
  const program = `
    const net = require('node:net');
    const attempt = (triesLeft) => {
      const port = 20000 + Math.floor(Math.random() * 12000);
      const server = net.createServer();
      server.once('error', () => (triesLeft > 0 ? attempt(triesLeft - 1) : process.exit(1)));
      server.listen(port, '127.0.0.1', () => server.close(() => process.stdout.write(String(port))));
    };
    attempt(50);`;
  return Number(execFileSync(process.execPath, ['-e', program], { encoding: 'utf8' }));
}
