import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StartupErrorScreen } from './startup-error-screen';

describe('StartupErrorScreen', () => {
  it('explains a broken config.json in English and Chinese', () => {
    render(
      <StartupErrorScreen
        env="test"
        problem={{
          kind: 'config',
          failure: { reason: 'invalid', issues: [{ path: 'baseUrls.main', kind: 'missing' }] },
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The app configuration could not be loaded');
    expect(alert.textContent).toContain('无法加载应用配置');
    expect(alert.textContent).toContain('baseUrls.main is missing');
    expect(alert.textContent).toContain('缺少 baseUrls.main');
  });

  it('offers a reload', () => {
    const onReload = vi.fn();
    render(
      <StartupErrorScreen env="test" problem={{ kind: 'demoBackend', detail: 'boom' }} onReload={onReload} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('boom');
    fireEvent.click(screen.getByRole('button', { name: 'Reload / 重新加载' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
