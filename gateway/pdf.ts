// A minimal one-page PDF (1.4) with a title and wrapped text, written by hand: a catalog, a page
// tree, one page, the standard Helvetica font and one content stream, with an exact xref table.
// Helvetica's built-in encoding covers ASCII only, so other letters are spelt without accents
// (ş -> s, İ -> I, ü -> u): readable, and every byte of the file is ASCII.

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 16;
const BODY_SIZE = 11;
const LEADING = 15;
/** Characters per line at 11 pt Helvetica across the text width (an average glyph ~0.5 em). */
const LINE_CHARS = 86;
const MAX_LINES = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 2 * TITLE_SIZE) / LEADING);

const SPELLING: Record<string, string> = { ı: 'i', İ: 'I', ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-' };

/** Plain ASCII: accents dropped, a few letters spelt out, anything else a question mark. */
export function toAscii(text: string): string {
  return [...text.normalize('NFD')]
    .map((char) => SPELLING[char] ?? char)
    .join('')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\n]/g, '?');
}

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** Wraps on spaces; a word longer than a line is cut. */
export function wrap(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      for (let rest = word; rest.length > 0; ) {
        const room = line ? width - line.length - 1 : width;
        if (rest.length <= room) {
          line = line ? `${line} ${rest}` : rest;
          rest = '';
        } else if (line) {
          lines.push(line);
          line = '';
        } else {
          lines.push(rest.slice(0, width));
          rest = rest.slice(width);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The PDF bytes of one A4 page: `title` in bold size, then `body` wrapped (cut at the page end). */
export function renderTextPdf(title: string, body: string): Buffer {
  const lines = wrap(toAscii(body)).slice(0, MAX_LINES);
  const top = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
  const stream = [
    'BT',
    `/F2 ${TITLE_SIZE} Tf`,
    `${MARGIN} ${top} Td`,
    `(${escapePdf(toAscii(title))}) Tj`,
    `/F1 ${BODY_SIZE} Tf`,
    `${LEADING} TL`,
    `0 ${-2 * TITLE_SIZE + LEADING} Td`,
    ...lines.map((line) => `T* (${escapePdf(line)}) Tj`),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
