// Upload types (spec 5): pdf, png, jpeg, tiff, webp, avif, bmp. The one list: the `file` field
// kind (src/domain/files.ts), its input and the gateway's upload checks all read it.

export const ACCEPTED_FILE_TYPES = [
  { name: 'pdf', mimeTypes: ['application/pdf'], extensions: ['pdf'] },
  { name: 'png', mimeTypes: ['image/png'], extensions: ['png'] },
  { name: 'jpeg', mimeTypes: ['image/jpeg'], extensions: ['jpg', 'jpeg'] },
  { name: 'tiff', mimeTypes: ['image/tiff'], extensions: ['tif', 'tiff'] },
  { name: 'webp', mimeTypes: ['image/webp'], extensions: ['webp'] },
  { name: 'avif', mimeTypes: ['image/avif'], extensions: ['avif'] },
  // Older Windows browsers report bitmaps with the non-standard type.
  { name: 'bmp', mimeTypes: ['image/bmp', 'image/x-ms-bmp'], extensions: ['bmp'] },
] as const;

/** A type's short name, as a `file({ accept })` declaration names it. */
export type FileTypeName = (typeof ACCEPTED_FILE_TYPES)[number]['name'];

export const ACCEPTED_MIME_TYPES: readonly string[] = ACCEPTED_FILE_TYPES.flatMap((type) => type.mimeTypes);
export const ACCEPTED_EXTENSIONS: readonly string[] = ACCEPTED_FILE_TYPES.flatMap((type) => type.extensions);

/** For `<input accept>` and react-admin's FileInput: extensions and MIME types. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`), ...ACCEPTED_MIME_TYPES].join(',');

/**
 * The accepted type of a file (one of `names`, default all), or null. The extension must be
 * accepted, and the type the browser reports must belong to that extension. An empty type is
 * allowed (browsers leave it empty for formats they do not know, e.g. avif on older ones); a
 * contradicting one ("a.png" sent as application/zip) is refused.
 */
export function acceptedFileType(file: { name: string; type?: string }, names?: readonly FileTypeName[]): FileTypeName | null {
  const dot = file.name.lastIndexOf('.');
  // No extension, or nothing before it (".pdf"), is not a document we can name.
  if (dot <= 0) return null;
  const extension = file.name.slice(dot + 1).toLowerCase();
  const kind = ACCEPTED_FILE_TYPES.find((type) => (type.extensions as readonly string[]).includes(extension));
  if (!kind || (names && !names.includes(kind.name))) return null;
  const mimeType = (file.type ?? '').split(';')[0].trim().toLowerCase();
  return mimeType === '' || (kind.mimeTypes as readonly string[]).includes(mimeType) ? kind.name : null;
}

export const isAcceptedFile = (file: { name: string; type?: string }): boolean => acceptedFileType(file) !== null;
