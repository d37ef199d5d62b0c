import { spawn, type ChildProcess } from 'node:child_process';
import { editorBackendUrl, editorServerCommand } from '../../../scripts/admin/editor-server.mjs';
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
