import type { DemoFunction } from '@mch/mock/testing';
import { buildMenu, quickEntryKey } from '@mch/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, demoUser, renderSignedInPage, testDemo } from '../test/render-page';
import { SideMenu } from './side-menu';

// Rendering with a signed-in session in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

/** A framed page of another platform, granted to the user on top of the demo's functions. */
const PARTNER: DemoFunction = {
  code: 'partner',
  name: '合作平台',
  type: 1,
  frontActionUrl: 'https://partner.test/home',
  treeCode: '25.900',
};

/** The side menu of demo-doctor with the exam, training and organisation entries and PARTNER. */
async function renderMenu(demo = testDemo(), locale: 'en' | 'zh-CN' = 'en') {
  const user = demoUser(demo);
  user.functions.push(PARTNER);
  const all = (nodes: DemoFunction[]): DemoFunction[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
  const shown = all(user.functions).filter((f) =>
    ['onlineExam', 'onlineTraining', 'mahefnq', 'partner'].includes(f.code),
  );
  return renderSignedInPage(<SideMenu items={buildMenu(shown).items} currentId={null} />, { demo, locale });
}

describe('SideMenu', () => {
  it('opens the groups of a page shown another way (a tab, a quick entry), and marks the page', async () => {
    const demo = testDemo();
    const menu = buildMenu(demoUser(demo).functions).items;
    const group = menu.find((item) => (item.children ?? []).some((child) => !child.children));
    const entry = group?.children?.find((child) => !child.children);
    if (!group || !entry) throw new Error('no group with an entry in the demo menu');
    const { rerenderPage } = await renderSignedInPage(<SideMenu items={menu} currentId={null} />, { demo });
    const groupButton = screen.getByRole('button', { name: group.title });
    expect(groupButton.getAttribute('aria-expanded')).toBe('false');
    rerenderPage(<SideMenu items={menu} currentId={quickEntryKey(entry)} />);
    await waitFor(() => expect(groupButton.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('button', { name: entry.title }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the exam entry like the subsystems card: token exchanged, the page named by the subsystem', async () => {
    const { openPage, demo } = await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: '在线考试' }));
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith('/out-system-url', { system: 'exam' }, 'Online exam'),
    );
    expect(openPage).toHaveBeenCalledTimes(1);
    expect(demo.requests()).toContain('POST exam /user/token/exchange');
  });

  it('a failed exchange of the training entry says syncing user info failed and opens nothing', async () => {
    const demo = testDemo();
    demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/userInfo' });
    const { openPage } = await renderMenu(demo, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '在线培训' }));
    await screen.findByText('在线培训无法打开');
    screen.getByText('同步用户信息失败。');
    expect(openPage).not.toHaveBeenCalled();
  });

  it('opens any other framed entry and the app pages directly, without an exchange', async () => {
    const { openPage, demo } = await renderMenu();
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
    expect(demo.requests().filter((r) => r.includes('exchange') || r.includes('/v1/sync/'))).toEqual([]);
  });
});
