import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/framework/views/csv';

describe('CSV writer', () => {
  it('quotes cells with commas, quotes, line breaks or edge spaces, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('writes empty cells for null and undefined, numbers as numbers, Turkish text as is', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('Kadıköy Şube Çağrı')).toBe('Kadıköy Şube Çağrı');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+90 532')).toBe("'+90 532");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('joins a header and rows with CRLF', () => {
    expect(toCsv(['Plate', 'Status'], [['34 ABC 1', 'In use'], ['06, X', null]])).toBe(
      'Plate,Status\r\n34 ABC 1,In use\r\n"06, X",',
    );
    expect(toCsv(['Only'], [])).toBe('Only');
  });
});
