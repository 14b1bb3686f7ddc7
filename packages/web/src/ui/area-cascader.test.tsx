import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, renderSignedInPage, testDemo } from '../test/render-page';
import { AreaCascader, type AreaCascaderProps } from './area-cascader';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

// The areas are the demo's: Hunan (43) › 长沙市 › 芙蓉区 (with streets) and 天心区; 望城区 has none below it;
// 芙蓉区 › 马王堆街道 has a community with a hostile name.

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
    const { demo } = await renderSignedInPage(<Harness spy={spy} />);
    await choose('Area: City', '长沙市');
    expect(spy).toHaveBeenLastCalledWith('430100000000');
    await choose('Area: County', '芙蓉区');
    expect(input('Area: Township').value).toBe('');
    expect(screen.getByLabelText('chosen').textContent).toBe('430102000000');
    // A level is read when it is opened, not before.
    expect(demo.requests()).toEqual([
      'GET fds /v1/fds-pc/dict-area/child/430000000000',
      'GET fds /v1/fds-pc/dict-area/child/430100000000',
    ]);
    await choose('Area: Township', '文艺路街道');
    expect(screen.getByLabelText('chosen').textContent).toBe('430102001000');
    expect(demo.requests()).toHaveLength(3);
    // A chosen name too long for its field shows whole on hover.
    expect(input('Area: Township').title).toBe('文艺路街道');
  });

  it('is described by its field’s hint and error, each level, besides what Mantine writes', async () => {
    await renderSignedInPage(
      <>
        <Harness describedBy="area-hint area-error" invalid />
        <p id="area-hint">Choose down to the level</p>
        <p id="area-error">This field is required</p>
      </>,
    );
    expect(input('Area: City').getAttribute('aria-describedby')).toBe('area-hint area-error');
    expect(input('Area: City').getAttribute('aria-invalid')).toBe('true');
    await choose('Area: City', '长沙市');
    expect(input('Area: County').getAttribute('aria-describedby')).toBe('area-hint area-error');
  });

  it('shows hostile names as text', async () => {
    await renderSignedInPage(<Harness />);
    await choose('Area: City', '长沙市');
    await choose('Area: County', '芙蓉区');
    await choose('Area: Township', '马王堆街道');
    fireEvent.click(input('Area: Village'));
    const hostile = await screen.findByRole('option', { name: '<script>alert(1)</script>社区' });
    expect(hostile.textContent).toBe('<script>alert(1)</script>社区');
    expect(document.querySelector('script')).toBeNull();
  });

  it('stops at a leaf and at the max level', async () => {
    await renderSignedInPage(<Harness maxLevel={3} />);
    await choose('Area: City', '长沙市');
    await choose('Area: County', '望城区');
    expect(field('Area: Township')).toBeNull();
    await choose('Area: County', '芙蓉区');
    expect(field('Area: Township')).toBeNull();
  });

  it('opens on a given value and clearing a column chooses its parent', async () => {
    const spy = vi.fn();
    await renderSignedInPage(<Harness value="430102000000" spy={spy} />);
    const county = await waitFor(() => input('Area: County'));
    await waitFor(() => expect(county.value).toBe('芙蓉区'));
    fireEvent.click(screen.getByLabelText('Clear: County'));
    expect(spy).toHaveBeenLastCalledWith('430100000000');
  });

  it('shows and offers the province itself when it can be chosen (a provincial unit’s area)', async () => {
    const spy = vi.fn();
    await renderSignedInPage(<Harness value="430000000000" provinceSelectable spy={spy} />);
    const province = await waitFor(() => input('Area: Province'));
    await waitFor(() => expect(province.value).toBe('湖南省'));
    // The province alone: not the other provinces of the country.
    fireEvent.click(province);
    const offered = await screen.findAllByRole('option');
    expect(offered.map((o) => o.textContent)).toEqual(['湖南省']);
    fireEvent.keyDown(province, { key: 'Escape' });
    await choose('Area: City', '长沙市');
    expect(spy).toHaveBeenLastCalledWith('430100000000');
    fireEvent.click(screen.getByLabelText('Clear: City'));
    expect(spy).toHaveBeenLastCalledWith('430000000000');
    expect(input('Area: Province').value).toBe('湖南省');
  });

  it('reads nothing until a level is opened', async () => {
    const { demo } = await renderSignedInPage(<Harness />);
    expect(input('Area: City').value).toBe('');
    expect(demo.requests()).toEqual([]);
  });

  it('shows a failed level with a retry', async () => {
    const demo = testDemo();
    const down = demo.faults.set({
      kind: 'http500',
      backend: 'fds',
      path: '/v1/fds-pc/dict-area/child/{code}',
    });
    await renderSignedInPage(<Harness />, { demo });
    fireEvent.click(input('Area: City'));
    // Said under the field and in its open list, which does not claim there is no such area.
    await waitFor(() => expect(screen.getAllByText('The areas could not be loaded.')).toHaveLength(2));
    expect(screen.queryByText('No matching area')).toBeNull();
    down();
    fireEvent.click(screen.getByRole('button', { name: 'Load the areas again' }));
    await choose('Area: City', '长沙市');
    expect(screen.getByLabelText('chosen').textContent).toBe('430100000000');
  });

  it('reads the main API when asked, in Chinese', async () => {
    const { demo } = await renderSignedInPage(<Harness source="main" />, { locale: 'zh-CN' });
    await choose('Area：市', '长沙市');
    expect(screen.getByLabelText('chosen').textContent).toBe('430100000000');
    expect(demo.requests()[0]).toBe('POST main /v1/ysfyRole/getDictAreaByParentCode?parentCode=430000000000');
  });
});
