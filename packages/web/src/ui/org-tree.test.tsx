import type { OrgTreeNode } from '@mch/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { OrgTree, type OrgTreeDrag, type PlacedTreeNode, selectionWithout, treeItemUnder } from './org-tree';
import { orgNodeAdapter } from './org-tree-queries';

function node(id: number, name: string, parentId: number | null, isLeaf = false): OrgTreeNode {
  return { id, name, parentId, isLeaf, level: 1, treeCode: String(id), unitId: null };
}

const CHILDREN: Record<number, OrgTreeNode[]> = {
  1: [node(11, 'Changsha', 1), node(12, 'Zhuzhou', 1, true)],
  11: [node(111, 'Furong', 11, true), node(112, 'Yuelu', 11, true)],
  2: [],
};
const ROOTS = [node(1, 'Hunan', null), node(2, 'Yunnan', null)];

function setup(ui: (adapter: ReturnType<typeof orgNodeAdapter>) => ReactElement, fail = false) {
  const loads: number[] = [];
  const adapter = orgNodeAdapter((parent) => ({
    queryKey: ['test-tree', parent.id],
    queryFn: async () => {
      loads.push(parent.id);
      if (fail) throw new Error('down');
      return CHILDREN[parent.id] ?? [];
    },
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderUi(<QueryClientProvider client={client}>{ui(adapter)}</QueryClientProvider>);
  return { ...result, loads };
}

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('OrgTree', () => {
  it('loads children when a node opens and walks the tree with the arrow keys', async () => {
    const onSelect = vi.fn();
    const { loads } = setup((adapter) => (
      <OrgTree label="Catalogue" roots={ROOTS} adapter={adapter} onSelect={onSelect} selectedId={null} />
    ));
    const tree = screen.getByRole('tree', { name: 'Catalogue' });
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((el) => el.textContent),
    ).toEqual(['Hunan', 'Yunnan']);
    expect(loads).toEqual([]);
    const hunan = item('Hunan');
    expect(hunan).toHaveProperty('tabIndex', 0);
    expect(item('Yunnan')).toHaveProperty('tabIndex', -1);
    expect(hunan.getAttribute('aria-expanded')).toBe('false');

    act(() => hunan.focus());
    fireEvent.keyDown(hunan, { key: 'ArrowRight' });
    await screen.findByRole('treeitem', { name: 'Changsha' });
    expect(hunan.getAttribute('aria-expanded')).toBe('true');
    expect(item('Zhuzhou').getAttribute('aria-expanded')).toBeNull();
    expect(item('Changsha').getAttribute('aria-level')).toBe('2');
    expect(loads).toEqual([1]);

    fireEvent.keyDown(hunan, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(item('Changsha'));
    fireEvent.keyDown(item('Changsha'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Zhuzhou'));
    fireEvent.keyDown(item('Zhuzhou'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(hunan);
    fireEvent.keyDown(hunan, { key: 'End' });
    expect(document.activeElement).toBe(item('Yunnan'));
    fireEvent.keyDown(item('Yunnan'), { key: 'Home' });
    expect(document.activeElement).toBe(hunan);
    fireEvent.keyDown(hunan, { key: 'ArrowLeft' });
    expect(screen.queryByRole('treeitem', { name: 'Changsha' })).toBeNull();

    fireEvent.keyDown(item('Yunnan'), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith({ node: ROOTS[1], ancestors: [] });
  });

  it('shows that a node has no children, and picks nodes with the mouse', async () => {
    const onSelect = vi.fn();
    setup((adapter) => <OrgTree label="Tree" roots={ROOTS} adapter={adapter} onSelect={onSelect} />);
    fireEvent.keyDown(item('Yunnan'), { key: 'ArrowRight' });
    await screen.findByText('No child nodes');
    fireEvent.click(item('Hunan'));
    expect(onSelect).toHaveBeenCalledWith({ node: ROOTS[0], ancestors: [] });
  });

  it('shows a failed load with a retry inside the tree', async () => {
    const { loads } = setup(
      (adapter) => <OrgTree label="Tree" roots={ROOTS} adapter={adapter} defaultExpandedIds={['1']} />,
      true,
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The child nodes could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loads).toEqual([1, 1]));
  });

  it('does not pick disabled nodes', () => {
    const onSelect = vi.fn();
    setup((adapter) => (
      <OrgTree
        label="Tree"
        roots={ROOTS}
        adapter={adapter}
        onSelect={onSelect}
        isDisabled={({ node: n }) => n.id === 2}
      />
    ));
    expect(item('Yunnan').getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(item('Yunnan'), { key: ' ' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('drops a dragged node onto an allowed target only', async () => {
    const onDrop = vi.fn();
    const drag: OrgTreeDrag<OrgTreeNode> = {
      canDrop: (dragged, target) =>
        !target.ancestors.some((a) => a.id === dragged.node.id) && dragged !== target,
      onDrop: (dragged: PlacedTreeNode<OrgTreeNode>, target: PlacedTreeNode<OrgTreeNode>) =>
        onDrop(dragged.node.name, target.node.name),
    };
    setup((adapter) => (
      <OrgTree label="Tree" roots={ROOTS} adapter={adapter} drag={drag} defaultExpandedIds={['1', '11']} />
    ));
    const furong = await screen.findByRole('treeitem', { name: 'Furong' });
    const row = (el: HTMLElement) => el;
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    expect(row(furong).getAttribute('draggable')).toBe('true');

    fireEvent.dragStart(row(item('Changsha')), { dataTransfer });
    // Onto its own child: not allowed, nothing happens.
    fireEvent.dragOver(row(furong), { dataTransfer });
    expect(row(furong).hasAttribute('data-drop-target')).toBe(false);
    fireEvent.drop(row(furong), { dataTransfer });
    expect(onDrop).not.toHaveBeenCalled();

    fireEvent.dragStart(row(furong), { dataTransfer });
    fireEvent.dragOver(row(item('Yunnan')), { dataTransfer });
    expect(row(item('Yunnan')).hasAttribute('data-drop-target')).toBe(true);
    fireEvent.drop(row(item('Yunnan')), { dataTransfer });
    expect(onDrop).toHaveBeenCalledWith('Furong', 'Yunnan');
  });

  it('renders hostile names as text and cuts long ones', () => {
    const long = 'X'.repeat(200);
    setup((adapter) => (
      <OrgTree
        label="Tree"
        roots={[node(5, '<b>x</b><script>1</script>', null, true), node(6, long, null, true)]}
        adapter={adapter}
      />
    ));
    // The whole name is the item's name; the eye sees it cut, as text.
    expect(item('<b>x</b><script>1</script>').textContent).toContain('<b>x</b><script>1</s...');
    expect(document.querySelector('script')).toBeNull();
    expect(item(long).textContent).toContain(`${'X'.repeat(20)}...`);
  });

  it('reaches every one of 200 children by keyboard, each placed among all 200', async () => {
    const wide = Array.from({ length: 200 }, (_, i) => node(1000 + i, `Clinic ${i + 1}`, 3, true));
    const roots = [node(3, 'Wide', null), node(4, 'After', null, true)];
    const adapter = orgNodeAdapter((parent) => ({
      queryKey: ['wide-tree', parent.id],
      queryFn: async () => (parent.id === 3 ? wide : []),
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderUi(
      <QueryClientProvider client={client}>
        <OrgTree label="Tree" roots={roots} adapter={adapter} />
      </QueryClientProvider>,
    );
    const top = item('Wide');
    act(() => top.focus());
    fireEvent.keyDown(top, { key: 'ArrowRight' });
    await screen.findByText('Clinic 200');
    const children = within(screen.getByRole('group')).getAllByRole('treeitem');
    expect(children.map((el) => el.textContent)).toEqual(wide.map((n) => n.name));
    expect(children.map((el) => [el.getAttribute('aria-posinset'), el.getAttribute('aria-setsize')])).toEqual(
      wide.map((_, i) => [String(i + 1), '200']),
    );
    expect(children.every((el) => el.getAttribute('aria-level') === '2')).toBe(true);
    const after = item('After');

    // Down from the node through all 200 children, one at a time, and on to the next top node.
    const press = (key: string) => fireEvent.keyDown(document.activeElement as HTMLElement, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(children[0]);
    for (let i = 1; i < 200; i += 1) {
      press('ArrowDown');
      expect(document.activeElement).toBe(children[i]);
    }
    expect(children.filter((el) => el.tabIndex === 0)).toEqual([children[199]]);
    press('ArrowDown');
    expect(document.activeElement).toBe(after);
    press('ArrowUp');
    expect(document.activeElement).toBe(children[199]);
    // Left from a child goes to its parent; Home and End reach the ends of the tree.
    press('ArrowLeft');
    expect(document.activeElement).toBe(top);
    press('End');
    expect(document.activeElement).toBe(after);
    press('Home');
    expect(document.activeElement).toBe(top);
    press('ArrowDown');
    expect(document.activeElement).toBe(children[0]);
    press('End');
    expect(document.activeElement).toBe(after);
  });

  it('drags the last of 200 children onto another node', async () => {
    const wide = Array.from({ length: 200 }, (_, i) => node(1000 + i, `Clinic ${i + 1}`, 3, true));
    const onDrop = vi.fn();
    const adapter = orgNodeAdapter((parent) => ({
      queryKey: ['wide-drag', parent.id],
      queryFn: async () => (parent.id === 3 ? wide : []),
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderUi(
      <QueryClientProvider client={client}>
        <OrgTree
          label="Tree"
          roots={[node(3, 'Wide', null), node(4, 'After', null, true)]}
          adapter={adapter}
          defaultExpandedIds={['3']}
          drag={{
            canDrop: (dragged, target) => target.node.id !== dragged.node.id,
            onDrop: (dragged, target) =>
              onDrop(dragged.node.name, dragged.ancestors.length, target.node.name),
          }}
        />
      </QueryClientProvider>,
    );
    const last = await screen.findByText('Clinic 200');
    const row = last.closest('[role="treeitem"]') as HTMLElement;
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(row, { dataTransfer });
    expect(row.hasAttribute('data-dragging')).toBe(true);
    const target = item('After');
    fireEvent.dragOver(target, { dataTransfer });
    expect(target.hasAttribute('data-drop-target')).toBe(true);
    expect(target.getAttribute('title')).toBe('Drop to move here');
    fireEvent.drop(target, { dataTransfer });
    expect(onDrop).toHaveBeenCalledWith('Clinic 200', 1, 'After');
    expect(row.hasAttribute('data-dragging')).toBe(false);
    expect(target.hasAttribute('data-drop-target')).toBe(false);
  });

  it('keeps one tab stop: the focused node, and the first node once the focused one is gone', async () => {
    setup((adapter) => <OrgTree label="Tree" roots={ROOTS} adapter={adapter} defaultExpandedIds={['1']} />);
    const changsha = await screen.findByRole('treeitem', { name: 'Changsha' });
    act(() => changsha.focus());
    const stops = () => screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0);
    expect(stops()).toEqual([changsha]);
    // Closing its parent with the mouse hides the focused node: Tab reaches the tree through the first node.
    fireEvent.click(item('Hunan').querySelector('[aria-hidden]') as Element);
    expect(screen.queryByRole('treeitem', { name: 'Changsha' })).toBeNull();
    await waitFor(() => expect(stops()).toEqual([item('Hunan')]));
  });

  it('shows a cut name whole in a tooltip once the pointer is over it', async () => {
    const long = `Maternal and child health ${'centre '.repeat(6)}`.trim();
    setup((adapter) => <OrgTree label="Tree" roots={[node(7, long, null, true)]} adapter={adapter} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const shown = screen.getByText(`${long.slice(0, 20)}...`);
    fireEvent.pointerEnter(shown);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', long);
  });

  it('says when there are no nodes', () => {
    setup((adapter) => <OrgTree label="Tree" roots={[]} adapter={adapter} />);
    screen.getByText('No nodes');
  });
});

describe('treeItemUnder', () => {
  it('finds a node’s row only under the parent asked for', async () => {
    setup((adapter) => <OrgTree label="Catalogue" roots={ROOTS} adapter={adapter} selectedId={null} />);
    const tree = screen.getByRole('tree', { name: 'Catalogue' });
    fireEvent.keyDown(item('Hunan'), { key: 'ArrowRight' });
    fireEvent.keyDown(await screen.findByRole('treeitem', { name: 'Changsha' }), { key: 'ArrowRight' });
    await screen.findByRole('treeitem', { name: 'Furong' });
    expect(treeItemUnder(tree, '111', '11')).toBe(item('Furong'));
    expect(treeItemUnder(tree, '11', '1')).toBe(item('Changsha'));
    expect(treeItemUnder(tree, '111', '1')).toBeNull();
    expect(treeItemUnder(tree, '1', '2')).toBeNull();
  });
});

describe('selectionWithout', () => {
  const placed = { node: { id: 3 }, ancestors: [{ id: 1 }, { id: 2 }] };
  it('lets go of a selected node that was deleted or sits under the deleted node', () => {
    expect(selectionWithout(placed, 3)).toBeNull();
    expect(selectionWithout(placed, 1)).toBeNull();
    expect(selectionWithout(placed, 2)).toBeNull();
  });
  it('keeps any other selection, and none stays none', () => {
    expect(selectionWithout(placed, 4)).toBe(placed);
    expect(selectionWithout(null, 3)).toBeNull();
  });
});
