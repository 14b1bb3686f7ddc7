import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ConfirmAction } from './confirm-action';

describe('ConfirmAction', () => {
  it('asks before acting, and does nothing on cancel', async () => {
    const onConfirm = vi.fn();
    renderUi(<ConfirmAction onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action on confirm and closes when it succeeds', async () => {
    const onConfirm = vi.fn(async () => {});
    renderUi(
      <ConfirmAction onConfirm={onConfirm} message="Remove node 3?" confirmLabel="Remove">
        Remove node
      </ConfirmAction>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove node' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Remove node 3?');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('stays open and says why when the action fails', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('该节点下还有机构');
    });
    renderUi(<ConfirmAction onConfirm={onConfirm} />, { locale: 'zh-CN' });
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await screen.findByRole('dialog', { name: '请确认' });
    fireEvent.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe('该节点下还有机构');
    screen.getByRole('dialog');
  });
});
