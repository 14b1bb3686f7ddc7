import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { OrgTreePanel } from './org-tree-panel';

describe('OrgTreePanel', () => {
  it('titles the tree and reads every organisation tree again on Refresh', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderUi(
      <QueryClientProvider client={client}>
        <OrgTreePanel>
          <p>the tree</p>
        </OrgTreePanel>
      </QueryClientProvider>,
    );
    screen.getByRole('heading', { name: 'Organisation catalogue tree', level: 2 });
    screen.getByText('the tree');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh tree' }));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
  });

  it('speaks Chinese when the app does', () => {
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <OrgTreePanel>{null}</OrgTreePanel>
      </QueryClientProvider>,
      { locale: 'zh-CN' },
    );
    screen.getByRole('heading', { name: '机构目录树' });
    screen.getByRole('button', { name: '刷新目录树' });
  });
});
