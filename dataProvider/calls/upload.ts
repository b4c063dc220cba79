// Sending a file's bytes to the signed upload link (POST /files/upload-url gave it) with
// XMLHttpRequest, whose upload events give a progress bar (fetch has none), and opening the
// signed links of a record's files. The PUT carries no bearer token: the signature is its
// authorisation. Loaded with the forms and views, never by the first-load shell.
import type { UploadUrlReply } from '../../src/domain/callTypes';
import type { FileRef } from '../../src/domain/files';
import { gatewayUrlFromEnv } from '../http';

/**
 * A link the gateway gave (`/api/files/...`, its own path) as a URL the browser can open: on the
 * gateway's origin, which is the panel's unless VITE_GATEWAY_URL names another.
 */
export function gatewayLink(path: string): string {
  const base = new URL(gatewayUrlFromEnv(), window.location.href);
  return new URL(path, base).href;
}

/** A failed upload, with the gateway's message (in the asked language) when it gave one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Called with the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Accept-Language of the gateway's refusal message. */
  language?: string;
}

/** PUTs `file` to a signed upload link; resolves with the stored file's reference. */
export function putFile(grant: UploadUrlReply, file: Blob, options: UploadOptions = {}): Promise<FileRef> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', gatewayLink(grant.uploadUrl));
    request.setRequestHeader('Content-Type', grant.contentType);
    if (options.language) request.setRequestHeader('Accept-Language', options.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { message?: string } & Partial<FileRef> = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: the status alone speaks
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve({ key: body.key ?? grant.key, name: body.name!, type: body.type!, size: body.size! });
      } else reject(new UploadError(body.message ?? 'app.error.default', request.status));
    };
    // No answer: the panel's text for it (a translation key, as errorMessage() gives).
    request.onerror = () => reject(new UploadError('app.framework.load_error.unreachable', 0));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

