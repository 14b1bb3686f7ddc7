import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, ok, testWorkbench } from '../../../test/helpers';
import { areaPath, areaRequestCode, createAreaTree } from './area-tree';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const t = testWorkbench({ cookies: { mch_token: 'tok' } });
  return createAreaTree({ fds: t.wb.fds, main: t.wb.main });
}

const node = (areaCode: string, areaName: string, isLeaf = false) => ({ areaCode, areaName, isLeaf });

describe('areaRequestCode', () => {
  it('is 0 for the country root and 12 digits otherwise', () => {
    expect(areaRequestCode('0')).toBe('0');
    expect(areaRequestCode('000000000000')).toBe('0');
    expect(areaRequestCode('43')).toBe('430000000000');
    expect(() => areaRequestCode('4x')).toThrow(RangeError);
  });
});

describe('areaPath', () => {
  it('lists the codes below a province root down to the code', () => {
    expect(areaPath('430102001000', '43')).toEqual(['430100000000', '430102000000', '430102001000']);
    expect(areaPath('430102001000', '43', 2)).toEqual(['430100000000']);
  });

  it('starts at the province under the country root', () => {
    expect(areaPath('430100000000', null)).toEqual(['430000000000', '430100000000']);
  });

  it('is empty outside the root or for no code', () => {
    expect(areaPath('530100000000', '43')).toEqual([]);
    expect(areaPath(null, '43')).toEqual([]);
    expect(areaPath('43', '43')).toEqual([]);
  });
});

describe('createAreaTree', () => {
  it('loads children from fds and marks the max level as leaves', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE_URLS.fds}/v1/fds-pc/dict-area/child/:code`, ({ params }) => {
        asked.push(String(params.code));
        return ok(
          [
            node('430100000000', '长沙市'),
            node('430200000000', '株洲市', true),
            node('530100000000', '昆明市'), // not under 43
            node('430102000000', '芙蓉区'), // not one level below
            node('bad', '坏'),
          ],
          'SUCCESS',
        );
      }),
    );
    const options = await setup().children('43', { maxLevel: 2 });
    expect(asked).toEqual(['430000000000']);
    expect(options).toEqual([
      { value: '430100000000', label: '长沙市', level: 2, isLeaf: true },
      { value: '430200000000', label: '株洲市', level: 2, isLeaf: true },
    ]);
  });

  it('loads children from the main API when asked', async () => {
    const asked: string[] = [];
    server.use(
      http.post(`${BASE_URLS.main}/v1/ysfyRole/getDictAreaByParentCode`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('parentCode') ?? '');
        return ok([node('430102000000', '芙蓉区')]);
      }),
    );
    const options = await setup().children('430100000000', { source: 'main' });
    expect(asked).toEqual(['430100000000']);
    expect(options).toEqual([{ value: '430102000000', label: '芙蓉区', level: 3, isLeaf: false }]);
  });

  it('asks nothing at or below the max level', async () => {
    const tree = setup();
    await expect(tree.children('430100000000', { maxLevel: 2 })).resolves.toEqual([]);
    await expect(tree.children('430102001001')).resolves.toEqual([]);
  });

  it('loads the provinces under the country root', async () => {
    server.use(
      http.get(`${BASE_URLS.fds}/v1/fds-pc/dict-area/child/:code`, ({ params }) =>
        ok(params.code === '0' ? [node('430000000000', '湖南省')] : [], 'SUCCESS'),
      ),
    );
    await expect(setup().children('0')).resolves.toEqual([
      { value: '430000000000', label: '湖南省', level: 1, isLeaf: false },
    ]);
  });
});
