// The demo's bill files (gateway/seed/bills.ts), drawn like the demo photos (demo-photos.ts): the
// seed has only the database, so a seeded bill's file is a files row whose bytes the gateway
// writes when asked, the same one-page PDF for the same key every time.
import { SEEDED_PHOTO_UPLOADER, seededPhoto } from './demo-photos';

/** Who "uploaded" a seeded bill file (files.uploaded_by): the marker the download route draws it for. */
export const SEEDED_BILL_UPLOADER = 'seed:bill';

/** A one-page PDF whose page says `lines` (ASCII), with a correct cross-reference table. */
function onePagePdf(lines: readonly string[]): Buffer {
  const escaped = lines.map((line) => line.replace(/[\\()]/g, (char) => `\\${char}`));
  const text = ['BT /F1 14 Tf 56 780 Td 20 TL', ...escaped.map((line) => `(${line}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The PDF of the seeded bill file `key`. */
export const seededBill = (key: string): Buffer => onePagePdf(['Electricity bill', 'Demo copy drawn by the gateway', `File ${key}`]);

/** The drawn bytes of a seeded file, by its uploader marker; null for an uploaded one (its bytes are stored). */
export function seededFile(uploadedBy: string, key: string): Buffer | null {
  if (uploadedBy === SEEDED_PHOTO_UPLOADER) return seededPhoto(key);
  if (uploadedBy === SEEDED_BILL_UPLOADER) return seededBill(key);
  return null;
}
