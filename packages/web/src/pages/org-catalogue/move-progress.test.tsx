import { createNodeMover, createWorkbench } from '@mch/sdk';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { MoveProgress } from './move-progress';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A workbench whose dragNode calls wait until the test answers them with `reply(envelope)`. */
function setup() {
  const pending: ((body: object) => void)[] = [];
  const wb = createWorkbench({
    baseUrls: {
      main: 'http://test/main',
      live: 'http://test/live',
      message: 'http://test/message',
      fds: 'http://test/fds',
      exam: 'http://test/exam',
      training: 'http://test/training',
    },
    signInUrl: 'http://test/sso',
    adapters: {
      fetch: () =>
        new Promise<Response>((resolve) => {
          pending.push((body) =>
            resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
          );
        }),
    },
  });
  const mover = createNodeMover({ main: wb.main, clock: wb.adapters.clock });
  const reply = async (body: object) => {
    await act(async () => {
      pending.shift()?.(body);
      await vi.advanceTimersByTimeAsync(0);
    });
  };
  return { mover, reply };
}

const NAMES = { name: '上级协作医院', target: '基层医疗机构' };

describe('MoveProgress', () => {
  it('shows nothing before a move, then the elapsed time, then the result until dismissed', async () => {
    const { mover, reply } = setup();
    renderUi(<MoveProgress mover={mover} names={NAMES} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => {
      void mover.move({ lobId: 3, nodeId: 300020, targetParentId: 300002 });
    });
    expect(screen.getByText('Moving “上级协作医院” under “基层医疗机构”…')).toBeTruthy();
    expect(
      screen.getByText('Elapsed 0:00; a move can take up to 5:00. You can keep working meanwhile.'),
    ).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(75_000);
    });
    expect(screen.getByText(/^Elapsed 1:15;/)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress of the move' }).getAttribute('aria-valuenow'),
    ).toBe('25');

    await reply({ code: 0, msg: '', data: null });
    expect(screen.getByText('“上级协作医院” was moved under “基层医疗机构”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('“上级协作医院” was moved under “基层医疗机构”.')).toBeNull();
  });

  it('shows a failed move with the server message and moves again on retry', async () => {
    const { mover, reply } = setup();
    renderUi(<MoveProgress mover={mover} names={NAMES} />, { locale: 'zh-CN' });
    act(() => {
      mover.move({ lobId: 3, nodeId: 300020, targetParentId: 300002 }).catch(() => {});
    });
    await reply({ code: 'E1', msg: '节点已被锁定', data: null });
    expect(screen.getByText('未能将“上级协作医院”移动到“基层医疗机构”下。')).toBeTruthy();
    expect(screen.getByText('节点已被锁定')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('正在将“上级协作医院”移动到“基层医疗机构”下…')).toBeTruthy();
    await reply({ code: 0, msg: '', data: null });
    expect(screen.getByText('已将“上级协作医院”移动到“基层医疗机构”下。')).toBeTruthy();
  });
});
