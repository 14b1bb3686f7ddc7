import { createNodeMover, fetchTreeNodesByParent, type OrgTreeNode } from '@mch/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoWorkbench, renderPage, testDemo } from '../../test/render-page';
import type { PlacedTreeNode } from '../../ui/org-tree';
import { MoveNodeDialog } from './move-node-dialog';

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

afterEach(() => {
  vi.useRealTimers();
});

type Placed = PlacedTreeNode<OrgTreeNode>;

/**
 * The demo's alliance tree (business line 3): 上级协作医院 to move, dropped on 基层医疗机构 (both under the root
 * 长沙市芙蓉区妇幼保健院), a mover over the demo, and `parentOf()` to tell where the demo has the node now.
 */
async function setup() {
  const demo = testDemo();
  const wb = demoWorkbench(demo);
  await wb.session.start();
  const [root] = await fetchTreeNodesByParent(wb.main, { lobId: 3 });
  if (!root) throw new Error('the demo has no alliance tree');
  const under = await fetchTreeNodesByParent(wb.main, { lobId: 3, parentNodeId: root.id });
  const named = (name: string): Placed => {
    const node = under.find((n) => n.name === name);
    if (!node) throw new Error(`the demo has no node ${name}`);
    return { node, ancestors: [root] };
  };
  const node = named('上级协作医院');
  const target = named('基层医疗机构');
  const mover = createNodeMover<unknown>({ main: wb.main, clock: wb.adapters.clock });
  const parentOf = () => demo.db().main.treeNodes.find((n) => n.id === node.node.id)?.parentId;
  return { demo, wb, node, target, mover, parentOf };
}

describe('MoveNodeDialog', { timeout: 30_000 }, () => {
  it('stays open when the move fails, says why with the pick kept, and moves on the next try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { demo, wb, node, target, mover, parentOf } = await setup();
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/v1/ysfyRole/dragNode',
      message: '节点已被锁定',
      times: 1,
    });
    const onClose = vi.fn();
    const onConfirm = vi.fn((moved: Placed, parent: Placed) => {
      mover.move({ lobId: 3, nodeId: moved.node.id, targetParentId: parent.node.id }, null).catch(() => {});
    });
    renderPage(
      <MoveNodeDialog
        lobId={3}
        node={node}
        initialTarget={target}
        onClose={onClose}
        onConfirm={onConfirm}
        mover={mover}
        active
      />,
      { demo, wb },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move “上级协作医院”' }, WAIT);
    within(dialog).getByText('New parent: 基层医疗机构');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));

    const said = await within(dialog).findByText(/could not be moved/, {}, WAIT);
    expect(said.closest('[role="alert"]')?.textContent).toBe(
      '“上级协作医院” could not be moved under “基层医疗机构”.节点已被锁定',
    );
    // Still open, with the pick kept; nothing moved.
    within(dialog).getByText('New parent: 基层医疗机构');
    expect(onClose).not.toHaveBeenCalled();
    expect(parentOf()).not.toBe(target.node.id);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(parentOf()).toBe(target.node.id), WAIT);
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(dialog).queryByText(/could not be moved/)).toBeNull(), WAIT);
  });

  it('says the node may have moved when the answer was lost (the gateway gave up, the backend moved it)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { demo, wb, node, target, mover, parentOf } = await setup();
    demo.faults.set({ kind: 'gatewayTimeout', backend: 'main', path: '/v1/ysfyRole/dragNode', times: 1 });
    renderPage(
      <MoveNodeDialog
        lobId={3}
        node={node}
        initialTarget={target}
        onClose={() => {}}
        onConfirm={(moved, parent) => {
          mover
            .move({ lobId: 3, nodeId: moved.node.id, targetParentId: parent.node.id }, null)
            .catch(() => {});
        }}
        mover={mover}
        active
      />,
      { demo, wb, locale: 'zh-CN' },
    );
    const dialog = await screen.findByRole('dialog', { name: '移动“上级协作医院”' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: '移动到此处' }));
    await within(dialog).findByText(
      '移动结果未知：“上级协作医院”可能已移动到“基层医疗机构”下。目录树正在重新读取，请先核对再重新移动。',
      {},
      WAIT,
    );
    expect(parentOf()).toBe(target.node.id);
  });

  it('forgets a failure it showed once closed, so the page does not show it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { demo, wb, node, target, mover } = await setup();
    demo.faults.set({ kind: 'http500', backend: 'main', path: '/v1/ysfyRole/dragNode' });
    const view = renderPage(
      <MoveNodeDialog
        lobId={3}
        node={node}
        initialTarget={target}
        onClose={() => {}}
        onConfirm={(moved, parent) => {
          mover
            .move({ lobId: 3, nodeId: moved.node.id, targetParentId: parent.node.id }, null)
            .catch(() => {});
        }}
        mover={mover}
        active
      />,
      { demo, wb },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move “上级协作医院”' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await within(dialog).findByText(/could not be moved/, {}, WAIT);
    expect(mover.getSnapshot().status).toBe('failed');
    view.rerenderPage(
      <MoveNodeDialog lobId={3} node={null} onClose={() => {}} onConfirm={() => {}} mover={mover} active />,
    );
    expect(mover.getSnapshot().status).toBe('idle');
  });
});
