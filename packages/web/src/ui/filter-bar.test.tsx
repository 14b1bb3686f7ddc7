import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { FilterBar } from './filter-bar';
import { useListFilter } from './use-list-filter';

function NameList() {
  const filter = useListFilter({ name: '' });
  return (
    <>
      <FilterBar label="Filters" onSearch={filter.search} onReset={filter.reset}>
        <TextInput
          label="Name"
          value={filter.typed.name}
          onChange={(event) => filter.setTyped({ name: event.currentTarget.value })}
        />
      </FilterBar>
      <p>{`applied: ${filter.applied.name}, page ${filter.paging.page}`}</p>
      <button type="button" onClick={() => filter.paging.onPageChange({ page: 3, pageSize: 10 })}>
        Page 3
      </button>
    </>
  );
}

describe('FilterBar with useListFilter', () => {
  it('applies the typed filter on search (also by Enter) and goes back to page 1', () => {
    renderUi(<NameList />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Li' } });
    screen.getByText('applied: , page 3');
    fireEvent.submit(screen.getByRole('form', { name: 'Filters' }));
    screen.getByText('applied: Li, page 1');
  });

  it('clears the typed and the applied filter on reset', () => {
    renderUi(<NameList />, { locale: 'zh-CN' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wang' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    screen.getByText('applied: Wang, page 1');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    screen.getByText('applied: , page 1');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
