import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
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

  it('while unavailable, stays in the Tab order, says why and asks nothing', async () => {
    const onConfirm = vi.fn();
    renderUi(
      <>
        <ConfirmAction onConfirm={onConfirm} unavailableReasonId="why">
          Delete all
        </ConfirmAction>
        <p id="why">Delete all waits until the import ends.</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Delete all' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('why');
    fireEvent.click(button);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
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

  it('leaves the focus on the table when the action takes its row away, not on the page’s body', async () => {
    function Rows() {
      const [rows, setRows] = useState(['a', 'b']);
      return (
        <table aria-label="Nodes">
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <td>
                  <ConfirmAction
                    aria-label={`Delete ${row}`}
                    onConfirm={() => setRows((current) => current.filter((r) => r !== row))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    renderUi(<Rows />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete a' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete a' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Nodes' })));
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
    // The focus is in the dialog (on Cancel), not on the page's body behind it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' })));
  });
});
