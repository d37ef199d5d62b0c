import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editorBackendUrl, editorServerCommand } from '../../../scripts/admin/editor-server.mjs';
import { readE2eBuild } from '../../../scripts/e2e/build-record';
import { PROJECT_ROOT } from '../../../scripts/site-dir';
import { expect } from './fixtures';

/**
 * Starts the editor's local helper (decap-server behind its guard) on `port`, answering the site at
 * `siteUrl`, on a scratch `repository` whose content and photo folders are those the editor's config
 * names; resolves once it answers.
 */
export async function startEditorHelper(options: {
  siteUrl: string;
  port: number;
  repository: string;
  content: string;
  photos: string;
}): Promise<ChildProcess> {
  const origin = new URL(options.siteUrl).origin;
  const command = editorServerCommand({ root: PROJECT_ROOT, origin, ...options });
  const helper = spawn(process.execPath, command.args, {
    env: { ...process.env, ...command.env },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(editorBackendUrl(options.port), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify({ action: 'info' }),
        }).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  return helper;
}

/** The content and photo folders the built editor's config names, relative to the repository. */
export function editorFolders(siteDir: string): { content: string; photos: string } {
  const config = JSON.parse(readFileSync(path.join(siteDir, 'admin/config.yml'), 'utf8')) as {
    collections: Array<{ folder?: string }>;
    media_folder: string;
  };
  return {
    content: path.dirname(config.collections[0]?.folder ?? ''),
    photos: config.media_folder,
  };
}

/** A scratch repository holding a copy of `contentDir` where the editor looks, and its helper. */
export interface ScratchEditor {
  repository: string;
  /** The copy's designs folder. */
  designs: string;
  /** Stops the helper and removes the copy. */
  stop(): void;
}

/**
 * The editor's helper on `port` for the site at `siteUrl`, on a scratch copy of the catalog the e2e site
 * was built from: its preview and the built pages show the same files.
 */
export async function startScratchEditor(options: {
  siteUrl: string;
  port: number;
}): Promise<ScratchEditor> {
  const build = readE2eBuild();
  const repository = mkdtempSync(path.join(os.tmpdir(), 'editor-preview-'));
  const folders = editorFolders(build.siteDir);
  cpSync(build.contentDir, path.join(repository, folders.content), { recursive: true });
  let helper: ChildProcess | undefined;
  const stop = () => {
    helper?.kill();
    rmSync(repository, { recursive: true, force: true });
  };
  try {
    helper = await startEditorHelper({ ...options, repository, ...folders });
  } catch (error) {
    stop();
    throw error;
  }
  return { repository, designs: path.join(repository, folders.content, 'designs'), stop };
}
