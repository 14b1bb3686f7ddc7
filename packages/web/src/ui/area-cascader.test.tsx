import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, type FakeRoutes, fakeBackend, renderSignedInPage } from '../test/fake-backend';
import { AreaCascader, type AreaCascaderProps } from './area-cascader';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

const area = (areaCode: string, areaName: string, isLeaf = false) => ({ areaCode, areaName, isLeaf });

const FDS: FakeRoutes = {
  'GET fds /v1/fds-pc/dict-area/child/430000000000': {
    data: [area('430100000000', '长沙市'), area('430200000000', '<b>株洲市</b>')],
  },
  'GET fds /v1/fds-pc/dict-area/child/430100000000': {
    data: [area('430102000000', '芙蓉区'), area('430103000000', '天心区', true)],
  },
  'GET fds /v1/fds-pc/dict-area/child/430102000000': { data: [area('430102001000', '文艺路街道')] },
};

function Harness(props: Partial<AreaCascaderProps> & { spy?: (code: string | null) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <>
      <AreaCascader
        label="Area"
        initialArea="43"
        {...props}
        value={value}
        onChange={(code) => {
          props.spy?.(code);
          setValue(code);
        }}
      />
      <output aria-label="chosen">{value ?? 'none'}</output>
    </>
  );
}

/** The input of a cascader column (the listbox shares its name). */
function field(name: string): HTMLInputElement | null {
  const input = screen.queryAllByLabelText(name).find((el) => el instanceof HTMLInputElement);
  return input instanceof HTMLInputElement ? input : null;
}

function input(name: string): HTMLInputElement {
  const el = field(name);
  if (!el) throw new Error(`no field ${name}`);
  return el;
}

async function choose(name: string, option: string) {
  fireEvent.click(input(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AreaCascader', () => {
  it('roots the tree at the province and loads each level when the one above is chosen', async () => {
    const spy = vi.fn();
    const { requests } = await renderSignedInPage(<Harness spy={spy} />, fakeBackend(FDS));
    await choose('Area: City', '长沙市');
    expect(spy).toHaveBeenLastCalledWith('430100000000');
    await choose('Area: County', '芙蓉区');
    expect(field('Area: Township')).toBeTruthy();
    expect(screen.getByLabelText('chosen').textContent).toBe('430102000000');
    // A level is read when it is opened, not before.
    expect(requests).toEqual([
      'GET fds /v1/fds-pc/dict-area/child/430000000000',
      'GET fds /v1/fds-pc/dict-area/child/430100000000',
    ]);
    await choose('Area: Township', '文艺路街道');
    expect(requests).toHaveLength(3);
  });

  it('shows hostile names as text', async () => {
    await renderSignedInPage(<Harness />, fakeBackend(FDS));
    fireEvent.click(input('Area: City'));
    expect(await screen.findByRole('option', { name: '<b>株洲市</b>' })).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('stops at a leaf and at the max level', async () => {
    await renderSignedInPage(<Harness maxLevel={3} />, fakeBackend(FDS));
    await choose('Area: City', '长沙市');
    await choose('Area: County', '天心区');
    expect(field('Area: Township')).toBeNull();
    await choose('Area: County', '芙蓉区');
    expect(field('Area: Township')).toBeNull();
  });

  it('opens on a given value and clearing a column chooses its parent', async () => {
    const spy = vi.fn();
    await renderSignedInPage(<Harness value="430102000000" spy={spy} />, fakeBackend(FDS));
    const county = await waitFor(() => input('Area: County'));
    await waitFor(() => expect(county.value).toBe('芙蓉区'));
    fireEvent.click(screen.getByLabelText('Clear: County'));
    expect(spy).toHaveBeenLastCalledWith('430100000000');
  });

  it('reads nothing until a level is opened', async () => {
    const { requests } = await renderSignedInPage(<Harness />, fakeBackend(FDS));
    expect(input('Area: City')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows a failed level with a retry', async () => {
    let fail = true;
    await renderSignedInPage(
      <Harness />,
      fakeBackend({
        'GET fds /v1/fds-pc/dict-area/child/430000000000': () =>
          fail ? { fail: 'server error', status: 500 } : { data: [area('430100000000', '长沙市')] },
      }),
    );
    fireEvent.click(input('Area: City'));
    expect(await screen.findByText('The areas could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Load the areas again' }));
    await choose('Area: City', '长沙市');
    expect(screen.getByLabelText('chosen').textContent).toBe('430100000000');
  });

  it('reads the main API when asked, in Chinese', async () => {
    const { requests } = await renderSignedInPage(
      <Harness source="main" />,
      fakeBackend({
        'POST main /v1/ysfyRole/getDictAreaByParentCode': { data: [area('430100000000', '长沙市')] },
      }),
      undefined,
      { locale: 'zh-CN' },
    );
    await choose('Area：市', '长沙市');
    expect(requests[0]).toBe('POST main /v1/ysfyRole/getDictAreaByParentCode?parentCode=430000000000');
  });
});
