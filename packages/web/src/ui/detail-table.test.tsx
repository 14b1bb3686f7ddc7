import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { DetailTable } from './detail-table';

describe('DetailTable', () => {
  it('shows label/value pairs as a description list, with "-" for empty values', () => {
    renderUi(
      <DetailTable
        items={[
          { label: 'Name', value: 'Li Na' },
          { label: 'Mobile', value: '' },
          { label: 'Age', value: 0 },
          { label: 'Unit', value: null },
          { label: 'Link', value: <a href="/x">open</a> },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    const definitions = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(terms).toEqual(['Name', 'Mobile', 'Age', 'Unit', 'Link']);
    expect(definitions).toEqual(['Li Na', '-', '0', '-', 'open']);
    screen.getByRole('link', { name: 'open' });
  });

  it('lays items on a 24-column grid, 8 columns each unless told otherwise', () => {
    renderUi(
      <DetailTable
        items={[
          { key: 'a', label: 'A', value: 1 },
          { key: 'b', label: 'B', value: 2, span: 24 },
          { key: 'c', label: 'C', value: 3, span: 99 },
        ]}
      />,
    );
    const list = screen.getAllByRole('term')[0]!.closest('dl')!;
    expect(list.style.gridTemplateColumns).toBe('repeat(24, minmax(0, 1fr))');
    const spans = screen.getAllByRole('term').map((el) => (el.parentElement as HTMLElement).style.gridColumn);
    expect(spans).toEqual(['span 8', 'span 24', 'span 24']);
  });
});
