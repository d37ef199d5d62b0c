/**
 * The settings only the build reads: where it exports the site (SITE_DIR) and where it finds the owner's
 * photos (PHOTOS_DIR), the hosts it must fit (DEPLOY_HOST), and the check of everything a build reads,
 * which next.config.ts runs before Next compiles a page: these, the editor's (EDITOR_*), the pages' own
 * settings (lib/public-config.ts) and the content folder (CONTENT_DIR, data/content-folder.ts, which every
 * reader of the content uses).
 */
import { contentDirName, folderSegments } from '../data/content-folder';
import { type Env, parseHttpUrl, valueOf } from '../lib/env';
import { normalizeSiteUrl, publicBackendConfig } from '../lib/public-config';
import { DEFAULT_EDITOR_BACKEND_PORT } from './admin/editor-server.mjs';
import { DEPLOY_HOSTS, type DeployHost, type HostOptions } from './host-limits/hosts';

/** Where `npm run build` exports the site, relative to the project root. */
export const DEFAULT_SITE_DIR = 'out';
/** Folders Next, the artwork and npm own: an export into one would overwrite them. */
const RESERVED_FOLDERS = ['.next', 'public', 'app', 'node_modules'];
/** Where `npm run images` looks for the owner's photos, relative to the project root. */
export const DEFAULT_PHOTOS_DIR = 'data/photos';

/**
 * The export folder, relative to the project root: out/, or the folder SITE_DIR names (the e2e build uses
 * .e2e/site). Refuses a folder outside the project or one that Next, the artwork or npm own.
 */
export function siteDirName(env: Env = process.env): string {
  const value = valueOf(env.SITE_DIR) ?? DEFAULT_SITE_DIR;
  const { segments, absolute } = folderSegments(value);
  const [first] = segments;
  if (absolute || !first || segments.includes('..') || RESERVED_FOLDERS.includes(first)) {
    throw new Error(
      `SITE_DIR must name a new folder inside the project, such as out, got "${value}"`,
    );
  }
  return segments.join('/');
}

/**
 * The folder of the owner's photos, relative to the project root: data/photos, or the folder PHOTOS_DIR
 * names (the e2e build generates its own). Never one in public/, which is published as it is, metadata
 * and all.
 */
export function photosDirName(env: Env = process.env): string {
  const value = valueOf(env.PHOTOS_DIR) ?? DEFAULT_PHOTOS_DIR;
  const { segments, absolute } = folderSegments(value);
  if (absolute || segments.length === 0 || segments.includes('..') || segments[0] === 'public') {
    throw new Error(
      `PHOTOS_DIR must name a folder inside the project and outside public/, such as ${DEFAULT_PHOTOS_DIR}, got "${value}"`,
    );
  }
  return segments.join('/');
}

/**
 * Whether the project's types were checked just before this build (TYPES_CHECKED_APART=1: `npm test` runs
 * `npm run typecheck`, then builds the tests' site, scripts/e2e/build.ts), so that Next skips its own pass
 * over the same files. Unset: Next checks them.
 */
export function typesCheckedApart(env: Env = process.env): boolean {
  const value = valueOf(env.TYPES_CHECKED_APART);
  if (value !== undefined && value !== '1') {
    throw new Error(`TYPES_CHECKED_APART must be 1 or unset, got "${value}"`);
  }
  return value === '1';
}

/** Where the editor at /admin saves (docs/owner.md): read by scripts/admin into its config and policy. */
export interface EditorSettings {
  /** The GitHub repository the editor commits to online, 'owner/name'; unset, it edits on this machine only. */
  githubRepo?: string;
  /** The branch it commits to, which the host builds from. */
  branch: string;
  /** The service that signs the owner in with GitHub (Decap's `base_url`); unset, Netlify's. */
  authUrl?: string;
  /** The port of its local backend (`npm run edit`), on 127.0.0.1. */
  localBackendPort: number;
}

const GITHUB_REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/;
const BRANCH = /^[A-Za-z0-9._/-]+$/;

/** Names of this computer: localhost (and its subdomains), 127.x.x.x, [::1]. */
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether a build is for a public site: NEXT_PUBLIC_SITE_URL names an address other than this computer's,
 * as a host's build must (docs/deploying.md). Unset, as in the README's commands, `npm run build:e2e` and
 * CI's build of the shop it tests, or naming localhost, the build is for this computer.
 */
export function isPublicBuild(env: Env = process.env): boolean {
  return !LOCAL_HOST.test(new URL(normalizeSiteUrl(env.NEXT_PUBLIC_SITE_URL)).hostname);
}

export function editorSettings(env: Env = process.env): EditorSettings {
  const githubRepo = valueOf(env.EDITOR_GITHUB_REPO);
  if (githubRepo !== undefined && !GITHUB_REPO.test(githubRepo)) {
    throw new Error(
      `EDITOR_GITHUB_REPO must name a GitHub repository as owner/name, such as milkandmischief/shop, got "${githubRepo}"`,
    );
  }
  // Online, the editor saves through GitHub only: without a repository, /admin would fail as it opens.
  if (githubRepo === undefined && isPublicBuild(env)) {
    const site = normalizeSiteUrl(env.NEXT_PUBLIC_SITE_URL);
    throw new Error(
      `EDITOR_GITHUB_REPO is unset, and this build is for ${site} (NEXT_PUBLIC_SITE_URL): its editor at ${site}/admin would have no repository to save to. Set EDITOR_GITHUB_REPO to the shop's GitHub repository as owner/name, such as milkandmischief/shop (docs/owner.md, "Setting it up, once"); a build for this computer alone leaves NEXT_PUBLIC_SITE_URL unset.`,
    );
  }
  const branch = valueOf(env.EDITOR_GITHUB_BRANCH) ?? 'main';
  if (!BRANCH.test(branch)) {
    throw new Error(`EDITOR_GITHUB_BRANCH must be a branch name such as main, got "${branch}"`);
  }
  const authUrl = valueOf(env.EDITOR_AUTH_URL);
  const port = valueOf(env.EDITOR_BACKEND_PORT) ?? String(DEFAULT_EDITOR_BACKEND_PORT);
  const localBackendPort = Number(port);
  if (!/^\d+$/.test(port) || localBackendPort < 1 || localBackendPort > 65535) {
    throw new Error(`EDITOR_BACKEND_PORT must be a port number from 1 to 65535, got "${port}"`);
  }
  return {
    ...(githubRepo ? { githubRepo } : {}),
    branch,
    ...(authUrl
      ? { authUrl: parseHttpUrl('EDITOR_AUTH_URL', authUrl).href.replace(/\/$/, '') }
      : {}),
    localBackendPort,
  };
}

/** The hosts the export must fit (docs/deploying.md), and what their limits depend on. */
export interface DeployTarget extends HostOptions {
  hosts: DeployHost[];
  /** Whether DEPLOY_HOST named them; unset, the export must fit every host docs/deploying.md names. */
  named: boolean;
}

/**
 * DEPLOY_HOST: the hosts the owner deploys to, comma-separated (netlify, cloudflare-pages, github-pages,
 * s3-cloudfront, nginx); unset, all of them, so the build refuses what the strictest would. Cloudflare
 * Pages takes more files on a paid plan once its project sets PAGES_WRANGLER_MAJOR_VERSION=4, which its
 * builds then see.
 */
export function deployTarget(env: Env = process.env): DeployTarget {
  const value = valueOf(env.DEPLOY_HOST);
  const named = value?.split(/[\s,]+/).filter(Boolean) ?? [];
  const unknown = named.filter((host) => !(DEPLOY_HOSTS as readonly string[]).includes(host));
  if (value !== undefined && (named.length === 0 || unknown.length > 0)) {
    throw new Error(
      `DEPLOY_HOST must name the hosts you deploy to, comma-separated, among ${DEPLOY_HOSTS.join(', ')}; got "${value}"`,
    );
  }
  return {
    hosts: value === undefined ? [...DEPLOY_HOSTS] : [...new Set(named as DeployHost[])],
    named: value !== undefined,
    cloudflarePaidFiles: valueOf(env.PAGES_WRANGLER_MAJOR_VERSION) === '4',
  };
}

/** Everything a build reads, checked at once: next.config.ts calls it before Next builds anything. */
export function checkBuildConfig(env: Env = process.env): void {
  normalizeSiteUrl(env.NEXT_PUBLIC_SITE_URL);
  publicBackendConfig(env);
  siteDirName(env);
  photosDirName(env);
  typesCheckedApart(env);
  contentDirName(env);
  editorSettings(env);
  deployTarget(env);
}
