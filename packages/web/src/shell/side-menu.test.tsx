import { buildMenu, type FunctionNode } from '@mch/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanNotifications,
  type FakeRoutes,
  fakeBackend,
  renderSignedInPage,
  TEST_FUNCTIONS,
} from '../test/fake-backend';
import { SideMenu } from './side-menu';

// Rendering with a signed-in session in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

const fn = (code: string, name: string, url: string | null, children?: FunctionNode[]): FunctionNode => ({
  code,
  name,
  type: 1,
  frontActionUrl: url,
  ...(children ? { children } : {}),
});

const FUNCTIONS: FunctionNode[] = [
  ...TEST_FUNCTIONS,
  fn('onlineTraining', '在线培训', 'https://training.test/'),
  fn('partner', '合作平台', 'https://partner.test/home'),
];

/** The side menu of a user granted FUNCTIONS, over a backend answering `routes`. */
async function renderMenu(routes: FakeRoutes, locale: 'en' | 'zh-CN' = 'en') {
  const backend = fakeBackend({
    'POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId': { data: FUNCTIONS },
    ...routes,
  });
  const items = buildMenu(FUNCTIONS).items;
  const view = await renderSignedInPage(<SideMenu items={items} currentId={null} />, backend, undefined, {
    locale,
  });
  return { ...view, backend };
}

describe('SideMenu', () => {
  it('opens the exam entry like the subsystems card: token exchanged, the page named by the subsystem', async () => {
    const { openPage, requests } = await renderMenu({
      'POST mainSync /v1/sync/examUserInfo': { data: null },
      'POST exam /user/token/exchange': { data: { token: 'exam-token' } },
    });
    fireEvent.click(screen.getByRole('button', { name: '在线考试' }));
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith('/out-system-url', { system: 'exam' }, 'Online exam'),
    );
    expect(openPage).toHaveBeenCalledTimes(1);
    expect(requests).toContain('POST exam /user/token/exchange');
  });

  it('a failed exchange of the training entry says syncing user info failed and opens nothing', async () => {
    const { openPage } = await renderMenu(
      { 'POST mainSync /v1/sync/userInfo': { fail: 'server error', status: 500 } },
      'zh-CN',
    );
    fireEvent.click(screen.getByRole('button', { name: '在线培训' }));
    expect(await screen.findByText('在线培训无法打开')).toBeTruthy();
    expect(screen.getByText('同步用户信息失败。')).toBeTruthy();
    expect(openPage).not.toHaveBeenCalled();
  });

  it('opens any other framed entry and the app pages directly, without an exchange', async () => {
    const { openPage, requests } = await renderMenu({});
    fireEvent.click(screen.getByRole('button', { name: '合作平台' }));
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith(
        '/out-system-url',
        { url: 'https://partner.test/home' },
        '合作平台',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '签约机构管理' }));
    expect(openPage).toHaveBeenLastCalledWith('/mahefnq', {}, '签约机构管理');
    expect(requests.filter((r) => r.includes('exchange') || r.includes('/v1/sync/'))).toEqual([]);
  });
});
