import { NetworkError } from '@mch/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { NoPermissionDialog } from './no-permission-dialog';
import { RedirectingScreen, SessionErrorScreen, ShellSkeleton } from './startup-screens';

describe('start-up screens', () => {
  it('the no-permission Tip dialog cannot be dismissed, only confirmed', () => {
    const onConfirm = vi.fn();
    renderUi(<NoPermissionDialog onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Tip' });
    expect(dialog.textContent).toContain(
      'This login account has no accessible permission, please contact the administrator!',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    screen.getByRole('dialog', { name: 'Tip' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('the loading skeleton says what is happening', () => {
    renderUi(<ShellSkeleton />, { locale: 'zh-CN' });
    expect(screen.getByRole('status').textContent).toBe('正在加载工作台…');
  });

  it('a failed load explains itself and retries', () => {
    const onRetry = vi.fn();
    renderUi(<SessionErrorScreen error={new NetworkError('Failed to fetch')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Network error, please retry later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('the redirect notice links to the sign-in site', () => {
    renderUi(<RedirectingScreen signInUrl="/demo-login" />);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe(
      '/demo-login',
    );
  });
});
