// @ts-check
/**
 * The variables that carry, from playwright.config.ts to every worker, the ports of the editor's two local
 * helpers behind the editor's port (tests/e2e/support/editor-router.mjs): for the pages at the site's
 * address, and for those through the cross-engine suite's gate.
 */
export const EDITOR_HELPER_PORTS = /** @type {const} */ ({
  site: 'E2E_EDITOR_HELPER_PORT',
  gate: 'E2E_GATE_EDITOR_HELPER_PORT',
});

/**
 * The port a spec starts its helper on, for pages at the site's address or through the gate.
 * @param {keyof typeof EDITOR_HELPER_PORTS} pages
 */
export function editorHelperPort(pages) {
  const port = Number(process.env[EDITOR_HELPER_PORTS[pages]]);
  if (!port)
    throw new Error(
      `${EDITOR_HELPER_PORTS[pages]} is unset: run the specs through playwright.config.ts`,
    );
  return port;
}
