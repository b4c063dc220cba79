// Files of `file` fields (docs/gateway-api.md, "Files"): the signed upload link. Sending the bytes
// and opening a file's link are in ./upload.ts, which only the forms and views load.
import type { UploadUrlBody, UploadUrlReply } from '../../src/domain/callTypes';
import { FILE_PATHS } from '../../src/domain/paths';
import type { Transport } from './transport';

export function fileCalls(transport: Transport) {
  return {
    /** POST /files/upload-url {fileName, contentType, size}: a signed, expiring upload link. */
    uploadUrl: (body: UploadUrlBody) => transport.request<UploadUrlReply>(FILE_PATHS.uploadUrl, { method: 'POST', body }),
  };
}

export type FileCalls = ReturnType<typeof fileCalls>;
