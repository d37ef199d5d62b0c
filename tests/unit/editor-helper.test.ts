/** @jest-environment node */
/**
 * The editor's local helper (scripts/admin/editor-backend.ts), started as `npm run edit` starts it, on a
 * free port, in a scratch repository of the test's own: the shop's page gets decap-server's answers about
 * the content and photo folders; a page under another name (DNS rebinding), a page of another site, and
 * any path outside those folders (however it is written: '..', absolute, through a link, URL-encoded) are
 * refused with a 403 saying why, and nothing outside the folders is read or written.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editorServerCommand } from '@/scripts/admin/editor-server.mjs';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import { PROJECT_ROOT } from '@/scripts/site-dir';
import { spawnWithOutput, stopProcess, type Spawned } from '@/scripts/spawn-with-output';
import { rawRequest } from '@/tests/unit/support/raw-request';

jest.setTimeout(60_000);

/** Named from here, so Jest knows this test runs it (tests/unit/support/dependency-extractor.mjs). */
const HELPER = path.join(__dirname, '../../scripts/admin/editor-backend.ts');
const ORIGIN = 'http://localhost:3123';
const BRANCH = { branch: 'main' };
const IN_FOLDERS =
  "The editor's helper reads and writes only inside data/content/ and data/photos/:";

let work: string;
let repository: string;
/** A folder beside the repository, which a link inside it may point to. */
let outside: string;
const port = freePort();
let helper: Spawned;
let command: ReturnType<typeof editorServerCommand>;

const inRepository = (file: string) => path.join(repository, file);
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** A call to the helper's API as the editor makes it, from the shop's page unless `headers` say otherwise. */
async function call(body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const response = await rawRequest(
    port,
    'POST /api/v1 HTTP/1.1',
    { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    text,
  );
  return { ...response, json: JSON.parse(response.body || 'null') as unknown };
}

const refusal = (error: string) => ({ status: 403, json: { error } });

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'editor-helper-'));
  repository = path.join(work, 'shop');
  outside = path.join(work, 'elsewhere');
  put(inRepository('package.json'), '{ "name": "the shop" }\n');
  put(inRepository('data/content/designs/nap-queen.json'), '{ "name": "Nap Queen" }\n');
  put(inRepository('data/photos/README.md'), 'Photos.\n');
  put(path.join(outside, 'secret.json'), '{ "secret": true }\n');
  command = editorServerCommand({
    root: PROJECT_ROOT,
    port,
    origin: ORIGIN,
    repository,
    content: 'data/content',
    photos: 'data/photos',
  });
  helper = spawnWithOutput(process.execPath, command.args, {
    env: { ...process.env, ...command.env },
  });
  for (let tries = 0; !/listening on/.test(helper.output()); tries++) {
    if (tries > 300 || helper.child.exitCode !== null) throw new Error(helper.output());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await stopProcess(helper);
  rmSync(work, { recursive: true, force: true });
});

describe("the shop's editor", () => {
  it('is the guarded helper, which `npm run edit` starts', () => {
    expect(command.args).toContain(HELPER);
  });

  it('reads, writes, lists and deletes the design files and photos', async () => {
    expect(await call({ action: 'info' })).toMatchObject({
      status: 200,
      json: { type: 'local_fs' },
      headers: { 'access-control-allow-origin': ORIGIN },
    });
    expect(
      await call({
        action: 'getEntry',
        params: { ...BRANCH, path: 'data/content/designs/nap-queen.json' },
      }),
    ).toMatchObject({ status: 200, json: { data: '{ "name": "Nap Queen" }\n' } });
    const saved = await call({
      action: 'persistEntry',
      params: {
        ...BRANCH,
        dataFiles: [
          {
            slug: 'nap-queen',
            path: 'data/content/designs/nap-queen.json',
            raw: '{ "name": "Nap Queen Sweatshirt" }\n',
          },
        ],
        assets: [
          {
            path: 'data/photos/nap-queen/img_0001.jpg',
            content: Buffer.from('a photo').toString('base64'),
            encoding: 'base64',
          },
        ],
        options: { commitMessage: 'update', useWorkflow: false, status: 'draft' },
      },
    });
    expect(saved).toMatchObject({ status: 200, json: { message: 'entry persisted' } });
    expect(readFileSync(inRepository('data/content/designs/nap-queen.json'), 'utf8')).toContain(
      'Sweatshirt',
    );
    const listed = await call({
      action: 'getMedia',
      params: { ...BRANCH, mediaFolder: 'data/photos/nap-queen' },
    });
    expect(listed.json).toEqual([
      expect.objectContaining({ path: 'data/photos/nap-queen/img_0001.jpg' }),
    ]);
    const deleted = await call({
      action: 'deleteFile',
      params: {
        ...BRANCH,
        path: 'data/photos/nap-queen/img_0001.jpg',
        options: { commitMessage: 'x' },
      },
    });
    expect(deleted.status).toBe(200);
    expect(existsSync(inRepository('data/photos/nap-queen/img_0001.jpg'))).toBe(false);
  });

  it('may ask from the browser first (CORS preflight), and is answered at localhost too', async () => {
    const preflight = await rawRequest(port, 'OPTIONS /api/v1 HTTP/1.1', {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect((await call({ action: 'info' }, { Host: `localhost:${port}` })).status).toBe(200);
  });
});

describe('a page under another name than the helper’s (DNS rebinding)', () => {
  it.each([
    'shop.evil.example',
    `evil.example:${port}`,
    `127.0.0.1:${port + 1}`,
    `127.0.0.1.nip.io:${port}`,
  ])('is refused: Host %s', async (host) => {
    const response = await call(
      { action: 'getEntry', params: { ...BRANCH, path: 'data/content/designs/nap-queen.json' } },
      { Host: host },
    );
    expect(response).toMatchObject(
      refusal(
        `The editor's helper answers only at 127.0.0.1:${port} or localhost:${port}, not at "${host}": a page that reaches it under another name is refused.`,
      ),
    );
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a page of another site', () => {
  it('is refused, before and as it calls, and learns nothing', async () => {
    const preflight = await rawRequest(port, 'OPTIONS /api/v1 HTTP/1.1', {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const response = await call(
      {
        action: 'persistEntry',
        params: {
          ...BRANCH,
          dataFiles: [
            { slug: 'nap-queen', path: 'data/content/designs/nap-queen.json', raw: 'pwned' },
          ],
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
        },
      },
      { Origin: 'https://evil.example' },
    );
    expect(response).toMatchObject(
      refusal(
        `The editor's helper answers only the shop's editor, at ${ORIGIN}/admin, not a page of "https://evil.example".`,
      ),
    );
    expect(readFileSync(inRepository('data/content/designs/nap-queen.json'), 'utf8')).not.toBe(
      'pwned',
    );
  });

  it('or no page at all (no Origin) is refused', async () => {
    const response = await rawRequest(
      port,
      'POST /api/v1 HTTP/1.1',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ action: 'info' }),
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({
      error: `The editor's helper answers only the shop's editor, at ${ORIGIN}/admin, not a request that names no page (no Origin).`,
    });
  });
});

describe('a path outside the content and photo folders', () => {
  const writeTo = (file: string) => ({
    action: 'persistMedia',
    params: {
      ...BRANCH,
      asset: {
        path: file,
        content: Buffer.from('#!/bin/sh\necho pwned\n').toString('base64'),
        encoding: 'base64',
      },
      options: { commitMessage: 'x' },
    },
  });
  const read = (file: string) => ({ action: 'getEntry', params: { ...BRANCH, path: file } });
  const IN_ORIGINALS =
    "in the originals folder, which keeps the photos as they came, metadata and all: it is not the editor's";

  it.each([
    ['package.json', read, 'outside them'],
    ['.git/hooks/pre-commit', writeTo, 'outside them'],
    ['data/content/../../package.json', read, 'a path through ".." or "."'],
    ['data/photos/../../.git/hooks/pre-commit', writeTo, 'a path through ".." or "."'],
    ['../elsewhere/secret.json', read, 'a path through ".." or "."'],
    ['/etc/passwd', read, 'an absolute path'],
    [
      'data/content/%2e%2e/%2e%2e/package.json',
      read,
      'a path with "%" in it, which no file of the shop has',
    ],
    [
      'data\\content\\..\\..\\package.json',
      read,
      'a path with "\\\\" in it, which no file of the shop has',
    ],
    ['data/photos/.gitignore', writeTo, 'a hidden file or folder (its name starts with ".")'],
    ['data/photos', read, 'one of the folders itself, not a file in it'],
    ['data/photos/originals/nap-queen/front.jpg', read, IN_ORIGINALS],
    ['data/photos/Originals/nap-queen/front.jpg', writeTo, IN_ORIGINALS],
  ])('is refused: %s', async (file, request, why) => {
    const response = await call(request(file));
    expect(response).toMatchObject(refusal(`${IN_FOLDERS} ${JSON.stringify(file)} is ${why}.`));
    expect(existsSync(inRepository('.git/hooks/pre-commit'))).toBe(false);
  });

  it('is refused however JSON spells it: "\\u002e\\u002e" is ".."', async () => {
    const body = JSON.stringify(read('data/content/XX/XX/package.json')).replaceAll(
      'XX',
      '\\u002e\\u002e',
    );
    const response = await rawRequest(
      port,
      'POST /api/v1 HTTP/1.1',
      { 'Content-Type': 'application/json', Origin: ORIGIN },
      body,
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body).error).toBe(
      `${IN_FOLDERS} "data/content/../../package.json" is a path through ".." or ".".`,
    );
  });

  it('is refused through a link inside the folders that leads out: a file, a folder, a listing', async () => {
    symlinkSync(
      path.join(outside, 'secret.json'),
      inRepository('data/content/designs/secret.json'),
    );
    symlinkSync(outside, inRepository('data/photos/away'));
    try {
      expect(await call(read('data/content/designs/secret.json'))).toMatchObject(
        refusal(
          `${IN_FOLDERS} "data/content/designs/secret.json" is a link that leads outside them.`,
        ),
      );
      expect(await call(writeTo('data/photos/away/hook.sh'))).toMatchObject(
        refusal(`${IN_FOLDERS} "data/photos/away/hook.sh" is a link that leads outside them.`),
      );
      expect(
        await call({
          action: 'entriesByFolder',
          params: { ...BRANCH, folder: 'data/content/designs', extension: 'json', depth: 1 },
        }),
      ).toMatchObject(
        refusal(
          `${IN_FOLDERS} "data/content/designs" is a folder holding data/content/designs/secret.json, a link that leads outside them.`,
        ),
      );
      expect(existsSync(path.join(outside, 'hook.sh'))).toBe(false);
    } finally {
      rmSync(inRepository('data/content/designs/secret.json'));
      rmSync(inRepository('data/photos/away'));
    }
  });

  it('is refused in a listing deep enough to reach the originals folder', async () => {
    put(inRepository('data/photos/originals/nap-queen/front.jpg'), 'the phone’s original');
    const listing = (depth: number) => ({
      action: 'entriesByFolder',
      params: { ...BRANCH, folder: 'data/photos', extension: 'jpg', depth },
    });
    expect((await call(listing(1))).status).toBe(200);
    expect(await call(listing(3))).toMatchObject(
      refusal(
        `${IN_FOLDERS} "data/photos" is a folder holding the originals folder (data/photos/originals), which is not the editor's.`,
      ),
    );
  });

  it('refuses the whole request when one of its paths is outside: nothing is deleted', async () => {
    put(inRepository('data/photos/nap-queen/img_0009.jpg'), 'a photo');
    const response = await call({
      action: 'deleteFiles',
      params: {
        ...BRANCH,
        paths: ['data/photos/nap-queen/img_0009.jpg', 'package.json'],
        options: { commitMessage: 'x' },
      },
    });
    expect(response).toMatchObject(refusal(`${IN_FOLDERS} "package.json" is outside them.`));
    expect(existsSync(inRepository('data/photos/nap-queen/img_0009.jpg'))).toBe(true);
    expect(existsSync(inRepository('package.json'))).toBe(true);
  });

  it('and an action the helper does not do is refused', async () => {
    expect(await call({ action: 'unpublishedEntries', params: BRANCH })).toMatchObject(
      refusal(`The editor's helper does not do "unpublishedEntries".`),
    );
  });
});
