import type { MenuItem } from '@mch/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
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

describe('QuickEntrySettings', () => {
  it('shows the hint and a checkbox per feature, and saves the checked ones', () => {
    const onSave = vi.fn();
    renderUi(
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
    renderUi(
      <QuickEntrySettings opened onClose={onClose} candidates={candidates} chosen={[]} onSave={onSave} />,
      {
        locale: 'zh-CN',
      },
    );
    expect(screen.getByRole('dialog', { name: '自定义快捷入口' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});
