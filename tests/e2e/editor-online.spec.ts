/**
 * The owner's editor online, end to end, under production names: the production export of /admin
 * (EDITOR_GITHUB_REPO, EDITOR_AUTH_URL and NEXT_PUBLIC_SITE_URL set, written by the build's own postbuild
 * steps with its real `_headers`) served over HTTPS as a CDN would (scripts/static-server.mjs) at
 * https://milkandmischief.com; the sign-in service (workers/editor-auth) in workerd, as Cloudflare runs
 * it, at its workers.dev address; and GitHub's stand-in (support/github-stand-in.ts) at github.com and
 * api.github.com, keeping the shop's repository as a bare git repository. Chromium reaches all of them
 * through its host resolver rules and trusts the one local certificate by its key.
 *
 * She signs in (the popup handshake through the Worker, which the editor's CSP and COOP must allow),
 * changes a price, uploads a phone's photo carrying its GPS position and publishes; the repository then
 * holds exactly one new commit with exactly the design's file and the photo, redrawn without its metadata,
 * and the content of that commit passes the build's content check and reads the new price and the photo.
 * Desktop only, once: it builds its /admin in about 10 s and starts three servers.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { Miniflare, type Request as WorkerRequest, Response as WorkerResponse } from 'miniflare';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readContent } from '../../data/read-content';
import { TEST_CHROMIUM_ARGS, testChromiumPath } from '../../scripts/browsers.mjs';
import { BUILD_STATUS_FILE, PUBLISH_STATUS_ID } from '../../scripts/admin/editor/form-names';
import { ADMIN_PATH } from '../../scripts/admin/page';
import { readE2eBuild } from '../../scripts/e2e/build-record';
import { MARKERS, testPhoto } from '../../scripts/e2e/test-photos';
import { freePort } from '../../scripts/e2e/free-port.mjs';
import { PROJECT_ROOT } from '../../scripts/site-dir';
import { privateExtrasOf } from '../../scripts/images/committed-metadata';
import {
  chromiumTrustFlag,
  localCertificate,
  writeLocalhostCertificate,
} from '../../scripts/tls/localhost-certificate';
import { writeEditorContent, writeEditorPhotos } from '../fixtures/editor-content';
import { expectNoAxeViolations } from './support/axe';
import { field, publish, uploadPhoto } from '../../scripts/e2e/editor-page';
import { editorFolders } from './support/editor-helper';
import { GitHubStandIn } from './support/github-stand-in';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

const SHOP = 'https://milkandmischief.com';
const AUTH = 'https://editor-auth.milkandmischief.workers.dev';
const REPO = 'milkandmischief/shop';
const BRANCH = 'main';
const OAUTH_APP = { clientId: 'Iv1.editor-test', clientSecret: 'secret-of-the-test-app' };
/** The production export of /admin, beside the e2e build (SITE_DIR must be inside the project). */
const ONLINE_SITE_DIR = '.e2e/online-site';
/** The photo she uploads for Alpha's front: from her phone, held sideways, with its GPS position. */
const PHONE_PHOTO = { file: 'IMG_0002.jpg', saved: 'img_0002.jpg', width: 1600, height: 1200 };

let scratch: string;
let bare: string;
let contentFolder: string;
/** The photo folder the production editor's config names (media_folder), from the repository's root. */
let photosFolder: string;
let github: GitHubStandIn;
let githubServer: Server | undefined;
let shopServer: ChildProcess | undefined;
let worker: Miniflare | undefined;
let browser: Browser | undefined;
/** The editor's page, signed in, kept from test to test as she keeps it open. */
let page: Page;

const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8' }).trim();

/** The build's own postbuild steps for /admin and `_headers`, with the production settings. */
function exportAdmin(): void {
  const e2e = readE2eBuild();
  const site = path.join(PROJECT_ROOT, ONLINE_SITE_DIR);
  rmSync(site, { recursive: true, force: true });
  cpSync(e2e.siteDir, site, { recursive: true });
  rmSync(path.join(site, 'admin'), { recursive: true });
  rmSync(path.join(site, '_headers'));
  const env = {
    ...process.env,
    SITE_DIR: ONLINE_SITE_DIR,
    CONTENT_DIR: e2e.contentDir,
    NEXT_PUBLIC_SITE_URL: SHOP,
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${e2e.backendPort}`,
    EDITOR_GITHUB_REPO: REPO,
    EDITOR_GITHUB_BRANCH: BRANCH,
    EDITOR_AUTH_URL: AUTH,
  };
  for (const step of ['scripts/admin/build.ts', 'scripts/headers/generate.ts']) {
    execFileSync(process.execPath, ['--import', 'tsx', step], {
      cwd: PROJECT_ROOT,
      env,
      stdio: 'pipe',
    });
  }
  photosFolder = editorFolders(site).photos;
}

/** The shop's repository: the editor tests' own content and photos, where the build's config looks. */
async function seedRepository(): Promise<void> {
  const work = path.join(scratch, 'work');
  contentFolder = path.relative(
    PROJECT_ROOT,
    path.resolve(PROJECT_ROOT, readE2eBuild().contentDir),
  );
  mkdirSync(work);
  execFileSync('git', ['init', '-q', '-b', BRANCH, work]);
  writeEditorContent(path.join(work, contentFolder));
  await writeEditorPhotos(path.join(work, photosFolder));
  execFileSync('git', ['-C', work, 'add', '.']);
  execFileSync('git', [
    '-C',
    work,
    '-c',
    'user.name=Shop',
    '-c',
    'user.email=shop@example.com',
    'commit',
    '-qm',
    'The shop',
  ]);
  bare = path.join(scratch, 'shop.git');
  execFileSync('git', ['clone', '-q', '--bare', work, bare]);
}

/** The sign-in service as Cloudflare runs it: bundled as wrangler would, in workerd, over HTTPS. */
async function startWorker(port: number, tls: { key: string; cert: string }): Promise<Miniflare> {
  const bundle = await esbuild({
    entryPoints: [path.join(PROJECT_ROOT, 'workers/editor-auth/worker.ts')],
    bundle: true,
    format: 'esm',
    write: false,
  });
  const mf = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]!.text,
    compatibilityDate: '2026-04-01',
    bindings: {
      GITHUB_CLIENT_ID: OAUTH_APP.clientId,
      GITHUB_CLIENT_SECRET: OAUTH_APP.clientSecret,
      ALLOWED_ORIGINS: SHOP,
    },
    // Its one call out, to github.com's token endpoint, reaches the stand-in.
    outboundService: async (request: WorkerRequest) => {
      const answer = await github.handle(
        new Request(request.url, {
          method: request.method,
          headers: Object.fromEntries(request.headers),
          body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
        }),
      );
      return new WorkerResponse(await answer.arrayBuffer(), {
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
      });
    },
    host: '127.0.0.1',
    port,
    https: true,
    httpsKey: tls.key,
    httpsCert: tls.cert,
  });
  await mf.ready;
  return mf;
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the owner publishes from her computer: once is enough',
  );
  test.setTimeout(150_000);
  scratch = mkdtempSync(path.join(os.tmpdir(), 'editor-online-'));
  exportAdmin();
  await seedRepository();
  const { width, height } = PHONE_PHOTO;
  const phone = { width, height, marker: MARKERS.blue, format: 'jpeg' } as const;
  writeFileSync(
    path.join(scratch, PHONE_PHOTO.file),
    await testPhoto({ ...phone, sideways: true, private: true }),
  );
  github = new GitHubStandIn({
    repository: bare,
    repo: REPO,
    branch: BRANCH,
    ...OAUTH_APP,
    login: 'milkandmischief-owner',
    name: 'The Owner',
  });
  const hosts = {
    shop: new URL(SHOP).host,
    auth: new URL(AUTH).host,
    github: 'github.com',
    api: 'api.github.com',
  };
  const tls = await localCertificate(Object.values(hosts));
  const ports = { shop: freePort(), github: freePort(), auth: freePort() };
  const tlsDir = path.join(scratch, 'tls');
  mkdirSync(tlsDir);
  const tlsArgs = await writeLocalhostCertificate(tlsDir, tls);
  shopServer = spawn(
    process.execPath,
    [
      'scripts/static-server.mjs',
      '--dir',
      ONLINE_SITE_DIR,
      '--port',
      String(ports.shop),
      ...tlsArgs,
    ],
    { cwd: PROJECT_ROOT, stdio: 'ignore' },
  );
  githubServer = await github.listen(ports.github, tls);
  worker = await startWorker(ports.auth, tls);
  const rules = [
    `MAP ${hosts.shop}:443 127.0.0.1:${ports.shop}`,
    `MAP ${hosts.github}:443 127.0.0.1:${ports.github}`,
    `MAP ${hosts.api}:443 127.0.0.1:${ports.github}`,
    `MAP ${hosts.auth}:443 127.0.0.1:${ports.auth}`,
    // Nothing else leaves this machine.
    'MAP * ~NOTFOUND',
  ].join(', ');
  browser = await chromium.launch({
    executablePath: testChromiumPath(),
    args: [...TEST_CHROMIUM_ARGS, `--host-resolver-rules=${rules}`, chromiumTrustFlag(tls)],
  });
  await expect
    .poll(() => fetchOk(`https://127.0.0.1:${ports.shop}/`), { timeout: 20_000 })
    .toBe(true);
});

/** Whether the static server answers yet (its certificate is the test's own). */
async function fetchOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpsRequest(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

test.afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
  githubServer?.close();
  shopServer?.kill();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  rmSync(path.join(PROJECT_ROOT, ONLINE_SITE_DIR), { recursive: true, force: true });
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${SHOP}${ADMIN_PATH}/#/collections/designs/entries/alpha`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  // The window goes to the Worker, on to GitHub's consent, back to the Worker, and closes itself.
  await (await popup).waitForEvent('close');
}

test('signs in through the Worker and GitHub, and one Publish is one commit with exactly the new price and the photo, without its metadata', async () => {
  // Three servers, a popup's round trip, a photo redrawn, a commit and the content check, on two shared cores.
  test.setTimeout(120_000);
  const context = await browser!.newContext();
  // Playwright's actions and waits have no time limit of their own here (no actionTimeout): one that hangs
  // (once in CI, 2026-12-02, the retry green) would end as the test's timeout, naming no step.
  context.setDefaultTimeout(60_000);
  page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    // A missing folder is GitHub's 404, which Decap expects; a refusal by the page's policy is a fault.
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(`${SHOP}${ADMIN_PATH}/`);
  expect(response!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(response!.headers()['content-security-policy']).toContain(`connect-src 'self' blob:`);
  await signIn(page);
  const price = field(page, 'Price');
  // Decap reads the design through a dozen calls to GitHub's API first: slow on a loaded machine.
  await expect(price).toHaveValue('39.99', { timeout: 30_000 });
  const before = git('rev-parse', BRANCH);
  await price.fill('31.5');
  const upload = path.join(scratch, PHONE_PHOTO.file);
  expect(readFileSync(upload).includes('GPS'), 'her photo has a GPS position').toBe(true);
  await uploadPhoto(page, 'Front', upload);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(publishStatus()).toHaveText(
    'Published. The shop is building your change; this usually takes a few minutes.',
  );

  const commits = git('rev-list', `${before}..${BRANCH}`).split('\n');
  expect(commits).toHaveLength(1);
  const designFile = `${contentFolder}/designs/alpha.json`;
  const photoFile = `${photosFolder}/alpha/${PHONE_PHOTO.saved}`;
  expect(git('diff', '--name-only', before, BRANCH).split('\n')).toEqual(
    [designFile, photoFile].sort(),
  );
  expect(git('log', '-1', '--format=%s', BRANCH)).toBe('Content: update Design “alpha” (editor)');
  const design = JSON.parse(git('show', `${BRANCH}:${designFile}`));
  expect([design.price, design.photos]).toEqual([31.5, { front: PHONE_PHOTO.saved }]);
  // Redrawn in her browser before it left it: upright, and nothing of her phone's metadata committed.
  const photo = execFileSync('git', ['--git-dir', bare, 'show', `${BRANCH}:${photoFile}`]);
  const meta = await sharp(photo).metadata();
  expect({
    format: meta.format,
    size: [meta.width, meta.height],
    metadata: { exif: !!meta.exif, xmp: !!meta.xmp, iptc: !!meta.iptc },
  }).toEqual({
    format: 'jpeg',
    size: [PHONE_PHOTO.width, PHONE_PHOTO.height],
    metadata: { exif: false, xmp: false, iptc: false },
  });
  expect(photo.includes('GPS')).toBe(false);
  // And the build's check of what git holds (`npm run metadata`) takes it as it is.
  expect(privateExtrasOf(photo)).toEqual([]);

  // The build of that commit: its content folder, checked out, passes the build's first step (the check
  // `npm run content` makes, scripts/content/check.ts) and reads the new price (a whole export takes
  // minutes; the suite's budget keeps that for the deploy itself).
  const checkout = path.join(scratch, 'commit');
  mkdirSync(checkout);
  execFileSync('git', ['--git-dir', bare, '--work-tree', checkout, 'checkout', BRANCH, '--', '.']);
  const { content, faults } = readContent(path.join(checkout, contentFolder));
  expect(faults).toEqual([]);
  const built = content?.designs.find((each) => each.slug === 'alpha');
  expect([built?.price, built?.photos?.front]).toEqual([31.5, PHONE_PHOTO.saved]);
  expect(github.unknownCalls).toEqual([]);
  expect(violations).toEqual([]);
});

/** The line at the editor's foot saying where her last publish stands (editor/publish-status.ts). */
const publishStatus = () => page.getByRole('status').filter({ hasText: /Published|Live|refused/ });
/** The editor asks every 4 s; a loaded machine may take a while more to answer. */
const POLLED = { timeout: 20_000 };

/** The host deploys a commit: the site it publishes names it (scripts/admin/build-status.ts). */
const deploy = (commit: string) =>
  writeFileSync(
    path.join(PROJECT_ROOT, ONLINE_SITE_DIR, 'admin', BUILD_STATUS_FILE),
    `${JSON.stringify({ commit })}\n`,
  );

test('tells her when her change is live, with a link to its page', async () => {
  deploy(git('rev-parse', BRANCH));
  await expect(publishStatus()).toHaveText(
    'Live: your change is on the shop. See the page',
    POLLED,
  );
  await expect(publishStatus().getByRole('link', { name: 'See the page' })).toHaveAttribute(
    'href',
    `${SHOP}/products/alpha`,
  );
});

/** Publishes a new price; the host then refuses the build of her commit, as `refuse` reports it. */
async function publishRefused(price: string, refuse: (commit: string) => void): Promise<void> {
  await field(page, 'Price').fill(price);
  await publish(page);
  await expect(publishStatus()).toHaveText(/^Published\. The shop is building/, POLLED);
  refuse(git('rev-parse', BRANCH));
}

const MESSAGE = () =>
  `Build failed: ${contentFolder}/designs/alpha.json: price must be below originalPrice`;

/** The line says the build refused her change, in the host's words, and links to its log. */
async function expectRefusal(log: string): Promise<void> {
  await expect(publishStatus()).toContainText(
    `The shop’s build refused your change: ${MESSAGE()} The shop keeps showing the last good version.`,
    POLLED,
  );
  await expect(publishStatus().getByRole('link', { name: 'The build’s log' })).toHaveAttribute(
    'href',
    log,
  );
}

test('tells her when Netlify refused the build, in its words, with its log', async () => {
  const log = 'https://app.netlify.com/sites/milkandmischief/deploys/1';
  await publishRefused('30', (commit) =>
    github.setStatus(commit, {
      state: 'failure',
      description: MESSAGE(),
      target_url: log,
      context: 'netlify/milkandmischief/deploy-preview',
    }),
  );
  await expectRefusal(log);
  // The line is the editor's own, in Decap's page: its longest state, words and a link, read by axe.
  await expectNoAxeViolations(page, 'the publish status line, refused', {
    within: `#${PUBLISH_STATUS_ID}`,
  });
});

test('tells her when Cloudflare Pages refused the build, in its words, with its log', async () => {
  const log = 'https://dash.cloudflare.com/pages/milkandmischief/deployments/2';
  await publishRefused('29', (commit) =>
    github.addCheckRun(commit, {
      name: 'Cloudflare Pages',
      status: 'completed',
      conclusion: 'failure',
      details_url: log,
      output: { title: MESSAGE(), summary: 'Build failed' },
    }),
  );
  await expectRefusal(log);
});
