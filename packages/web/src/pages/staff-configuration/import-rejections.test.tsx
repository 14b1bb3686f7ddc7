import { IMPORT_REPORT_ROW_LIMIT, IMPORT_REPORT_ROWS_SHOWN, type ImportRejections } from '@mch/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ImportRejectionsTable } from './import-rejections';

/** A report of `total` rows not imported of which the first `kept` (at most the SDK's limit) are listed. */
function report(total: number, kept = Math.min(total, IMPORT_REPORT_ROW_LIMIT)): ImportRejections {
  return {
    rows: Array.from({ length: kept }, (_, i) => ({
      row: i + 2,
      name: i === 1 ? null : `人员${i + 1}`,
      reason: i === 2 ? 'other' : 'unknownPerson',
    })),
    total,
  };
}

/** The row numbers the table lists. */
const listed = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('the rows an import did not take', () => {
  it('lists the first rows of a long report, counts the others and shows them on demand', () => {
    renderUi(<ImportRejectionsTable rejected={report(IMPORT_REPORT_ROW_LIMIT + 30)} fileName="big.xlsx" />);
    screen.getByRole('table', { name: 'Rows of big.xlsx not imported' });
    expect(listed()).toHaveLength(IMPORT_REPORT_ROWS_SHOWN);
    expect(listed()[0]).toBe('2');
    screen.getByText(`…and ${IMPORT_REPORT_ROW_LIMIT + 30 - IMPORT_REPORT_ROWS_SHOWN} more rows`);
    // A row without a name, and a reason the page does not know, are said in words.
    screen.getByText('(no name)');
    screen.getByText('Not imported (the server gave a reason this page does not know)');

    // The backend counted more rows than are kept: the button says it shows the first of them, not all.
    const first = screen.getByRole('button', {
      name: `Show the first ${IMPORT_REPORT_ROW_LIMIT} of the ${IMPORT_REPORT_ROW_LIMIT + 30} rows of big.xlsx not imported`,
    });
    expect(first.textContent).toBe(`Show the first ${IMPORT_REPORT_ROW_LIMIT}`);
    fireEvent.click(first);
    expect(listed()).toHaveLength(IMPORT_REPORT_ROW_LIMIT);
    screen.getByText('…and 30 more rows, not listed');
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(listed()).toHaveLength(IMPORT_REPORT_ROWS_SHOWN);
    // Restored after a reload, the report has only the rows the tab kept: its download says so.
    screen.getByRole('button', {
      name: `Download as CSV: the first ${IMPORT_REPORT_ROW_LIMIT} of the ${IMPORT_REPORT_ROW_LIMIT + 30} rows of big.xlsx not imported (the page was reloaded)`,
    });
  });

  it('shows all of a report whose rows are all kept', () => {
    renderUi(<ImportRejectionsTable rejected={report(40)} fileName="mid.xlsx" />);
    const all = screen.getByRole('button', { name: 'Show all 40 rows of mid.xlsx not imported' });
    expect(all.textContent).toBe('Show all');
    fireEvent.click(all);
    expect(listed()).toHaveLength(40);
    expect(screen.queryByText(/not listed/)).toBeNull();
  });

  it('lists a short report whole, with nothing more to show', () => {
    renderUi(<ImportRejectionsTable rejected={report(3)} fileName="a.csv" />);
    expect(listed()).toEqual(['2', '3', '4']);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Download as CSV: the 3 rows of a.csv not imported',
    ]);
    expect(screen.queryByText(/more row/)).toBeNull();
  });

  it('downloads every row as a CSV file named after the imported file, to correct it with', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ blob: blob as Blob, name: '' });
      return 'blob:rows';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    try {
      // The page that ran the import holds every row, beyond those it lists.
      const all = IMPORT_REPORT_ROW_LIMIT + 30;
      renderUi(<ImportRejectionsTable rejected={report(all, all)} fileName="big.xlsx" />);
      screen.getByRole('button', {
        name: `Show the first ${IMPORT_REPORT_ROW_LIMIT} of the ${all} rows of big.xlsx not imported`,
      });
      fireEvent.click(
        screen.getByRole('button', { name: `Download as CSV: the ${all} rows of big.xlsx not imported` }),
      );
      expect(saved).toHaveLength(1);
      expect(saved[0]?.name).toBe('big - rows not imported.csv');
      const lines = (await saved[0]?.blob.text())?.split('\r\n') ?? [];
      expect(lines[0]).toBe('\uFEFFRow,Name,Why');
      expect(lines.slice(1, 4)).toEqual([
        '2,人员1,No doctor account matches this person',
        '3,,No doctor account matches this person',
        '4,人员3,Not imported (the server gave a reason this page does not know)',
      ]);
      // Every row, not only those listed.
      expect(lines).toHaveLength(all + 2);
    } finally {
      created.mockRestore();
      clicked.mockRestore();
    }
  });

  it('speaks Chinese', () => {
    renderUi(
      <ImportRejectionsTable
        rejected={{
          rows: [
            { row: 3, name: '测试甲', reason: 'unknownPerson' },
            { row: 4, name: '赵敏', reason: 'invalidMobile' },
          ],
          total: 12,
        }}
        fileName="人员.xlsx"
      />,
      { locale: 'zh-CN' },
    );
    const table = screen.getByRole('table', { name: '人员.xlsx 中未导入的行' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['行号', '姓名', '原因'],
      ['3', '测试甲', '没有与此人匹配的医生账号'],
      ['4', '赵敏', '手机号格式不正确'],
    ]);
    screen.getByText('……另有 10 行未列出');
  });
});
