import { createNodeMover } from '@mch/sdk';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { demoWorkbench, testDemo } from '../../test/render-page';
import { MoveProgress } from './move-progress';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const NAMES = { name: '上级协作医院', target: '基层医疗机构' };

/** Lets the demo's answers and the timers they start run. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
  });

/**
 * A node mover over the demo backend and the move of NAMES.name under NAMES.target in the demo's alliance tree
 * (business line 3); `parentOf()` tells where the demo has the node now.
 */
function setup() {
  const demo = testDemo();
  const wb = demoWorkbench(demo);
  const mover = createNodeMover({ main: wb.main, clock: wb.adapters.clock });
  const nodeNamed = (name: string) => {
    const found = demo.db().main.treeNodes.find((n) => n.lobId === 3 && n.name === name);
    if (!found) throw new Error(`the demo has no node ${name}`);
    return found;
  };
  const node = nodeNamed(NAMES.name);
  const target = nodeNamed(NAMES.target);
  const move = { lobId: 3, nodeId: node.id, targetParentId: target.id };
  const parentOf = () => demo.db().main.treeNodes.find((n) => n.id === node.id)?.parentId;
  return { demo, mover, move, target, parentOf };
}

describe('MoveProgress', () => {
  it('shows nothing before a move, then the elapsed time, then the result until dismissed', async () => {
    const { demo, mover, move, target, parentOf } = setup();
    const release = demo.hold('POST main /v1/ysfyRole/dragNode');
    renderUi(<MoveProgress mover={mover} names={NAMES} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => {
      void mover.move(move);
    });
    screen.getByText('Moving “上级协作医院” under “基层医疗机构”…');
    screen.getByText('Elapsed 0:00; a move can take up to 5:00. You can keep working meanwhile.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(75_000);
    });
    screen.getByText(/^Elapsed 1:15;/);
    expect(
      screen.getByRole('progressbar', { name: 'Progress of the move' }).getAttribute('aria-valuenow'),
    ).toBe('25');

    expect(parentOf()).not.toBe(target.id);
    release();
    await settle();
    screen.getByText('“上级协作医院” was moved under “基层医疗机构”.');
    expect(parentOf()).toBe(target.id);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('“上级协作医院” was moved under “基层医疗机构”.')).toBeNull();
  });

  it('shows a failed move with the server message and moves again on retry', async () => {
    const { demo, mover, move, target, parentOf } = setup();
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/v1/ysfyRole/dragNode',
      message: '节点已被锁定',
      times: 1,
    });
    renderUi(<MoveProgress mover={mover} names={NAMES} />, { locale: 'zh-CN' });
    act(() => {
      mover.move(move).catch(() => {});
    });
    await settle();
    screen.getByText('未能将“上级协作医院”移动到“基层医疗机构”下。');
    screen.getByText('节点已被锁定');
    expect(parentOf()).not.toBe(target.id);

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    screen.getByText('正在将“上级协作医院”移动到“基层医疗机构”下…');
    await settle();
    screen.getByText('已将“上级协作医院”移动到“基层医疗机构”下。');
    expect(parentOf()).toBe(target.id);
  });
});
