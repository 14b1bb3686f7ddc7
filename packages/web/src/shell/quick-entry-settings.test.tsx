import type { MenuItem } from '@mch/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, renderSignedInPage } from '../test/render-page';
import { QuickEntrySettings } from './quick-entry-settings';

const item = (name: string, title: string): MenuItem => ({
  name,
  title,
  levelList: [title],
  isIframeUrl: false,
});
const candidates = [
  item('/loginLog', 'Login log'),
  item('/mahefnq', 'Organisations'),
  item('/user-notice', 'Messages'),
];

// Rendering in jsdom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });

const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

describe('QuickEntrySettings', () => {
  it('shows the hint and a checkbox per feature, and saves the checked ones', () => {
    const onSave = vi.fn();
    renderPage(
      <QuickEntrySettings
        opened
        onClose={() => {}}
        candidates={candidates}
        chosen={['/loginLog', '/mahefnq']}
        onSave={onSave}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Custom quick entries' });
    expect(dialog.textContent).toContain('Checked features show on top; unchecked ones are hidden.');
    expect((screen.getByRole('checkbox', { name: 'Login log' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Messages' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Login log' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Messages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['/mahefnq', '/user-notice']);
  });

  it('cancels without saving', () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    renderPage(
      <QuickEntrySettings opened onClose={onClose} candidates={candidates} chosen={[]} onSave={onSave} />,
      { locale: 'zh-CN' },
    );
    screen.getByRole('dialog', { name: '自定义快捷入口' });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a changed choice as a draft, offers it back when the dialog opens again, and asks before closing', async () => {
    const onClose = vi.fn();
    const view = await renderSignedInPage(
      <QuickEntrySettings
        opened
        onClose={onClose}
        candidates={candidates}
        chosen={['/loginLog']}
        onSave={() => {}}
      />,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Messages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    view.unmount();

    // Opened again in the same tab (after a reload, say): the choice starts from what is saved and offers the draft.
    const again = renderPage(
      <QuickEntrySettings
        opened
        onClose={onClose}
        candidates={candidates}
        chosen={['/loginLog']}
        onSave={() => {}}
      />,
      { demo: view.demo, wb: view.wb },
    );
    const offer = await screen.findByRole('region', { name: 'Restore what you were typing?' });
    expect(checked('Messages')).toBe(false);
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(checked('Messages')).toBe(true));
    expect(checked('Login log')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Restore what you were typing?' })).toBeNull();

    // Saved: the draft is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(again.wb.drafts.has('quick-entries')).toBe(false);
  });
});
