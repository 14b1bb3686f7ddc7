/**
 * Query and mutation descriptors of the organisation catalogue trees, business lines, the area dictionary and the
 * platform's systems (SPEC.md §6).
 */

import { searchAreas } from '../features/areas/area-search';
import type { AreaChildrenOptions } from '../features/areas/area-tree';
import {
  checkUnitTreeRoot,
  deleteLobTreeNode,
  fetchBusinessLines,
  fetchLobChildNodes,
  fetchLobOrganisationPage,
  fetchLobRootNodes,
  fetchPlatformSystems,
  type LobOrganisationRequest,
} from '../features/org-tree/business-lines';
import {
  deleteCatalogNode,
  fetchOrgCatalogTree,
  fetchTreeNodesByParent,
  fetchTreeNodesOfUnit,
} from '../features/org-tree/org-tree';
import type { Workbench } from '../workbench';
import { describeMutation, describeQuery } from './descriptor';

const ORG_TREE = ['orgTree'] as const;
const LOB_ORGANISATIONS = ['lobOrganisations'] as const;
/** What a changed tree (a move, a delete) makes stale: every tree read and the organisation lists. */
const TREE_CHANGED = [ORG_TREE, LOB_ORGANISATIONS] as const;

/** Organisation catalogue trees and the organisations of business lines. */
export const orgTreeQueries = {
  all: ORG_TREE,
  /** What a changed tree makes stale. */
  changed: TREE_CHANGED,
  /** Tree nodes of a business line under a parent (null: the top), optionally by name. */
  byParent: (wb: Workbench, lobId: number, parentNodeId: number | null, name = '') =>
    describeQuery([...ORG_TREE, 'byParent', lobId, parentNodeId, name.trim()], ({ signal }) =>
      fetchTreeNodesByParent(wb.main, { lobId, parentNodeId, treeNodeName: name }, signal),
    ),
  /** The tree nodes of the user's unit in a business line. */
  ofUnit: (wb: Workbench, lobId: number) =>
    describeQuery([...ORG_TREE, 'ofUnit', lobId], ({ signal }) =>
      fetchTreeNodesOfUnit(wb.main, lobId, signal),
    ),
  /** The whole organisation catalogue tree. */
  catalogue: (wb: Workbench) =>
    describeQuery([...ORG_TREE, 'catalogue'], ({ signal }) => fetchOrgCatalogTree(wb.main, signal)),
  /** The top nodes of a business line's tree. */
  lobRoots: (wb: Workbench, lobId: number) =>
    describeQuery([...ORG_TREE, 'lobRoots', lobId], ({ signal }) =>
      fetchLobRootNodes(wb.main, lobId, signal),
    ),
  /** The child nodes of a node of a business line's tree. */
  lobChildren: (wb: Workbench, parentId: number) =>
    describeQuery([...ORG_TREE, 'lobChildren', parentId], ({ signal }) =>
      fetchLobChildNodes(wb.main, parentId, signal),
    ),
  /** One page of the organisations of a business line. */
  lobOrganisations: (wb: Workbench, request: LobOrganisationRequest) =>
    describeQuery([...LOB_ORGANISATIONS, request], ({ signal }) =>
      fetchLobOrganisationPage(wb.main, request, signal),
    ),
};

/** Changes of the trees. */
export const orgTreeMutations = {
  /** Deletes a node of the organisation catalogue. */
  deleteCatalogNode: (wb: Workbench) =>
    describeMutation((node: { lobId: number; id: number }) => deleteCatalogNode(wb.main, node), TREE_CHANGED),
  /** Deletes a node of a business line's tree. */
  deleteLobNode: (wb: Workbench) =>
    describeMutation((id: number) => deleteLobTreeNode(wb.main, id), TREE_CHANGED),
};

/** Business lines, the platform's systems and the user's unit. */
export const platformQueries = {
  all: ['platform'] as const,
  /** All business lines (they change rarely: current for 5 minutes). */
  businessLines: (wb: Workbench) =>
    describeQuery(
      ['platform', 'businessLines'],
      ({ signal }) => fetchBusinessLines(wb.main, signal),
      5 * 60_000,
    ),
  /** All systems of the platform. */
  systems: (wb: Workbench) =>
    describeQuery(['platform', 'systems'], ({ signal }) => fetchPlatformSystems(wb.main, signal)),
  /** Whether the user's unit is a root of the organisation tree. */
  unitTreeRoot: (wb: Workbench) =>
    describeQuery(['platform', 'unitTreeRoot'], ({ signal }) => checkUnitTreeRoot(wb.main, signal)),
};

/** The area dictionary; areas do not change while the app runs. */
export const areaQueries = {
  all: ['areas'] as const,
  /** The child areas of an area as cascader options (`source`: which backend's dictionary). */
  children: (wb: Workbench, parentCode: string, options: Omit<AreaChildrenOptions, 'signal'> = {}) =>
    describeQuery(
      ['areas', 'children', options.source ?? 'fds', parentCode, options.maxLevel ?? null],
      ({ signal }) => wb.areaTree.children(parentCode, { ...options, signal }),
      Number.POSITIVE_INFINITY,
    ),
  /** The areas matching a code or name. */
  search: (wb: Workbench, text: string) =>
    describeQuery(['areas', 'search', text.trim()], ({ signal }) => searchAreas(wb.main, text, signal)),
};
