/** @jest-environment node */
import net from 'node:net';
import { freePort } from '@/scripts/e2e/free-port.mjs';

/** The range freePort draws from (below Linux's ephemeral ports). */
const RANGE = Array.from({ length: 12000 }, (_, index) => 20000 + index);
const allBut = (kept: number[]) => RANGE.filter((port) => !kept.includes(port));

/** A port of the range nothing listens on now, found without freePort. */
async function openPort(): Promise<number> {
  for (const port of [...RANGE].reverse()) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no port of the range is free');
}

// The e2e build chooses its backend's port, and the Playwright config its servers' ports, in two processes,
// before any of them listens: a port merely free then was once the backend's too, and the run stopped.
test('never hands out a port it handed out before, nor one it is told to avoid', async () => {
  const first = freePort();
  expect(first).toBeGreaterThanOrEqual(20000);
  expect(() => freePort(allBut([first]))).toThrow();

  const second = await openPort();
  expect(freePort(allBut([first, second]))).toBe(second);
  expect(() => freePort(allBut([first, second]))).toThrow();
});
