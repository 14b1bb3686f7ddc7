import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMenu, pageAccessOf } from './menu';
import {
  allowedPage,
  closeAll,
  closeLeft,
  closeOthers,
  closePage,
  closeRight,
  findPageDefinition,
  focusPage,
  initialTabsState,
  isClosablePage,
  isPageGranted,
  matchPage,
  openPage,
  PAGE_DEFINITIONS,
  type PageRequest,
  pageIdentity,
  restoreTabs,
  SESSION_KEYS,
  serializeTabs,
  setPageTitle,
  TAB_STORAGE_LIMITS,
  type TabsState,
  WORKBENCH_PATH,
} from './pages';

const ids = (state: TabsState) => state.pages.map((p) => p.id);

/** Opens the pages in order; the last one is current. */
function withPages(...paths: string[]): TabsState {
  return paths.reduce((state, path) => openPage(state, { path }), initialTabsState());
}

describe('PAGE_DEFINITIONS', () => {
  it('lists every route of the spec once', () => {
    expect(PAGE_DEFINITIONS.map((d) => [d.name, d.path])).toEqual([
      ['Workbench', '/workbench'],
      ['UserCenter', '/user-center'],
      ['StudentSetting', '/student-setting'],
      ['ResidentCase', '/resident-case'],
      ['ResidentCaseDetail', '/resident-case-detail'],
      ['UserNotice', '/user-notice'],
      ['NoticeDetail', '/notice-detail'],
      ['SystemNoticeDetail', '/system-notice-detail'],
      ['SystemNoticeInfo', '/system-notice-info'],
      ['AuthorityManage', '/authority-manage'],
      ['AuthRoleManage', '/auth-role-manage'],
      ['Mahefnq', '/mahefnq'],
      ['LoginLog', '/loginLog'],
      ['OutSystemUrl', '/out-system-url'],
      ['ReferralMonit', '/ReferralMonit'],
      ['EvaluationManage', '/evaluationManage'],
      ['EvaluationManageDetail', '/evaluationManage/detail'],
      ['BusinessLineDetail', '/businessLineDetail/$id'],
    ]);
    expect(new Set(PAGE_DEFINITIONS.map((d) => d.titleKey)).size).toBe(PAGE_DEFINITIONS.length);
  });

  it('carries the flags of the spec', () => {
    const flagged = (
      flag: 'closable' | 'disabledKeepAlive' | 'disabledStorage' | 'queryAsProps' | 'dynamic',
    ) => PAGE_DEFINITIONS.filter((d) => d[flag]).map((d) => d.name);
    expect(PAGE_DEFINITIONS.filter((d) => !d.closable).map((d) => d.name)).toEqual(['Workbench']);
    expect(isClosablePage({ path: WORKBENCH_PATH })).toBe(false);
    expect(isClosablePage({ path: '/user-notice' })).toBe(true);
    // An address that is no route (the not-found panel's tab) can be closed.
    expect(isClosablePage({ path: '/no-such-page' })).toBe(true);
    expect(flagged('disabledKeepAlive')).toEqual(['UserCenter', 'ReferralMonit']);
    expect(flagged('disabledStorage')).toEqual(['StudentSetting']);
    expect(flagged('queryAsProps')).toEqual(['NoticeDetail', 'SystemNoticeInfo']);
    expect(flagged('dynamic')).toEqual(['BusinessLineDetail']);
    expect(findPageDefinition('/ReferralMonit')?.excludedQueryKeys).toEqual(['token', 'id']);
    for (const d of PAGE_DEFINITIONS) expect(d.excludedQueryKeys).toContain('token');
    expect(findPageDefinition('/workbench')?.titleKey).toBe('page.workbench');
  });
});

describe('findPageDefinition', () => {
  it('resolves static and dynamic paths', () => {
    expect(findPageDefinition('/workbench')?.name).toBe('Workbench');
    expect(findPageDefinition('/evaluationManage/detail')?.name).toBe('EvaluationManageDetail');
    expect(findPageDefinition('/businessLineDetail/7')?.name).toBe('BusinessLineDetail');
    expect(matchPage('/businessLineDetail/7')?.params).toEqual({ id: '7' });
    expect(findPageDefinition('/user-center/')?.name).toBe('UserCenter');
    expect(findPageDefinition('/notice-detail?id=3#x')?.name).toBe('NoticeDetail');
  });

  it('returns null for unknown or malformed paths', () => {
    for (const bad of [
      '/',
      '',
      '/nope',
      '/Workbench',
      '/businessLineDetail',
      '/businessLineDetail/',
      '/businessLineDetail/7/x',
      '/businessLineDetail/<x>',
    ]) {
      expect(findPageDefinition(bad), bad).toBeNull();
    }
  });
});

describe('pageIdentity', () => {
  it('sorts the query and ignores the token everywhere', () => {
    const a = pageIdentity({ path: '/notice-detail', query: { b: '2', a: '1' } });
    expect(a).toBe('/notice-detail?a=1&b=2');
    expect(pageIdentity({ path: '/notice-detail', query: { a: '1', b: '2', token: 'abc' } })).toBe(a);
    expect(pageIdentity({ path: '/notice-detail?a=1&b=2&token=abc' })).toBe(a);
    expect(pageIdentity({ path: '/notice-detail?b=2', query: { a: '1' } })).toBe(a);
    expect(pageIdentity({ path: '/user-center?token=abc' })).toBe('/user-center');
    expect(pageIdentity({ path: '/unknown?token=x&a=1' })).toBe('/unknown?a=1');
  });

  it('ignores the id of /ReferralMonit only', () => {
    expect(pageIdentity({ path: '/ReferralMonit', query: { id: '9' } })).toBe('/ReferralMonit');
    expect(pageIdentity({ path: '/resident-case-detail', query: { id: '9' } })).toBe(
      '/resident-case-detail?id=9',
    );
  });

  it('keeps one evaluation statistics tab whatever project or year it shows', () => {
    expect(pageIdentity({ path: '/evaluationManage/detail', query: { projectId: '5', year: '2025' } })).toBe(
      '/evaluationManage/detail',
    );
    let state = openPage(initialTabsState(), { path: '/evaluationManage/detail', query: { projectId: '4' } });
    state = openPage(state, { path: '/evaluationManage' });
    // A row's Statistics for project 5: the open statistics tab, now showing project 5.
    state = openPage(state, { path: '/evaluationManage/detail', query: { projectId: '5' } });
    expect(ids(state)).toEqual(['/workbench', '/evaluationManage/detail', '/evaluationManage']);
    expect(state.pages[1]?.query).toEqual({ projectId: '5' });
    expect(state.currentId).toBe('/evaluationManage/detail');
  });

  it('keeps the out-system URL and business-line id apart', () => {
    const a = pageIdentity({ path: '/out-system-url', query: { url: 'https://a.example.com/?x=1&y=2' } });
    const b = pageIdentity({ path: '/out-system-url', query: { url: 'https://b.example.com/' } });
    expect(a).not.toBe(b);
    expect(pageIdentity({ path: '/businessLineDetail/7', query: { lobId: '7' } })).not.toBe(
      pageIdentity({ path: '/businessLineDetail/8', query: { lobId: '8' } }),
    );
  });

  it('gives equal identities to equal pages whatever the key order and token', () => {
    const key = fc.stringMatching(/^[a-z]{1,5}$/).filter((k) => k !== 'token');
    fc.assert(
      fc.property(
        fc.constantFrom('/notice-detail', '/user-notice', '/resident-case'),
        fc.dictionary(key, fc.string(), { maxKeys: 5 }),
        fc.option(fc.string(), { nil: undefined }),
        (path, query, token) => {
          const reversed = Object.fromEntries(Object.entries(query).reverse());
          const withToken = token === undefined ? reversed : { ...reversed, token };
          expect(pageIdentity({ path, query: withToken })).toBe(pageIdentity({ path, query }));
        },
      ),
    );
  });
});

describe('opening and focusing pages', () => {
  it('starts with only the workbench, current', () => {
    expect(initialTabsState()).toEqual({
      pages: [{ id: WORKBENCH_PATH, path: WORKBENCH_PATH, query: {} }],
      currentId: WORKBENCH_PATH,
    });
  });

  it('appends new pages and focuses an equal open page instead of opening it twice', () => {
    let state = withPages('/user-notice', '/loginLog');
    expect(ids(state)).toEqual(['/workbench', '/user-notice', '/loginLog']);
    expect(state.currentId).toBe('/loginLog');
    state = openPage(state, { path: '/user-notice?token=zzz' });
    expect(ids(state)).toEqual(['/workbench', '/user-notice', '/loginLog']);
    expect(state.currentId).toBe('/user-notice');
  });

  it('never keeps the SSO token in a tab', () => {
    const state = openPage(initialTabsState(), { path: '/notice-detail?token=secret', query: { id: '4' } });
    expect(state.pages[1]).toEqual({ id: '/notice-detail?id=4', path: '/notice-detail', query: { id: '4' } });
  });

  it('takes the newest query of an equal page (the ignored id of /ReferralMonit)', () => {
    let state = openPage(initialTabsState(), { path: '/ReferralMonit', query: { id: '1' } });
    state = openPage(state, { path: '/workbench' });
    state = openPage(state, { path: '/ReferralMonit', query: { id: '2' } });
    expect(state.pages).toHaveLength(2);
    expect(state.pages[1]?.query).toEqual({ id: '2' });
    expect(state.currentId).toBe('/ReferralMonit');
  });

  it('keeps a single workbench tab whatever its query', () => {
    const state = openPage(withPages('/loginLog'), { path: '/workbench', query: { tab: '2' } });
    expect(ids(state)).toEqual(['/workbench', '/loginLog']);
    expect(state.currentId).toBe('/workbench');
  });

  it('refuses unknown routes and out-system pages without an http(s) URL', () => {
    const start = withPages('/loginLog');
    expect(openPage(start, { path: '/nope' })).toBe(start);
    expect(openPage(start, { path: '/out-system-url', query: { url: 'javascript:alert(1)' } })).toBe(start);
    expect(openPage(start, { path: '/out-system-url' })).toBe(start);
    const framed = openPage(start, { path: '/out-system-url', query: { url: 'https://exam.example.com/' } });
    expect(framed.pages).toHaveLength(3);
  });

  it('returns the same state when nothing changes', () => {
    const state = withPages('/loginLog');
    expect(openPage(state, { path: '/loginLog' })).toBe(state);
    expect(focusPage(state, '/loginLog')).toBe(state);
    expect(focusPage(state, '/nope')).toBe(state);
    expect(setPageTitle(state, '/nope', 'x')).toBe(state);
  });

  it('keeps titles', () => {
    let state = openPage(initialTabsState(), { path: '/evaluationManage', title: 'Evaluation' });
    expect(state.pages[1]?.title).toBe('Evaluation');
    state = openPage(openPage(state, { path: '/workbench' }), { path: '/evaluationManage' });
    expect(state.pages[1]?.title).toBe('Evaluation');
    state = setPageTitle(state, '/evaluationManage', 'Ratings');
    expect(state.pages[1]?.title).toBe('Ratings');
  });
});

describe('closing pages', () => {
  it('moves the current page to the left neighbour, else the right', () => {
    const state = withPages('/user-notice', '/loginLog', '/mahefnq');
    const closedLast = closePage(state, '/mahefnq');
    expect(ids(closedLast)).toEqual(['/workbench', '/user-notice', '/loginLog']);
    expect(closedLast.currentId).toBe('/loginLog');
    const focusedMiddle = focusPage(state, '/loginLog');
    expect(closePage(focusedMiddle, '/loginLog').currentId).toBe('/user-notice');
  });

  it('keeps the current page when another one closes', () => {
    const state = focusPage(withPages('/user-notice', '/loginLog'), '/user-notice');
    expect(closePage(state, '/loginLog').currentId).toBe('/user-notice');
  });

  it('never closes the workbench', () => {
    const state = withPages('/loginLog');
    expect(closePage(state, '/workbench')).toBe(state);
    expect(closePage(state, '/nope')).toBe(state);
  });

  it('closes the others, left or right of a page', () => {
    const state = withPages('/user-notice', '/loginLog', '/mahefnq', '/auth-role-manage');
    const others = closeOthers(state, '/loginLog');
    expect(ids(others)).toEqual(['/workbench', '/loginLog']);
    expect(others.currentId).toBe('/loginLog');

    const left = closeLeft(state, '/mahefnq');
    expect(ids(left)).toEqual(['/workbench', '/mahefnq', '/auth-role-manage']);
    expect(left.currentId).toBe('/auth-role-manage');

    const right = closeRight(state, '/user-notice');
    expect(ids(right)).toEqual(['/workbench', '/user-notice']);
    expect(right.currentId).toBe('/user-notice');

    const rightOfCurrent = closeRight(focusPage(state, '/workbench'), '/loginLog');
    expect(rightOfCurrent.currentId).toBe('/workbench');
  });

  it('closes all but the workbench, which becomes current', () => {
    const all = closeAll(withPages('/user-notice', '/loginLog'));
    expect(all).toEqual(initialTabsState());
    const fresh = initialTabsState();
    expect(closeAll(fresh)).toBe(fresh);
  });

  it('keeps the workbench first and current among the pages under any sequence of actions', () => {
    const paths = [
      '/user-notice',
      '/loginLog',
      '/mahefnq',
      '/notice-detail?id=1',
      '/notice-detail?id=2',
      '/ReferralMonit',
    ];
    const action = fc.oneof(
      fc.constantFrom(...paths).map((path) => (s: TabsState) => openPage(s, { path })),
      fc.nat(8).map((i) => (s: TabsState) => closePage(s, s.pages[i % s.pages.length]?.id ?? '')),
      fc.nat(8).map((i) => (s: TabsState) => closeOthers(s, s.pages[i % s.pages.length]?.id ?? '')),
      fc.nat(8).map((i) => (s: TabsState) => closeLeft(s, s.pages[i % s.pages.length]?.id ?? '')),
      fc.nat(8).map((i) => (s: TabsState) => closeRight(s, s.pages[i % s.pages.length]?.id ?? '')),
      fc.nat(8).map((i) => (s: TabsState) => focusPage(s, s.pages[i % s.pages.length]?.id ?? '')),
      fc.constant((s: TabsState) => closeAll(s)),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = actions.reduce((s, act) => act(s), initialTabsState());
        expect(state.pages[0]?.id).toBe(WORKBENCH_PATH);
        expect(state.pages.filter((p) => p.id === WORKBENCH_PATH)).toHaveLength(1);
        expect(new Set(ids(state)).size).toBe(state.pages.length);
        expect(ids(state)).toContain(state.currentId);
      }),
    );
  });
});

describe('storing and restoring tabs', () => {
  const requests: PageRequest[] = [
    { path: '/user-notice', title: 'Messages' },
    { path: '/notice-detail', query: { id: '4' } },
    { path: '/businessLineDetail/7', query: { lobId: '7' } },
    { path: '/out-system-url', query: { url: 'https://exam.example.com/a?b=1' } },
  ];
  const opened = requests.reduce(openPage, initialTabsState());

  it('uses the session keys of the product', () => {
    expect(SESSION_KEYS).toEqual({ openPages: 'mch.openPages', currentPage: 'mch.currentPage' });
  });

  it('round-trips the tab strip', () => {
    const restored = restoreTabs(serializeTabs(opened));
    expect(restored).toEqual(opened);
  });

  it('does not store pages of routes with disabledStorage', () => {
    const state = openPage(opened, { path: '/student-setting' });
    const stored = serializeTabs(state);
    expect(stored.openPages).not.toContain('student-setting');
    expect(stored.currentPage).toBe(opened.currentId);
    expect(restoreTabs(stored)).toEqual(opened);
  });

  it('never stores the SSO token', () => {
    const state = openPage(initialTabsState(), {
      path: '/user-notice?token=secret-token',
      query: { token: 'x' },
    });
    expect(JSON.stringify(serializeTabs(state))).not.toMatch(/secret-token|token/);
  });

  it('drops corrupt data quietly', () => {
    const fresh = initialTabsState();
    for (const openPages of [null, '', 'not json', '{"a":1}', '42', 'null', '[1,"x",null]', '[{"path":7}]']) {
      expect(restoreTabs({ openPages, currentPage: '/loginLog' })).toEqual(fresh);
    }
    expect(
      restoreTabs({ openPages: 'x'.repeat(TAB_STORAGE_LIMITS.maxChars + 1), currentPage: null }),
    ).toEqual(fresh);
  });

  it('stores a title too long to restore shortened, so the tab comes back with it', () => {
    const long = `${'通知'.repeat(60)}😀${'x'.repeat(200)}`;
    const state = openPage(initialTabsState(), { path: '/notice-detail', query: { id: '5' }, title: long });
    const restored = restoreTabs(serializeTabs(state));
    const title = restored.pages[1]?.title ?? '';
    expect(title.length).toBeLessThanOrEqual(TAB_STORAGE_LIMITS.maxTitleChars);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(title).toContain('😀');
    // A title that fits is stored whole.
    const short = openPage(initialTabsState(), { path: '/notice-detail', query: { id: '5' }, title: '通知' });
    expect(restoreTabs(serializeTabs(short)).pages[1]?.title).toBe('通知');
  });

  it('drops foreign, unsafe, oversized and duplicate pages but keeps the good ones', () => {
    const stored = JSON.stringify([
      { path: '/evil' },
      { path: '/out-system-url', query: { url: 'javascript:alert(1)' } },
      { path: '/notice-detail', query: { id: 5 } },
      { path: '/notice-detail', query: { id: 'x'.repeat(TAB_STORAGE_LIMITS.maxQueryChars + 1) } },
      { path: '/student-setting' },
      { path: '/loginLog', title: 'x'.repeat(TAB_STORAGE_LIMITS.maxTitleChars + 1) },
      { path: '/loginLog' },
      { path: '/workbench', title: 'Home?' },
    ]).replace(/]$/, ',{"path":"/user-notice","query":{"__proto__":"x"}}]');
    const restored = restoreTabs({ openPages: stored, currentPage: '/evil' });
    expect(ids(restored)).toEqual(['/workbench', '/loginLog', '/user-notice?__proto__=x']);
    expect(restored.pages[1]?.title).toBeUndefined();
    expect(restored.currentId).toBe('/workbench');
    expect(Object.getPrototypeOf(restored.pages[2]?.query)).toBe(Object.prototype);
  });

  it('restores at most the page limit', () => {
    const many = Array.from({ length: TAB_STORAGE_LIMITS.maxPages + 20 }, (_, i) => ({
      path: '/notice-detail',
      query: { id: String(i) },
    }));
    const restored = restoreTabs({ openPages: JSON.stringify(many), currentPage: null });
    expect(restored.pages.length).toBeLessThanOrEqual(TAB_STORAGE_LIMITS.maxPages + 1);
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json()),
        fc.option(fc.string(), { nil: null }),
        (openPages, currentPage) => {
          const restored = restoreTabs({ openPages, currentPage });
          expect(restored.pages[0]?.id).toBe(WORKBENCH_PATH);
          expect(ids(restored)).toContain(restored.currentId);
        },
      ),
    );
  });
});

describe('allowedPage', () => {
  it('shows a business-line page only to users with business lines, and an out-system page only with a target', () => {
    expect(allowedPage('/businessLineDetail/3', {}, { hasBusinessLines: true })?.params).toEqual({ id: '3' });
    expect(allowedPage('/businessLineDetail/3', {}, { hasBusinessLines: false })).toBeNull();
    expect(allowedPage('/out-system-url', {}, { hasBusinessLines: true })).toBeNull();
    expect(
      allowedPage('/out-system-url', { system: 'exam' }, { hasBusinessLines: true })?.definition.name,
    ).toBe('OutSystemUrl');
    expect(allowedPage('/nowhere', {}, { hasBusinessLines: true })).toBeNull();
  });
});

describe('pages granted by the menu (SPEC.md §2.3, §6)', () => {
  const menuOf = (...paths: string[]) =>
    buildMenu([
      { code: 'workbench', name: '工作台', type: 1, frontActionUrl: 'workbench' },
      {
        code: 'group',
        name: '分组',
        type: 1,
        frontActionUrl: null,
        children: paths.map((path, i) => ({ code: `f${i}`, name: path, type: 1, frontActionUrl: path })),
      },
    ]);

  it('a back-office page opens only when the menu holds it, a record page when the menu holds its list', () => {
    const access = pageAccessOf(menuOf('resident-case', 'evaluationManage/detail'));
    const name = (path: string, query: Record<string, string> = {}) =>
      allowedPage(path, query, access)?.definition.name ?? null;
    expect(name('/resident-case')).toBe('ResidentCase');
    expect(name('/resident-case-detail', { idCard: '430102198503150012' })).toBe('ResidentCaseDetail');
    expect(name('/evaluationManage/detail')).toBe('EvaluationManageDetail');
    for (const refused of [
      '/evaluationManage',
      '/loginLog',
      '/authority-manage',
      '/auth-role-manage',
      '/mahefnq',
      '/student-setting',
      '/ReferralMonit',
    ]) {
      expect(name(refused)).toBeNull();
    }
  });

  it("the shell's own pages open for every signed-in user, whatever the menu", () => {
    const access = pageAccessOf(menuOf());
    for (const path of [
      WORKBENCH_PATH,
      '/user-center',
      '/user-notice',
      '/notice-detail',
      '/system-notice-detail',
      '/system-notice-info',
    ]) {
      expect(allowedPage(path, {}, access)?.definition.path).toBe(path);
    }
    expect(allowedPage('/out-system-url', { system: 'exam' }, access)?.definition.name).toBe('OutSystemUrl');
  });

  it('every back-office route names the menu pages that grant it; without the menu, nothing is refused for it', () => {
    const backOffice = PAGE_DEFINITIONS.filter((d) => d.grantedBy.length > 0).map((d) => d.name);
    expect(backOffice).toEqual([
      'StudentSetting',
      'ResidentCase',
      'ResidentCaseDetail',
      'AuthorityManage',
      'AuthRoleManage',
      'Mahefnq',
      'LoginLog',
      'ReferralMonit',
      'EvaluationManage',
      'EvaluationManageDetail',
    ]);
    for (const definition of PAGE_DEFINITIONS) {
      expect(isPageGranted(definition, { hasBusinessLines: false })).toBe(true);
    }
  });
});
