/**
 * What a route error screen shows under 'Unexpected Application Error': an HTTP-style status when the
 * thrown value carries one ('404 Not Found'), else its message. Thrown values need not be Errors.
 */
export function errorSummary(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText, message } = error as {
      status?: unknown;
      statusText?: unknown;
      message?: unknown;
    };
    if (typeof status === 'number') {
      return typeof statusText === 'string' && statusText
        ? `${status} ${statusText}`
        : String(status);
    }
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong while loading this page.';
}

/** Next's reference for a server-side error, to quote when asking for help. */
export function errorDigest(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'digest' in error) {
    const { digest } = error as { digest?: unknown };
    return typeof digest === 'string' ? digest : undefined;
  }
  return undefined;
}

export const ERROR_TITLE = 'Unexpected Application Error';
