import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says there is no data by default', () => {
    renderUi(
      <section aria-label="list">
        <EmptyState />
      </section>,
      { locale: 'zh-CN' },
    );
    expect(screen.getByRole('region', { name: 'list' }).textContent).toBe('暂无数据');
  });

  it('shows a custom title, description and actions', () => {
    renderUi(
      <section aria-label="list">
        <EmptyState title="No data, please check the number" description="Try another code">
          <button type="button">Search again</button>
        </EmptyState>
      </section>,
    );
    // Title, then description, then the actions.
    expect(screen.getByRole('region', { name: 'list' }).textContent).toBe(
      'No data, please check the numberTry another codeSearch again',
    );
    screen.getByRole('button', { name: 'Search again' });
  });
});
