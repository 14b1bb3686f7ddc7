import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeBackend, fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
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
    loginTime: '2024-05-06 09:30:00',
  };
}

function logBackend(): FakeBackend {
  const backend = fakeBackend();
  const all = Array.from({ length: 23 }, (_, i) => entry(i + 1, i % 2 === 0 ? 'doctor' : 'admin'));
  backend.on('GET main /v1/userLoginLog/queryPage', ({ query }) => {
    const name = query.userName ?? '';
    const rows = all.filter((e) => e.userName.includes(name));
    const pageIndex = Number(query.pageIndex);
    const pageSize = Number(query.pageSize);
    return {
      data: {
        records: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        total: rows.length,
        pageIndex,
        pageSize,
      },
    };
  });
  return backend;
}

const table = () => screen.getByRole('table', { name: 'Login log' });

describe('the login log', () => {
  it('lists logins with every column and pages through them', async () => {
    const backend = logBackend();
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { backend });
    expect(await within(table()).findByText('10.43.0.1')).toBeTruthy();
    for (const header of ['Login time', 'User name', 'Nickname', 'Unit', 'IP address', 'Client', 'Result']) {
      expect(within(table()).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('Total 23 items')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await within(table()).findByText('10.43.0.21')).toBeTruthy();
    expect(backend.calls('GET main /v1/userLoginLog/queryPage').at(-1)?.query).toEqual({
      pageIndex: '3',
      pageSize: '10',
    });
  });

  it('filters by the trimmed user name from page 1 and resets', async () => {
    const backend = logBackend();
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { backend });
    await within(table()).findByText('10.43.0.1');
    fireEvent.change(screen.getByRole('textbox', { name: 'User name' }), { target: { value: '  admin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 11 items')).toBeTruthy());
    expect(backend.calls('GET main /v1/userLoginLog/queryPage').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      userName: 'admin',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText('Total 23 items')).toBeTruthy());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User name' }).value).toBe('');
  });

  it('shows one login in the detail table', async () => {
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { backend: logBackend() });
    await within(table()).findByText('10.43.0.1');
    fireEvent.click(screen.getAllByRole('button', { name: /^Details of the login of doctor/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Login details' });
    expect(within(dialog).getByText('Changsha Maternal and Child Health Hospital')).toBeTruthy();
    expect(within(dialog).getByText('登录成功')).toBeTruthy();
  });

  it('fetches nothing while hidden and keeps the typed filter across hiding', async () => {
    const backend = logBackend();
    const view = renderPage(<LoginLogPage {...pageProps('LoginLog', {}, false)} />, { backend });
    expect(backend.seen).toEqual([]);
    view.rerenderPage(<LoginLogPage {...pageProps('LoginLog', {}, true)} />);
    await within(table()).findByText('10.43.0.1');
    fireEvent.change(screen.getByRole('textbox', { name: 'User name' }), { target: { value: 'doc' } });
    view.rerenderPage(<LoginLogPage {...pageProps('LoginLog', {}, false)} />);
    view.rerenderPage(<LoginLogPage {...pageProps('LoginLog', {}, true)} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User name' }).value).toBe('doc');
  });

  it('shows the failure with a retry inside the table and recovers', async () => {
    const backend = logBackend();
    let fail = true;
    const ok = backend.routes.get('GET main /v1/userLoginLog/queryPage')!;
    backend.on('GET main /v1/userLoginLog/queryPage', (request) =>
      fail ? { fail: 'log service down' } : ok(request),
    );
    renderPage(<LoginLogPage {...pageProps('LoginLog')} />, { backend });
    expect(await within(table()).findByText('log service down')).toBeTruthy();
    fail = false;
    fireEvent.click(within(table()).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('10.43.0.1')).toBeTruthy();
  });
});
