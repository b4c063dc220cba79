// Files a record carries (the `file` field kind): the accepted types (spec section 5), the size
// limit and the checks, written once. The panel checks a chosen file with them before sending it;
// the gateway checks the upload request, then the bytes themselves (their magic numbers), with the
// same code, so both sides give the same verdict and the same message.

import { ACCEPTED_FILE_TYPES, acceptedFileType, type FileTypeName } from './validators/files';

import { FILE_MESSAGES } from './fileMessages';

export type { FileTypeName } from './validators/files';
export { FILE_MESSAGES } from './fileMessages';

/** Every accepted type's short name: a `file()` field without `accept` takes them all. */
export const FILE_TYPE_NAMES: readonly FileTypeName[] = ACCEPTED_FILE_TYPES.map((type) => type.name);

/** The MIME type a file of `name` is stored and served as. */
export const mimeOf = (name: FileTypeName): string => ACCEPTED_FILE_TYPES.find((type) => type.name === name)!.mimeTypes[0];

/** The largest file accepted, in bytes (10 MB): a scanned document or a phone photo fits. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A file name's longest form (what the browser sends; stored to name the download). */
export const MAX_FILE_NAME_LENGTH = 255;

/** What a record stores for a file; a reply adds `url`, a short-lived signed download link. */
export interface FileRef {
  key: string;
  name: string;
  /** MIME type, as served. */
  type: string;
  size: number;
  url?: string;
}

/** The `accept` attribute of a file input: extensions and MIME types of `types`. */
export const acceptAttribute = (types: readonly FileTypeName[] = FILE_TYPE_NAMES): string =>
  ACCEPTED_FILE_TYPES.filter((type) => types.includes(type.name))
    .flatMap((type) => [...type.extensions.map((extension) => `.${extension}`), ...type.mimeTypes])
    .join(',');

/**
 * Why a file is refused. The first three the browser finds too (their texts are the panel's,
 * app.framework.file.<reason>; `unusable`: empty, or a name over MAX_FILE_NAME_LENGTH);
 * `content` and `incomplete` only the gateway, from the bytes.
 */
export type FileRefusal = 'type' | 'size' | 'unusable' | 'content' | 'incomplete';
/** The refusals the browser's check can give, with texts in FILE_MESSAGES. */
export type SharedFileRefusal = Exclude<FileRefusal, 'content' | 'incomplete'>;

export type FileCheck = { ok: true; type: FileTypeName } | { ok: false; reason: FileRefusal; args: Record<string, string> };

/** `bytes` as "2.4 MB" in `locale` (decimal separator of the language). */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** "PDF, PNG, JPEG": the types as a person reads them. */
export const typeList = (types: readonly FileTypeName[] = FILE_TYPE_NAMES) => types.map((name) => name.toUpperCase()).join(', ');

/**
 * Checks what is known of a file before its bytes are read: its declared type against `types`,
 * its size against the limit, its name's length. The browser runs it on the chosen file, the
 * gateway on the upload request and again on the upload itself.
 */
export function checkFileMeta(
  file: { name: string; type: string; size: number },
  types: readonly FileTypeName[] = FILE_TYPE_NAMES,
  locale = 'en',
): FileCheck {
  const type = acceptedFileType(file, types);
  if (!type) return { ok: false, reason: 'type', args: { types: typeList(types) } };
  if (file.size > MAX_FILE_BYTES) return { ok: false, reason: 'size', args: { max: formatFileSize(MAX_FILE_BYTES, locale) } };
  if (file.size <= 0 || file.name.length === 0 || file.name.length > MAX_FILE_NAME_LENGTH) return { ok: false, reason: 'unusable', args: {} };
  return { ok: true, type };
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The accepted type the content's first bytes show, or null (an executable named .pdf is null). */
export function sniffFileType(bytes: Uint8Array): FileTypeName | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))) return 'avif';
  if (startsWith(bytes, ascii('BM'))) return 'bmp';
  return null;
}

/** Checks the bytes against the type the upload declared. */
export function checkFileContent(bytes: Uint8Array, declared: FileTypeName): FileCheck {
  return sniffFileType(bytes) === declared
    ? { ok: true, type: declared }
    : { ok: false, reason: 'content', args: { type: declared.toUpperCase() } };
}

/** A shared refusal's text in `language` (the gateway's answers; the panel translates its key). */
export function fileCheckMessage(reason: SharedFileRefusal, args: Record<string, string>, language: 'en' | 'tr'): string {
  const text: string = FILE_MESSAGES[language][reason];
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => args[name] ?? '');
}
