import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsAKeepAliveList } from '../../test/list-page';
import { pageProps } from '../../test/page-props';
import { renderPage, testDemo } from '../../test/render-page';
import LoginLogPage from '.';

function entry(id: number, userName: string) {
  return {
    id,
    userName,
    nickName: `Nick ${id}`,
    unitName: 'Changsha Maternal and Child Health Hospital',
    ip: `10.43.0.${id}`,
    client: 'Chrome 131 / Windows 10',
    result: '登录成功',
    // Newest first: entry 1 is the latest login.
    loginTime: `2024-05-06 09:${String(59 - id).padStart(2, '0')}:00`,
  };
}

/** A demo whose login log is 23 entries, of 'doctor' (odd ids) and 'admin' (even ids). */
function logDemo() {
  const demo = testDemo();
  demo.db().main.loginLogs = Array.from({ length: 23 }, (_, i) =>
    entry(i + 1, i % 2 === 0 ? 'doctor' : 'admin'),
  );
  return demo;
}

const table = () => screen.getByRole('table', { name: 'Login log' });

describe('the login log', () => {
  it('lists logins with every column and pages through them', async () => {
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { demo: logDemo() });
    await within(table()).findByText('10.43.0.1');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Login time',
      'User name',
      'Nickname',
      'Unit',
      'IP address',
      'Client',
      'Result',
      'Actions',
    ]);
    screen.getByText('Total 23 items');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await within(table()).findByText('10.43.0.21');
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
  });

  it('filters by the trimmed user name from page 1 and resets', async () => {
    const demo = logDemo();
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { demo });
    await within(table()).findByText('10.43.0.1');
    fireEvent.change(screen.getByRole('textbox', { name: 'User name' }), { target: { value: '  admin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 11 items'));
    expect(demo.requestsTo('GET main /v1/userLoginLog/queryPage').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      userName: 'admin',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => screen.getByText('Total 23 items'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User name' }).value).toBe('');
  });

  it('searching again for what is shown asks again, and tells a failing backend instead of keeping old rows', async () => {
    const demo = logDemo();
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { demo });
    await within(table()).findByText('10.43.0.1');
    const asked = () => demo.requestsTo('GET main /v1/userLoginLog/queryPage').length;
    const before = asked();
    demo.db().main.loginLogs.unshift(entry(99, 'doctor'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 24 items'));
    expect(asked()).toBe(before + 1);
    demo.faults.set({ kind: 'network', backend: 'main' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: 'Retry' });
  });

  it('shows one login in the detail table', async () => {
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { demo: logDemo() });
    await within(table()).findByText('10.43.0.1');
    fireEvent.click(screen.getAllByRole('button', { name: /^Details of the login of doctor/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Login details' });
    within(dialog).getByText('Changsha Maternal and Child Health Hospital');
    within(dialog).getByText('登录成功');
  });

  itIsAKeepAliveList({
    page: (shown) => <LoginLogPage {...pageProps('LoginLog', {}, shown)} />,
    demo: logDemo,
    table,
    rowText: '10.43.0.1',
    filterField: 'User name',
    typed: 'doc',
    listPath: '/v1/userLoginLog/queryPage',
  });
});
