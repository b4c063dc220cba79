// The file field's checks, one code for the panel and the gateway (src/domain/files.ts), and the
// gateway's signed file links (gateway/files/links.ts): bound to what they were signed for, and
// working only until they expire.
import { describe, expect, it } from 'vitest';
import { FileLinks, DOWNLOAD_LINK_TTL_SECONDS, UPLOAD_LINK_TTL_SECONDS } from '../../gateway/files/links';
import { acceptAttribute, checkFileContent, checkFileMeta, fileCheckMessage, formatFileSize, MAX_FILE_BYTES, sniffFileType } from '../../src/domain/files';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('checking a file before its bytes are read', () => {
  it('accepts the spec’s types up to the limit', () => {
    expect(checkFileMeta({ name: 'ruhsat.pdf', type: 'application/pdf', size: MAX_FILE_BYTES })).toEqual({ ok: true, type: 'pdf' });
    expect(checkFileMeta({ name: 'scan.TIFF', type: '', size: 10 })).toEqual({ ok: true, type: 'tiff' });
  });

  it('refuses another type, a type the field does not take, an oversized, empty or over-long named file, each with its key', () => {
    expect(checkFileMeta({ name: 'anim.gif', type: 'image/gif', size: 10 })).toMatchObject({ ok: false, reason: 'type' });
    expect(checkFileMeta({ name: 'photo.png', type: 'image/png', size: 10 }, ['pdf'])).toMatchObject({ ok: false, args: { types: 'PDF' } });
    expect(checkFileMeta({ name: 'a.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1 })).toMatchObject({ ok: false, reason: 'size' });
    expect(checkFileMeta({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toMatchObject({ ok: false, reason: 'unusable' });
    expect(checkFileMeta({ name: `${'a'.repeat(300)}.pdf`, type: 'application/pdf', size: 1 })).toMatchObject({ ok: false, reason: 'unusable' });
  });

  it('words a refusal in English and Turkish, the size in the language’s numbers', () => {
    const check = checkFileMeta({ name: 'a.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1 });
    if (check.ok) throw new Error('accepted');
    expect(check.reason).toBe('size');
    expect(fileCheckMessage('size', check.args, 'en')).toBe('Too large: at most 10 MB');
    expect(fileCheckMessage('type', { types: 'PDF' }, 'tr')).toBe('Kabul edilen bir tür değil: PDF');
    expect(formatFileSize(2_516_582, 'tr')).toBe('2,4 MB');
    expect(formatFileSize(2_516_582, 'en')).toBe('2.4 MB');
  });

  it('gives the input’s accept attribute for the declared types', () => {
    expect(acceptAttribute(['pdf', 'jpeg'])).toBe('.pdf,application/pdf,.jpg,.jpeg,image/jpeg');
  });
});

describe('checking the bytes', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['tiff', bytes('II', [0x2a, 0x00])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', bytes([0, 0, 0, 0x20], 'ftypavif')],
    ['bmp', bytes('BM', [0, 0])],
  ])('knows a %s by its first bytes', (type, content) => {
    expect(sniffFileType(content)).toBe(type);
  });

  it('refuses an executable, or a PNG, sent as a PDF', () => {
    expect(checkFileContent(bytes('MZ', [0x90, 0, 3]), 'pdf')).toMatchObject({ ok: false, reason: 'content', args: { type: 'PDF' } });
    expect(checkFileContent(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'pdf').ok).toBe(false);
    expect(checkFileContent(bytes('%PDF-1.4'), 'pdf').ok).toBe(true);
  });
});

describe('signed file links', () => {
  const links = new FileLinks('a-secret-for-this-test-only-0123456789', '/api');
  const now = new Date('2026-03-01T10:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const parse = (url: string) => new URL(url, 'http://gateway');

  it('opens one franchise’s one file until it expires', () => {
    const url = parse(links.download('franchise-1', 'key-1', now));
    expect(url.pathname).toBe('/api/files/key-1');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(links.verifyDownload('franchise-1', 'key-1', expires, signature, later(DOWNLOAD_LINK_TTL_SECONDS - 1))).toBe('valid');
    expect(links.verifyDownload('franchise-1', 'key-1', expires, signature, later(DOWNLOAD_LINK_TTL_SECONDS))).toBe('expired');
    expect(links.verifyDownload('franchise-2', 'key-1', expires, signature, now)).toBe('invalid');
    expect(links.verifyDownload('franchise-1', 'key-2', expires, signature, now)).toBe('invalid');
    expect(links.verifyDownload('franchise-1', 'key-1', expires + 3600, signature, now)).toBe('invalid');
  });

  it('binds an upload to its franchise, uploader, name, type and size', () => {
    const grant = { franchise: 'f1', by: 'u1', key: 'k1', name: 'a.pdf', type: 'application/pdf', size: 100 };
    const url = parse(links.upload(grant, now).uploadUrl);
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(links.verifyUpload(grant, expires, signature, now)).toBe('valid');
    expect(links.verifyUpload(grant, expires, signature, later(UPLOAD_LINK_TTL_SECONDS))).toBe('expired');
    for (const change of [{ franchise: 'f2' }, { size: 101 }, { type: 'image/png' }, { name: 'b.pdf' }, { by: 'u2' }]) {
      expect(links.verifyUpload({ ...grant, ...change }, expires, signature, now)).toBe('invalid');
    }
  });
});
