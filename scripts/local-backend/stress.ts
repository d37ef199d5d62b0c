/**
 * `npm run backend:stress`: load and crash figures for the local backend, on loopback and a throwaway
 * data directory. Prints figures; asserts nothing (the Jest tests assert, on fewer cycles).
 *
 *   npm run backend:stress -- [--clients 1,10,50,100] [--seconds 5] [--cycles 10] [--duplicates 500]
 *
 * 1. Load: for each client count, that many clients insert unique rows one per request for --seconds;
 *    inserts/s, then every acknowledged row is looked up: lost and stored-twice counts.
 * 2. Duplicates: --duplicates concurrent inserts of one address: how many rows are stored (must be 1).
 * 3. Crash: --cycles times, start on the same folder, write with 8 clients for 0.5–2 s, kill -9; finally
 *    restart and count acknowledged rows lost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STOCK_NOTIFICATIONS_TABLE } from '../../lib/notify';
import { LOCAL_PUBLISHABLE_KEY } from '../../lib/public-config';
import { freePort } from '../e2e/free-port.mjs';
import { stopProcess } from '../spawn-with-output';
import { compare, spawnBackend, startWriting, storedEmails, waitHealthy } from './harness';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1,10,50,100' },
    seconds: { type: 'string', default: '5' },
    cycles: { type: 'string', default: '10' },
    duplicates: { type: 'string', default: '500' },
  },
});

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'backend-stress-'));
  try {
    // 1. Load
    const loadDir = path.join(work, 'load');
    const backend = spawnBackend({ dataDir: loadDir, port: freePort() });
    await waitHealthy(backend);
    const seconds = Number(values.seconds);
    for (const clients of values.clients.split(',').map(Number)) {
      const started = performance.now();
      const load = startWriting(backend.url, clients, `load${clients}`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      await load.stop();
      const elapsed = (performance.now() - started) / 1000;
      const stored = await storedEmails(backend.url);
      const { lost, duplicated } = compare(load.acknowledged, stored);
      console.log(
        `load: ${clients} clients, ${load.acknowledged.length} acknowledged in ${elapsed.toFixed(1)} s ` +
          `(${(load.acknowledged.length / elapsed).toFixed(0)} inserts/s), lost ${lost.length}, stored twice ${duplicated.length}, ` +
          `other answers ${JSON.stringify(Object.fromEntries(load.failures))}`,
      );
    }

    // 2. Duplicates
    const count = Number(values.duplicates);
    const statuses = await Promise.all(
      Array.from({ length: count }, () =>
        fetch(`${backend.url}/rest/v1/${STOCK_NOTIFICATIONS_TABLE}`, {
          method: 'POST',
          headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'same@example.com', product_name: 'Duplicate Sweatshirt' }),
        }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    const same = (await storedEmails(backend.url)).filter((email) => email === 'same@example.com');
    const byStatus = statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `duplicates: ${count} concurrent inserts of one address → ${same.length} row(s) stored; answers ${JSON.stringify(byStatus)}`,
    );
    await stopProcess(backend);

    // 3. Crash cycles
    const crashDir = path.join(work, 'crash');
    const acknowledged: string[] = [];
    const cycles = Number(values.cycles);
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const crashing = spawnBackend({ dataDir: crashDir, port: freePort() });
      await waitHealthy(crashing);
      const load = startWriting(crashing.url, 8, `crash${cycle}`);
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
      crashing.child.kill('SIGKILL');
      await crashing.exited;
      await load.stop();
      acknowledged.push(...load.acknowledged);
    }
    const restarted = spawnBackend({ dataDir: crashDir, port: freePort() });
    const restartStarted = performance.now();
    await waitHealthy(restarted);
    const { lost, duplicated } = compare(acknowledged, await storedEmails(restarted.url));
    console.log(
      `crash: ${cycles} kill -9 cycles during writes, ${acknowledged.length} acknowledged, lost ${lost.length}, ` +
        `stored twice ${duplicated.length}; restart after the last kill healthy in ${((performance.now() - restartStarted) / 1000).toFixed(1)} s`,
    );
    await stopProcess(restarted);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
