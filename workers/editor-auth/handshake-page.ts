/**
 * The page the sign-in window ends on. Decap CMS (decap-cms-lib-auth, netlify-auth.js) waits in the editor
 * for a handshake from the window it opened: the window posts `authorizing:github`, the editor answers with
 * the same message (only if it came from the sign-in service's origin, its `base_url`), and the window then
 * posts `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{"message":…}`), which
 * the editor reads, closing the window.
 *
 * Every message goes to one origin, the shop's, named by the service: never `*`, so a page that is not the
 * shop never sees the token, even if it opened this window.
 */

/** What the window tells the editor: a token, or why there is none. */
export type SignInOutcome = { token: string } | { error: string };

const PROVIDER = 'github';

/** The message Decap reads, word for word. */
function outcomeMessage(outcome: SignInOutcome): string {
  return 'token' in outcome
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`;
}

/** JSON inside a <script>: nothing in it can end the script or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The handshake's script, which the page's policy allows by its hash. */
export function handshakeScript(shopOrigin: string, outcome: SignInOutcome): string {
  return `(() => {
  const shop = ${scriptJson(shopOrigin)};
  const asking = ${scriptJson(`authorizing:${PROVIDER}`)};
  const outcome = ${scriptJson(outcomeMessage(outcome))};
  const note = document.getElementById('note');
  if (!window.opener) {
    note.textContent = 'This window has lost the editor that opened it. Close it and press Login with GitHub again.';
    return;
  }
  window.addEventListener('message', (event) => {
    if (event.origin === shop && event.data === asking) window.opener.postMessage(outcome, shop);
  });
  window.opener.postMessage(asking, shop);
})();`;
}

/** The whole page: a line for her to read, and the handshake. */
export function handshakePage(script: string, outcome: SignInOutcome): string {
  const text =
    'token' in outcome
      ? 'Signed in. This window closes by itself.'
      : `Not signed in: ${outcome.error}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in to the editor</title></head>
<body><p id="note">${escapeHtml(text)}</p><script>${script}</script></body>
</html>
`;
}
