/**
 * A proxy in front of the local backend that answers as a Supabase project with "Max rows" set does
 * (PostgREST's db-max-rows): every GET's JSON array cut to `maxRows`, its Content-Range saying so
 * (`0-499/2600`). `alter` lets a test make it answer worse than PostgREST ever should.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer {
  rows: unknown[];
  contentRange: string;
}

export interface CappingProxy {
  url: string;
  close(): Promise<void>;
}

export async function startCappingProxy(
  target: string,
  maxRows: number,
  alter: { request?: (url: URL) => void; answer?: (answer: Answer) => void } = {},
): Promise<CappingProxy> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    alter.request?.(url);
    const headers = Object.fromEntries(
      Object.entries(req.headers as IncomingHttpHeaders).filter(([name]) => name !== 'host'),
    ) as Record<string, string>;
    void fetch(url, { method: req.method, headers }).then(async (upstream) => {
      const body = await upstream.text();
      const contentRange = upstream.headers.get('content-range') ?? '';
      if (req.method !== 'GET' || !upstream.ok) {
        res.writeHead(upstream.status, { 'Content-Type': 'application/json' });
        res.end(body);
        return;
      }
      const all = JSON.parse(body) as unknown[];
      const rows = all.slice(0, maxRows);
      const [, first = '0', total = '*'] = /^(\d+)-\d+\/(.*)$/.exec(contentRange) ?? [];
      const answer: Answer = {
        rows,
        contentRange: rows.length
          ? `${first}-${Number(first) + rows.length - 1}/${total}`
          : `*/${contentRange.split('/')[1] ?? '*'}`,
      };
      alter.answer?.(answer);
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Range': answer.contentRange,
      });
      res.end(JSON.stringify(answer.rows));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
