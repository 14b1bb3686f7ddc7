import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_LINE_FUNCTION_CODE,
  BUSINESS_LINE_GROUP,
  BUSINESS_LINE_GROUP_ICON,
  buildMenu,
  businessLineMenu,
  type FunctionNode,
  isClickableMenuItem,
  isHttpUrl,
  MENU_EXCLUSION_LIST,
  type MenuItem,
  menuWithBusinessLines,
  SYSTEM_ID,
  safeFrameUrl,
} from './menu';

const node = (code: string, name: string, frontActionUrl?: string, children?: FunctionNode[], type = 1) => ({
  code,
  name,
  type,
  ...(frontActionUrl === undefined ? {} : { frontActionUrl }),
  ...(children === undefined ? {} : { children }),
});

const names = (items: MenuItem[]): unknown[] =>
  items.map((item) => (item.children ? [item.name, names(item.children)] : item.name));

describe('constants', () => {
  it('match the spec', () => {
    expect(SYSTEM_ID).toBe(25);
    expect(MENU_EXCLUSION_LIST).toEqual([]);
    expect(BUSINESS_LINE_FUNCTION_CODE).toBe('businessLineManage');
    expect(isHttpUrl('https://a.example.com')).toBe(true);
    expect(safeFrameUrl('data:text/html,x')).toBeNull();
  });
});

describe('buildMenu', () => {
  it('turns menu nodes into nested items with route names and level lists', () => {
    const { items, noPermission, firstLeaf, hasBusinessLines } = buildMenu([
      node('records', 'Records', undefined, [
        node('resident', 'Patient records', 'resident-case', [node('export', 'Export', 'export', [], 2)]),
        node('referral', 'Referral monitoring', '/ReferralMonit'),
      ]),
      node('eval', 'Evaluation', 'evaluationManage'),
    ]);
    expect(noPermission).toBe(false);
    expect(hasBusinessLines).toBe(false);
    expect(names(items)).toEqual([
      ['group:records', ['/resident-case', '/ReferralMonit']],
      '/evaluationManage',
    ]);
    const resident = items[0]?.children?.[0];
    expect(resident).toEqual({
      name: '/resident-case',
      code: 'resident',
      title: 'Patient records',
      levelList: ['Records', 'Patient records'],
      isIframeUrl: false,
      closable: true,
    });
    expect(items[0]?.children?.[1]).toMatchObject({
      disabledKeepAlive: true,
      levelList: ['Records', 'Referral monitoring'],
    });
    expect(firstLeaf).toBe(resident);
    expect(isClickableMenuItem(items[0] as MenuItem)).toBe(false);
    expect(isClickableMenuItem(resident as MenuItem)).toBe(true);
  });

  it('shows http(s) addresses through the out-system page', () => {
    const { items } = buildMenu([node('exam', 'Online exam', 'https://exam.example.com/home?x=1')]);
    expect(items).toEqual([
      {
        name: '/out-system-url',
        code: 'exam',
        title: 'Online exam',
        levelList: ['Online exam'],
        isIframeUrl: true,
        iframeUrl: 'https://exam.example.com/home?x=1',
        query: { url: 'https://exam.example.com/home?x=1' },
        closable: true,
      },
    ]);
  });

  it('never turns an unsafe address into a frame or a route', () => {
    for (const address of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      '//evil.example.com',
      ' https://evil.example.com',
      '../../etc',
      'a b',
    ]) {
      const { items, noPermission } = buildMenu([node('bad', 'Bad', address)]);
      expect(items, address).toEqual([]);
      expect(noPermission).toBe(true);
      const group = buildMenu([node('bad', 'Bad', address, [node('ok', 'Fine', 'loginLog')])]).items[0];
      expect(group?.name).toBe('group:bad');
      expect(group?.iframeUrl).toBeUndefined();
      expect(group?.isIframeUrl).toBe(false);
    }
  });

  it('reads a query written in the address', () => {
    const { items } = buildMenu([node('n', 'Notices', '/notice-detail?id=3')]);
    expect(items[0]).toMatchObject({ name: '/notice-detail', query: { id: '3' } });
  });

  it('drops nodes of other types with everything below them, and excluded codes', () => {
    const result = buildMenu(
      [
        node('buttons', 'Buttons', 'x', [node('hidden', 'Hidden', 'loginLog')], 2),
        node('secret', 'Secret', 'mahefnq'),
        node('log', 'Login log', 'loginLog'),
      ],
      { exclude: ['secret'] },
    );
    expect(names(result.items)).toEqual(['/loginLog']);
  });

  it('reports business lines from a node of any type at any depth', () => {
    const result = buildMenu([
      node('root', 'Root', 'loginLog', [node(BUSINESS_LINE_FUNCTION_CODE, 'Lines', '', [], 2)]),
    ]);
    expect(result.hasBusinessLines).toBe(true);
  });

  it('reports no permission when nothing is a menu item', () => {
    expect(buildMenu([])).toEqual({
      items: [],
      hasBusinessLines: false,
      noPermission: true,
      firstLeaf: null,
    });
    expect(buildMenu(null).noPermission).toBe(true);
    expect(buildMenu([node('b', 'Button', 'x', [], 2)]).noPermission).toBe(true);
  });

  it('passes icon, tree code, aside flag and closable through', () => {
    const { items } = buildMenu([
      {
        code: 'c',
        name: 'Role',
        type: 1,
        frontActionUrl: 'auth-role-manage',
        icon: 'team',
        treeCode: '001',
        asideMenu: true,
        closable: false,
      },
    ]);
    expect(items[0]).toMatchObject({ icon: 'team', treeCode: '001', asideMenu: true, closable: false });
  });

  it('reads the aside flag as a boolean, also when a backend sends it as 1/0, and drops anything else', () => {
    // What a backend sends is not always the spec's boolean: the builder reads the value as it comes.
    const raw = (asideMenu: unknown) =>
      buildMenu([
        JSON.parse(
          JSON.stringify({ code: 'c', name: 'Role', type: 1, frontActionUrl: 'auth-role-manage', asideMenu }),
        ),
      ]).items[0]?.asideMenu;
    expect([raw(true), raw(1), raw('1')]).toEqual([true, true, true]);
    expect([raw(false), raw(0), raw('0')]).toEqual([false, false, false]);
    expect([raw(null), raw('yes'), raw(2), raw({})]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps only clickable leaves and safe frames on any tree', () => {
    const address = fc.oneof(
      fc.constantFrom(
        'loginLog',
        '/mahefnq',
        'https://a.example.com/',
        'javascript:alert(1)',
        '',
        '//x',
        'data:,x',
      ),
      fc.string(),
    );
    const tree: fc.Arbitrary<FunctionNode[]> = fc.letrec<{ nodes: FunctionNode[] }>((tie) => ({
      nodes: fc.array(
        fc.record({
          code: fc.string({ maxLength: 4 }),
          name: fc.string({ maxLength: 4 }),
          type: fc.constantFrom(1, 1, 2),
          frontActionUrl: address,
          children: fc.oneof({ depthSize: 'small' }, fc.constant<FunctionNode[]>([]), tie('nodes')),
        }),
        { maxLength: 3 },
      ),
    })).nodes;
    fc.assert(
      fc.property(tree, (nodes) => {
        const { items, firstLeaf, noPermission } = buildMenu(nodes);
        const visit = (list: MenuItem[], depth: number) => {
          for (const item of list) {
            expect(item.levelList).toHaveLength(depth + 1);
            if (!item.children) expect(isClickableMenuItem(item)).toBe(true);
            if (item.isIframeUrl) expect(isHttpUrl(item.iframeUrl)).toBe(true);
            else expect(item.iframeUrl).toBeUndefined();
            if (item.children) visit(item.children, depth + 1);
          }
        };
        visit(items, 0);
        expect(noPermission).toBe(items.length === 0);
        expect(firstLeaf === null).toBe(items.length === 0);
      }),
    );
  });
});

describe('businessLineMenu', () => {
  it('makes one detail item per business line', () => {
    expect(
      businessLineMenu([
        { id: 7, title: 'Maternal care' },
        { id: 'b2', title: 'Child care' },
      ]),
    ).toEqual([
      {
        name: '/businessLineDetail/7',
        title: 'Maternal care',
        levelList: ['Maternal care'],
        isIframeUrl: false,
        query: { lobId: '7' },
        closable: true,
      },
      {
        name: '/businessLineDetail/b2',
        title: 'Child care',
        levelList: ['Child care'],
        isIframeUrl: false,
        query: { lobId: 'b2' },
        closable: true,
      },
    ]);
  });

  it('skips lines whose id is not a plain identifier', () => {
    expect(
      businessLineMenu([
        { id: '../x', title: 'Bad' },
        { id: Number.NaN, title: 'NaN' },
        { id: '', title: '' },
      ]),
    ).toEqual([]);
    expect(businessLineMenu(undefined)).toEqual([]);
  });
});

describe('menuWithBusinessLines', () => {
  const lines = [
    { id: 7, title: 'Maternal care' },
    { id: 'bad id!', title: 'x' },
  ];

  it('adds a group of the business-line pages when the user may manage business lines', () => {
    const menu = buildMenu([
      node('workbench', 'Workbench', 'workbench'),
      node('businessLineManage', 'Lines'),
    ]);
    const items = menuWithBusinessLines(menu, lines, 'Business lines');
    expect(items.slice(0, -1)).toEqual(menu.items);
    const group = items.at(-1);
    expect(group).toMatchObject({
      name: BUSINESS_LINE_GROUP,
      title: 'Business lines',
      levelList: ['Business lines'],
      icon: BUSINESS_LINE_GROUP_ICON,
      isIframeUrl: false,
    });
    expect(group && isClickableMenuItem(group)).toBe(false);
    expect(group?.children?.map((c) => [c.name, c.query])).toEqual([
      ['/businessLineDetail/7', { lobId: '7' }],
    ]);
  });

  it('keeps the menu as it is without businessLineManage or without a line that has a page', () => {
    const menu = buildMenu([node('workbench', 'Workbench', 'workbench')]);
    expect(menuWithBusinessLines(menu, lines, 'Business lines')).toBe(menu.items);
    const managed = buildMenu([node('workbench', 'Workbench', 'workbench'), node('businessLineManage', 'x')]);
    expect(menuWithBusinessLines(managed, [], 'Business lines')).toBe(managed.items);
    expect(menuWithBusinessLines(managed, [{ id: '../x', title: 'Bad' }], 'Business lines')).toBe(
      managed.items,
    );
    expect(menuWithBusinessLines(managed, null, 'Business lines')).toBe(managed.items);
  });
});
