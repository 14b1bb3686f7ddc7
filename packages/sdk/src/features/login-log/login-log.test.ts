import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers';
import { fetchLoginLogPage, loginLogQuery } from './login-log';

describe('the login log query', () => {
  it('sends the page and the trimmed user name, leaving out an empty name', () => {
    expect(loginLogQuery({ page: 3, pageSize: 20 }, '  doctor ')).toEqual({
      pageIndex: 3,
      pageSize: 20,
      userName: 'doctor',
    });
    expect(loginLogQuery({ page: 1, pageSize: 10 }, '   ')).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(loginLogQuery({ page: 1, pageSize: 10 })).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it('reads a name typed in full-width letters (a Chinese input method) as the name it spells', () => {
    expect(loginLogQuery({ page: 1, pageSize: 10 }, '\u3000ｌｉｑｉａｎｇ１ ')).toEqual({
      pageIndex: 1,
      pageSize: 10,
      userName: 'liqiang1',
    });
    expect(loginLogQuery({ page: 1, pageSize: 10 }, '\u3000\u3000')).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it('reads one page', async () => {
    const { wb, demo } = signedIn('demo-admin');
    const name = demo.db().main.loginLogs[0]?.userName ?? '';
    const page = await fetchLoginLogPage(wb.main, loginLogQuery({ page: 1, pageSize: 10 }, name));
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.userName.includes(name))).toBe(true);
    const none = await fetchLoginLogPage(
      wb.main,
      loginLogQuery({ page: 2, pageSize: 10 }, 'nobody-by-this-name'),
    );
    expect(none).toMatchObject({ records: [], total: 0 });
    expect(demo.seen.map((r) => r.query)).toEqual([
      { pageIndex: '1', pageSize: '10', userName: name },
      { pageIndex: '2', pageSize: '10', userName: 'nobody-by-this-name' },
    ]);
  });
});
