import { NetworkError } from '@mch/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartupErrorScreen } from '../app/startup-error-screen';
import { removeBootSkeleton } from '../platform/boot-skeleton';
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

  describe("the page's outline (index.html's #boot-skeleton)", () => {
    afterEach(removeBootSkeleton);
    const addOutline = () =>
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<div id="boot-skeleton"><div aria-hidden="true"></div><p role="status" data-boot-status></p></div>',
      );

    it('while it is there, the loading screen says its status in it and draws no skeleton of its own', () => {
      addOutline();
      const { container } = renderUi(<ShellSkeleton adoptBoot />, { locale: 'zh-CN' });
      expect(screen.getAllByRole('status')).toHaveLength(1);
      expect(document.querySelector('#boot-skeleton [role="status"]')?.textContent).toBe('正在加载工作台…');
      expect(container.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
    });

    it('once it is gone (a retried session), the loading screen draws its own', () => {
      const { container } = renderUi(<ShellSkeleton adoptBoot />);
      expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading the workbench…');
    });

    it('the error screen of a failed start takes it away', () => {
      addOutline();
      renderUi(
        <SessionErrorScreen
          error={new NetworkError('Failed to fetch')}
          onRetry={() => {}}
          onLogout={() => {}}
        />,
      );
      expect(document.getElementById('boot-skeleton')).not.toBeNull();
      renderUi(<StartupErrorScreen problem={{ kind: 'unexpected' }} env="test" />);
      expect(document.getElementById('boot-skeleton')).toBeNull();
    });
  });

  it('a failed load explains itself, retries, logs out, and switches the language', async () => {
    const onRetry = vi.fn();
    const onLogout = vi.fn();
    renderUi(
      <SessionErrorScreen
        error={new NetworkError('Failed to fetch')}
        onRetry={onRetry}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Network error, please retry later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByText('简体中文'));
    await screen.findByRole('button', { name: '退出登录' });
  });

  it('the redirect notice links to the sign-in site', () => {
    renderUi(<RedirectingScreen signInUrl="/demo-login" />);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe(
      '/demo-login',
    );
  });
});
