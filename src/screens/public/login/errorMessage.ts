/**
 * The text to show for a rejected sign-in: the error's own message (the http client localizes
 * the gateway's), else the generic translated one.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return 'app.error.default';
}
