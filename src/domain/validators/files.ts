// Upload types (spec 5): pdf, png, jpeg, tiff, webp, avif, bmp.

export const ACCEPTED_FILE_TYPES = [
  { mimeTypes: ['application/pdf'], extensions: ['pdf'] },
  { mimeTypes: ['image/png'], extensions: ['png'] },
  { mimeTypes: ['image/jpeg'], extensions: ['jpg', 'jpeg'] },
  { mimeTypes: ['image/tiff'], extensions: ['tif', 'tiff'] },
  { mimeTypes: ['image/webp'], extensions: ['webp'] },
  { mimeTypes: ['image/avif'], extensions: ['avif'] },
  // Older Windows browsers report bitmaps with the non-standard type.
  { mimeTypes: ['image/bmp', 'image/x-ms-bmp'], extensions: ['bmp'] },
] as const;

export const ACCEPTED_MIME_TYPES: readonly string[] = ACCEPTED_FILE_TYPES.flatMap((type) => type.mimeTypes);
export const ACCEPTED_EXTENSIONS: readonly string[] = ACCEPTED_FILE_TYPES.flatMap((type) => type.extensions);

/** For `<input accept>` and react-admin's FileInput: extensions and MIME types. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`), ...ACCEPTED_MIME_TYPES].join(',');

/**
 * The extension must be accepted, and the type the browser reports must belong to that extension.
 * An empty type is allowed (browsers leave it empty for formats they do not know, e.g. avif on
 * older ones); a contradicting one ("a.png" sent as application/zip) is refused.
 */
export function isAcceptedFile(file: { name: string; type?: string }): boolean {
  const dot = file.name.lastIndexOf('.');
  // No extension, or nothing before it (".pdf"), is not a document we can name.
  if (dot <= 0) return false;
  const extension = file.name.slice(dot + 1).toLowerCase();
  const kind = ACCEPTED_FILE_TYPES.find((type) => (type.extensions as readonly string[]).includes(extension));
  if (!kind) return false;
  const mimeType = (file.type ?? '').split(';')[0].trim().toLowerCase();
  return mimeType === '' || (kind.mimeTypes as readonly string[]).includes(mimeType);
}
