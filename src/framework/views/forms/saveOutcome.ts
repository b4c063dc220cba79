import type { NotificationOptions } from 'react-admin';

/**
 * Whether a save's answer is a written record. When a write fails because the session ended,
 * react-admin signs the user out and resolves the call with an empty record (`{}`): nothing was
 * written, so there is no success message and the form stays as it is.
 */
export function wasWritten(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { id?: unknown }).id != null;
}

/** react-admin's own error notification, for the errors a form's onError does not handle itself. */
export function errorNotification(error: unknown): [string, NotificationOptions] {
  const message = typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' && message ? message : 'ra.notification.http_error';
  return [text, { type: 'error', messageArgs: { _: text } }];
}

/**
 * The panel path a refusal names (`link.path` of the gateway's error body: the record a
 * duplicate belongs to), or undefined. Only a path inside the panel is taken.
 */
export function linkOf(error: unknown): string | undefined {
  const path = (error as { body?: { link?: { path?: unknown } } | null } | null)?.body?.link?.path;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
