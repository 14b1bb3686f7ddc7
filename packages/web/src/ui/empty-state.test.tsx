import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says there is no data by default', () => {
    renderUi(<EmptyState />, { locale: 'zh-CN' });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows a custom title, description and actions', () => {
    renderUi(
      <EmptyState title="No data, please check the number" description="Try another code">
        <button type="button">Search again</button>
      </EmptyState>,
    );
    expect(screen.getByText('No data, please check the number')).toBeTruthy();
    expect(screen.getByText('Try another code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search again' })).toBeTruthy();
  });
});
