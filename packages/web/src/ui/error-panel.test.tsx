import { AccountSwitchedError, ApiError, NetworkError } from '@mch/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('shows the server’s message and retries', () => {
    const onRetry = vi.fn();
    renderUi(
      <ErrorPanel
        error={new ApiError({ code: 500, status: 200, serverMessage: '服务器繁忙' })}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('服务器繁忙');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says that another account signed in when a call was not sent for that reason', () => {
    renderUi(<ErrorPanel error={new AccountSwitchedError('Another account has signed in')} />, {
      locale: 'zh-CN',
    });
    expect(screen.getByRole('alert').textContent).toContain(
      '已有其他账号在此浏览器登录，请重新加载页面后继续。',
    );
  });

  it('explains SDK network errors in the current language', () => {
    renderUi(<ErrorPanel title="加载失败" error={new NetworkError('Failed to fetch')} />, {
      locale: 'zh-CN',
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('加载失败');
    expect(alert.textContent).toContain('网络异常，请稍后重试。');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says in words what went wrong with an API error without a message, with the HTTP status', () => {
    let { unmount } = renderUi(<ErrorPanel error={new ApiError({ code: 'HTTP_500', status: 500 })} />);
    expect(screen.getByRole('alert').textContent).toContain('The server answered with an error. (HTTP 500)');
    unmount();
    // A gateway's answer for a backend it could not reach is a network failure (SPEC.md §8), status kept.
    ({ unmount } = renderUi(<ErrorPanel error={new ApiError({ code: 'HTTP_502', status: 502 })} />));
    expect(screen.getByRole('alert').textContent).toContain('Network error, please retry later. (HTTP 502)');
    unmount();
    ({ unmount } = renderUi(<ErrorPanel error={new ApiError({ code: 'HTTP_504', status: 504 })} />));
    expect(screen.getByRole('alert').textContent).toContain(
      'The request timed out, please retry later. (HTTP 504)',
    );
    unmount();
    renderUi(<ErrorPanel error={new ApiError({ code: 'MALFORMED_BODY', status: 200 })} />, {
      locale: 'zh-CN',
    });
    expect(screen.getByRole('alert').textContent).toContain('服务器返回了工作台无法识别的数据。');
    expect(screen.getByRole('alert').textContent).not.toContain('MALFORMED_BODY');
  });

  it('names the code of an API error that is neither', () => {
    renderUi(<ErrorPanel error={new ApiError({ code: 'E42', status: 200 })} />);
    expect(screen.getByRole('alert').textContent).toContain('The request failed (code E42).');
  });
});
