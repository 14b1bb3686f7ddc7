import { areaQueries, type CascaderOption, type OrgTreeNode, type Workbench } from '@mch/sdk';
import type { OrgTreeAdapter, OrgTreeChildrenQuery } from './org-tree';

/** How OrgTree reads organisation tree nodes; `load` gives the query of a node's children (none: no loading). */
export function orgNodeAdapter(
  load?: (node: OrgTreeNode) => OrgTreeChildrenQuery<OrgTreeNode>,
): OrgTreeAdapter<OrgTreeNode> {
  return {
    idOf: (node) => String(node.id),
    labelOf: (node) => node.name,
    childrenOf: (node) => node.children,
    isLeaf: (node) => node.isLeaf,
    ...(load ? { loadChildren: load } : {}),
  };
}

/** How OrgTree reads the areas of the dictionary (the main API's); children load through the SDK's `areaQueries`. */
export function areaAdapter(wb: Workbench): OrgTreeAdapter<CascaderOption> {
  return {
    idOf: (area) => area.value,
    labelOf: (area) => area.label,
    childrenOf: (area) => area.children,
    isLeaf: (area) => area.isLeaf,
    loadChildren: (area) => areaQueries.children(wb, area.value, { source: 'main' }),
  };
}
