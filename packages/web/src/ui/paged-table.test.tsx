import { NetworkError } from '@mch/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { PagedTable, type PagedTableColumn } from './paged-table';
import { usePaging } from './paging';

interface Log {
  id: number;
  userName: string;
  unitName: string | null;
}

const columns: PagedTableColumn<Log>[] = [
  { key: 'userName', title: 'User' },
  { key: 'unit', title: 'Unit', field: 'unitName', shorten: 6 },
  { key: 'actions', title: 'Actions', render: (row) => <button type="button">Open {row.id}</button> },
];

const rows: Log[] = [
  { id: 1, userName: 'zhangsan', unitName: '长沙市妇幼保健院' },
  { id: 2, userName: 'lisi', unitName: null },
];

function base(overrides: Partial<Parameters<typeof PagedTable<Log>>[0]> = {}) {
  return {
    columns,
    rows,
    rowKey: 'id' as const,
    total: 42,
    page: 1,
    pageSize: 10,
    onPageChange: vi.fn(),
    label: 'Login log',
    ...overrides,
  };
}

describe('PagedTable', () => {
  it('groups the digits of the total, in either language, and keeps its plural', () => {
    const { unmount } = renderUi(<PagedTable {...base({ total: 2000 })} />);
    screen.getByText('Total 2,000 items');
    unmount();
    renderUi(<PagedTable {...base({ total: 1 })} />);
    screen.getByText('Total 1 item');
    renderUi(<PagedTable {...base({ total: 16681 })} />, { locale: 'zh-CN' });
    screen.getByText('共 16,681 条');
  });

  it('groups the digits of the page numbers too', () => {
    renderUi(<PagedTable {...base({ total: 123_456 })} />);
    expect(screen.getByRole('button', { name: 'Page 12,346' }).textContent).toBe('12,346');
  });

  it('shows the rows with their columns, the total and the pager', () => {
    renderUi(<PagedTable {...base()} />);
    const table = screen.getByRole('table', { name: 'Login log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'Unit', 'Actions']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(
      bodyRows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['zhangsan', '长沙市妇幼保...', 'Open 1'],
      ['lisi', '-', 'Open 2'],
    ]);
    screen.getByText('Total 42 items');
    screen.getByRole('button', { name: 'Page 5' });
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for another page from the pager, the page-size select and the jumper', () => {
    const onPageChange = vi.fn();
    renderUi(<PagedTable {...base({ onPageChange })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });

    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 / page', '20 / page', '30 / page', '40 / page', '50 / page']);
    fireEvent.change(sizes, { target: { value: '30' } });
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 30 });

    const jumper = screen.getByRole('textbox', { name: 'Go to page' });
    fireEvent.change(jumper, { target: { value: '4' } });
    fireEvent.keyDown(jumper, { key: 'Enter' });
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 4, pageSize: 10 });
  });

  it('refuses a page that does not exist', () => {
    const onPageChange = vi.fn();
    renderUi(<PagedTable {...base({ onPageChange })} />);
    const jumper = screen.getByRole('textbox', { name: 'Go to page' });
    fireEvent.change(jumper, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter a page number from 1 to 5');
    expect(jumper.getAttribute('aria-invalid')).toBe('true');
    // The message is the box's description (a screen reader reads it with the box).
    const described = jumper.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Enter a page number from 1 to 5');
  });

  it('says when it is loading the first rows', () => {
    renderUi(<PagedTable {...base({ rows: undefined, loading: true, total: 0 })} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    screen.getByText('Loading…');
    // No count is claimed before an answer brings one ('Total 0 items' beside 'Loading…' said the list was empty).
    expect(screen.queryByText(/^Total/)).toBeNull();
  });

  it('goes to the new last page when the rows of the last page are gone', () => {
    const onPageChange = vi.fn();
    renderUi(<PagedTable {...base({ rows: [], total: 20, page: 3, onPageChange })} />);
    expect(onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
    const stays = vi.fn();
    renderUi(<PagedTable {...base({ rows: [], total: 0, page: 1, onPageChange: stays })} />);
    renderUi(<PagedTable {...base({ rows: [], total: 20, page: 3, loading: true, onPageChange: stays })} />);
    expect(stays).not.toHaveBeenCalled();
  });

  it('shows the empty state when there are no rows', () => {
    renderUi(<PagedTable {...base({ rows: [], total: 0 })} />, { locale: 'zh-CN' });
    screen.getByText('暂无数据');
    screen.getByText('共 0 条');
  });

  it('shows the error with its message and a retry button', () => {
    const onRetry = vi.fn();
    renderUi(<PagedTable {...base({ rows: undefined, error: new NetworkError('offline'), onRetry })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The data could not be loaded.');
    expect(alert.textContent).toContain('Network error, please retry later.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a page that failed keeps the pager of the last answer (the user can go back) and claims no total', () => {
    const onPageChange = vi.fn();
    const { rerender } = renderUi(<PagedTable {...base({ onPageChange })} />);
    screen.getByText('Total 42 items');
    // Page 2 was asked for and failed: no rows, no total of its own.
    rerender(
      <PagedTable
        {...base({ onPageChange, page: 2, rows: undefined, total: 0, error: new NetworkError('offline') })}
      />,
    );
    screen.getByRole('alert');
    expect(screen.queryByText(/^Total/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    screen.getByRole('button', { name: 'Page 5' });
    // An answer brings its own total again.
    rerender(<PagedTable {...base({ onPageChange, total: 12 })} />);
    screen.getByText('Total 12 items');
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
  });

  it('keeps a nowrap column on one line, its header too', () => {
    renderUi(
      <PagedTable
        {...base({
          columns: [{ key: 'userName', title: 'Contact person', nowrap: true }, ...columns.slice(1)],
        })}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Contact person' }).style.whiteSpace).toBe('nowrap');
    expect(screen.getByRole('cell', { name: 'zhangsan' }).style.whiteSpace).toBe('nowrap');
    expect(screen.getByRole('columnheader', { name: 'Unit' }).style.whiteSpace).toBe('');
  });

  it('works with usePaging: a new page size goes back to page 1', () => {
    function Harness() {
      const paging = usePaging();
      return (
        <>
          <output>{`${paging.page}/${paging.pageSize}`}</output>
          <PagedTable
            {...base()}
            page={paging.page}
            pageSize={paging.pageSize}
            onPageChange={paging.onPageChange}
          />
        </>
      );
    }
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('status').textContent).toBe('3/10');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '20' } });
    expect(screen.getByRole('status').textContent).toBe('1/20');
    screen.getByRole('button', { name: 'Page 3' });
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });
});
