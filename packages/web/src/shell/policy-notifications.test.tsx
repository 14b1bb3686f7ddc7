import { Notifications, notifications } from '@mantine/notifications';
import { createWorkbench, type Workbench } from '@mch/sdk';
import {
  manualVisibility,
  memoryCookies,
  memoryLocation,
  memoryStorage,
  STORED_TOKEN_KEY,
  systemClock,
} from '@mch/sdk/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { localeAtom } from '../i18n';
import { validateRuntimeConfig } from '../platform/config';
import { RuntimeConfigProvider } from '../platform/runtime-config-context';
import { WorkbenchProvider } from '../platform/workbench-context';
import { renderUi } from '../test/render';
import { AccountSwitchModal } from './account-switch-modal';
import { PolicyNotifications } from './policy-notifications';

const parsed = validateRuntimeConfig(shipped);
if (!parsed.ok) throw new Error('the shipped config.json is invalid');
const config = parsed.config;

function testWorkbench(seed: { cookie?: string; storedToken?: string } = {}) {
  const cookies = memoryCookies(seed.cookie ? { mch_token: seed.cookie } : {});
  const sessionStorage = memoryStorage(seed.storedToken ? { [STORED_TOKEN_KEY]: seed.storedToken } : {});
  const location = memoryLocation('http://localhost/workbench');
  const visibility = manualVisibility(true);
  const wb = createWorkbench({
    baseUrls: {
      main: 'http://localhost/api/main',
      live: 'http://localhost/api/live',
      message: 'http://localhost/api/message',
      fds: 'http://localhost/api/fds',
      exam: 'http://localhost/api/exam',
      training: 'http://localhost/api/training',
    },
    signInUrl: '/demo-login',
    adapters: {
      fetch: () => Promise.reject(new TypeError('no network in this test')),
      cookies,
      sessionStorage,
      localStorage: memoryStorage(),
      clock: systemClock,
      location,
      visibility,
    },
  });
  return { wb, cookies, location, visibility };
}

function Providers({ wb, children }: { wb: Workbench; children?: ReactNode }) {
  return (
    <RuntimeConfigProvider config={config}>
      <WorkbenchProvider workbench={wb}>
        <Notifications />
        {children}
      </WorkbenchProvider>
    </RuntimeConfigProvider>
  );
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('PolicyNotifications', () => {
  it('shows a warning with the server’s message, or the text of its message key', async () => {
    // Two workbenches: the policy lets one warning through per 700 ms.
    for (const [message, shown] of [
      ['参数错误', '参数错误'],
      [undefined, 'The server sent an answer the workbench cannot read.'],
    ] as const) {
      const { wb } = testWorkbench();
      const view = renderUi(
        <Providers wb={wb}>
          <PolicyNotifications />
        </Providers>,
      );
      act(() => {
        wb.policy.warn({
          message,
          messageKey: message ? 'error.server' : 'error.malformed',
          code: 'E1',
          operation: undefined,
        });
      });
      await screen.findByText(shown);
      view.unmount();
    }
  });

  it('shows the expired-login and network messages in the current language', async () => {
    const { wb } = testWorkbench();
    renderUi(
      <Providers wb={wb}>
        <PolicyNotifications />
      </Providers>,
      { locale: 'zh-CN' },
    );
    act(() => {
      // The network message first: after an expired answer the policy reports nothing else.
      wb.policy.network('offline', undefined);
      wb.policy.expire(undefined);
    });
    await screen.findByText('登录已失效，请重新登录。');
    await screen.findByText('网络异常，请稍后重试。');
  });
  it('says its warnings again in the language switched to, and a server’s message as it came', async () => {
    // Two workbenches: the policy lets one warning through per 700 ms.
    const { wb } = testWorkbench();
    const other = testWorkbench().wb;
    const { store } = renderUi(
      <RuntimeConfigProvider config={config}>
        <Notifications />
        <WorkbenchProvider workbench={wb}>
          <PolicyNotifications />
        </WorkbenchProvider>
        <WorkbenchProvider workbench={other}>
          <PolicyNotifications />
        </WorkbenchProvider>
      </RuntimeConfigProvider>,
    );
    act(() => {
      wb.policy.warn({ message: undefined, messageKey: 'error.malformed', code: 'E1', operation: undefined });
    });
    const malformed = await screen.findByRole('alert');
    within(malformed).getByText('Warning');
    within(malformed).getByText('The server sent an answer the workbench cannot read.');
    act(() => store.set(localeAtom, 'zh-CN'));
    within(malformed).getByText('警告');
    within(malformed).getByText('服务器返回了工作台无法识别的数据。');

    // A warning with the server's own message: only its title is the app's.
    act(() => {
      other.policy.warn({
        message: '参数错误',
        messageKey: 'error.server',
        code: 'E1',
        operation: undefined,
      });
    });
    const server = (await screen.findByText('参数错误')).closest<HTMLElement>('[role="alert"]');
    if (!server) throw new Error('the warning is not an alert');
    within(server).getByText('警告');
    act(() => store.set(localeAtom, 'en'));
    within(server).getByText('Warning');
    within(server).getByText('参数错误');
    within(malformed).getByText('The server sent an answer the workbench cannot read.');
  });
});

describe('AccountSwitchModal', () => {
  it('asks to reload when the tab becomes visible with another account’s cookie', async () => {
    const { wb, cookies, location, visibility } = testWorkbench({
      cookie: 'demo-doctor',
      storedToken: 'demo-doctor',
    });
    renderUi(
      <Providers wb={wb}>
        <AccountSwitchModal />
      </Providers>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      visibility.set(false);
      cookies.set('mch_token', 'demo-admin');
      visibility.set(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Account switched' });
    expect(dialog.textContent).toContain('another account');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(location.reloads).toBe(1);
  });

  it('says so when the other window signed out', async () => {
    const { wb, cookies, visibility } = testWorkbench({ cookie: 'demo-doctor', storedToken: 'demo-doctor' });
    renderUi(
      <Providers wb={wb}>
        <AccountSwitchModal />
      </Providers>,
    );
    act(() => {
      cookies.remove('mch_token');
      visibility.set(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Signed out' });
    expect(dialog.textContent).toContain('You are no longer signed in: the login ended in another window');
  });
});
