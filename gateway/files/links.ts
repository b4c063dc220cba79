// The signed, expiring links of files (no bearer token: the signature is the key):
//   upload:   PUT  /api/files/upload/<key>?franchise&by&name&type&size&expires&signature
//             everything the upload may be is in the signature: the franchise it is bound to, who
//             asked, the declared name, type and size, and until when
//   download: GET  /api/files/<key>?franchise&expires&signature   one franchise's one file
// Both are HMACs keyed from JWT_SECRET (gateway/auth/signed-links.ts), so every gateway process
// sharing the secret accepts the links of the others.
import { SignedLinks, SIGNED_LINK_TTL_SECONDS, type LinkVerdict } from '../auth/signed-links';
import { FILE_LINK_PATHS, fillPath } from '../../src/domain/paths';

/** How long an upload link works: time to send a large file over a slow connection. */
export const UPLOAD_LINK_TTL_SECONDS = 15 * 60;
/** How long a download link in a record's reply works. */
export const DOWNLOAD_LINK_TTL_SECONDS = SIGNED_LINK_TTL_SECONDS;

export interface UploadGrant {
  franchise: string;
  by: string;
  key: string;
  name: string;
  /** MIME type. */
  type: string;
  size: number;
}

const uploadSubject = (grant: UploadGrant) =>
  JSON.stringify(['upload', grant.franchise, grant.by, grant.key, grant.type, grant.size, grant.name]);
const downloadSubject = (franchise: string, key: string) => JSON.stringify(['file', franchise, key]);

export class FileLinks {
  private readonly links: SignedLinks;

  /** `prefix`: where the API is mounted (`/api`), so a link is a path the browser can open. */
  constructor(secret: string, private readonly prefix: string) {
    this.links = new SignedLinks(secret);
  }

  upload(grant: UploadGrant, now: Date): { uploadUrl: string; expiresAt: string } {
    const { expires, signature } = this.links.sign(uploadSubject(grant), now, UPLOAD_LINK_TTL_SECONDS);
    const query = new URLSearchParams({
      franchise: grant.franchise,
      by: grant.by,
      name: grant.name,
      type: grant.type,
      size: String(grant.size),
      expires: String(expires),
      signature,
    });
    return { uploadUrl: `${this.prefix}${fillPath(FILE_LINK_PATHS.upload, { key: grant.key })}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  verifyUpload(grant: UploadGrant, expires: number, signature: string, now: Date): LinkVerdict {
    return this.links.verify(uploadSubject(grant), expires, signature, now);
  }

  download(franchise: string, key: string, now: Date): string {
    const { expires, signature } = this.links.sign(downloadSubject(franchise, key), now, DOWNLOAD_LINK_TTL_SECONDS);
    const query = new URLSearchParams({ franchise, expires: String(expires), signature });
    return `${this.prefix}${fillPath(FILE_LINK_PATHS.download, { key })}?${query}`;
  }

  verifyDownload(franchise: string, key: string, expires: number, signature: string, now: Date): LinkVerdict {
    return this.links.verify(downloadSubject(franchise, key), expires, signature, now);
  }
}
