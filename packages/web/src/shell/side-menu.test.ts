import { buildMenu, type FunctionNode } from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LINE_GROUP, shellMenuItems } from './side-menu';

const fn = (code: string, name: string, url: string | null, children?: FunctionNode[]): FunctionNode => ({
  code,
  name,
  type: 1,
  frontActionUrl: url,
  ...(children ? { children } : {}),
});

describe('shellMenuItems', () => {
  it('adds a group of the business lines when the user may manage them', () => {
    const menu = buildMenu([
      fn('workbench', '工作台', 'workbench'),
      fn('businessLineManage', '业务线管理', null),
    ]);
    const items = shellMenuItems(
      menu,
      [
        { id: 7, title: '妇幼保健' },
        { id: 'bad id!', title: 'x' },
      ],
      'Business lines',
    );
    const group = items.at(-1);
    expect(group?.name).toBe(BUSINESS_LINE_GROUP);
    expect(group?.title).toBe('Business lines');
    expect(group?.children?.map((c) => [c.name, c.query])).toEqual([
      ['/businessLineDetail/7', { lobId: '7' }],
    ]);
  });

  it('keeps the menu as it is without businessLineManage or without lines', () => {
    const menu = buildMenu([fn('workbench', '工作台', 'workbench')]);
    expect(shellMenuItems(menu, [{ id: 7, title: 'x' }], 'Business lines')).toBe(menu.items);
    const managed = buildMenu([fn('workbench', '工作台', 'workbench'), fn('businessLineManage', 'x', null)]);
    expect(shellMenuItems(managed, [], 'Business lines')).toBe(managed.items);
  });
});
