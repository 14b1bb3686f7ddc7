import { describe, expect, it } from 'vitest';
import { type ImportRejectReason, importRejectionsCsv } from './import-report';

const TEXTS = {
  headings: ['Row', 'Name', 'Why'] as const,
  reason: (reason: ImportRejectReason) => (reason === 'duplicate' ? 'Same, as row "2"' : `because ${reason}`),
};

describe('the rows not imported as a CSV file', () => {
  it('lists each kept row with its number, name and reason in words, for Excel (BOM, CRLF)', () => {
    const csv = importRejectionsCsv(
      {
        rows: [
          { row: 2, name: '张伟', reason: 'unknownPerson' },
          { row: 7, name: null, reason: 'duplicate' },
        ],
        total: 2,
      },
      TEXTS,
    );
    expect(csv).toBe('\uFEFFRow,Name,Why\r\n2,张伟,because unknownPerson\r\n7,,"Same, as row ""2"""\r\n');
  });

  it('never hands a spreadsheet a formula, however the imported file wrote a name', () => {
    const names = ['=HYPERLINK("http://x.example","click")', '+1', '-2', '@SUM(A1)', '\tTab', '\rCR'];
    const csv = importRejectionsCsv(
      { rows: names.map((name, i) => ({ row: i + 2, name, reason: 'other' })), total: names.length },
      TEXTS,
    );
    const cells = csv
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.slice(line.indexOf(',') + 1, line.lastIndexOf(',')));
    expect(cells).toEqual([
      `"'=HYPERLINK(""http://x.example"",""click"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tTab",
      `"'\rCR"`,
    ]);
  });

  it('holds only the rows the report kept', () => {
    const csv = importRejectionsCsv({ rows: [{ row: 3, name: 'A', reason: 'other' }], total: 900 }, TEXTS);
    expect(csv.split('\r\n')).toHaveLength(3);
  });
});
