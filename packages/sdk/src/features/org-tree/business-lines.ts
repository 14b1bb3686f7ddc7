/**
 * Business lines and the platform's systems (SPEC.md §2.2 /authority-manage and /businessLineDetail/{id}; §7.1
 * "Logs, systems, organisation and doctors"): the business lines, the systems and the check of the unit tree root;
 * the tree of a business line (roots by lobId, children by parent id, delete) and its organisations, paged.
 *
 * Every fetch resolves to the envelope's data and rejects with the SDK's typed errors.
 */

import { parsePositiveId } from '../../domain/ids';
import { type ListPaging, pagingQuery } from '../../domain/paging';
import { textMatches } from '../../domain/text';
import type { MainComponents, MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import type { OrgTreeNode } from './org-tree';

type Schemas = MainComponents['schemas'];
type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

/** A system of the platform (v1/system/queryAll). */
export type PlatformSystem = Schemas['SystemInfo'];

/** An organisation of a business line's tree (v1/orgInfo/queryListByLobTreePage). */
export type LobOrganisation = Schemas['OrgInfo'];

/** One page of a business line's organisations. */
export type LobOrganisationPage = Schemas['OrgInfoPage'];

/** A business line as v1/businessLine/queryAll lists it. */
export type LobInfo = Schemas['BusinessLine'];

/** The body of v1/orgInfo/queryListByLobTreePage. */
export type LobOrganisationQuery = Schemas['OrgListByLobTreeQuery'];

/**
 * The business line of a /businessLineDetail/{id} page: its `lobId` query parameter, else the `id` route
 * parameter, as a positive whole number; null when neither is one.
 */
export function lobIdOfPage(
  query: Readonly<Record<string, string>>,
  params: Readonly<Record<string, string>>,
): number | null {
  return parsePositiveId(query.lobId) ?? parsePositiveId(params.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Systems and the unit tree root

/** All systems of the platform (GET v1/system/queryAll). */
export function fetchPlatformSystems(main: Main, signal?: AbortSignal): Promise<PlatformSystem[]> {
  return main.GET('/v1/system/queryAll', { signal });
}

/** The systems whose name or code contains the text (trimmed, ignoring case); all when it is empty. */
export function filterPlatformSystems(
  systems: readonly PlatformSystem[],
  text: string | null | undefined,
): PlatformSystem[] {
  return systems.filter((s) => textMatches(text, s.name, s.code));
}

/** Whether the user's unit is a root of the organisation tree (POST v1/user/checkUnitTreeRoot). */
export async function checkUnitTreeRoot(main: Main, signal?: AbortSignal): Promise<boolean> {
  return (await main.POST('/v1/user/checkUnitTreeRoot', { signal })) === true;
}

/** All business lines (GET v1/businessLine/queryAll). */
export function fetchBusinessLines(main: Main, signal?: AbortSignal): Promise<LobInfo[]> {
  return main.GET('/v1/businessLine/queryAll', { signal });
}

// ---------------------------------------------------------------------------------------------------------------
// The tree of a business line and its organisations

/** The top nodes of a business line's tree (POST v1/orgCatalogTree/queryRootTreeNodeByLobId). */
export function fetchLobRootNodes(main: Main, lobId: number, signal?: AbortSignal): Promise<OrgTreeNode[]> {
  return main.POST('/v1/orgCatalogTree/queryRootTreeNodeByLobId', { params: { query: { lobId } }, signal });
}

/** The child nodes of a node of a business line's tree (GET v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId). */
export function fetchLobChildNodes(
  main: Main,
  parentId: number,
  signal?: AbortSignal,
): Promise<OrgTreeNode[]> {
  return main.GET('/v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId', {
    params: { query: { parentId } },
    signal,
  });
}

/** Deletes a node of a business line's tree (POST v1/orgCatalogTree/delOrgCatalogTreeNode). */
export function deleteLobTreeNode(main: Main, id: number, signal?: AbortSignal): Promise<null> {
  return main.POST('/v1/orgCatalogTree/delOrgCatalogTreeNode', { params: { query: { id } }, signal });
}

/** What the organisations of a business line are asked for. */
export interface LobOrganisationRequest extends ListPaging {
  lobId: number;
  /** Only the organisations under this node; none (or null) for the whole line. */
  treeNodeId?: number | null | undefined;
  /** Part of the unit name (trimmed; empty means no filter). */
  unitName?: string | null | undefined;
}

/** The body of the organisation list: line, page, the node when given and the trimmed name when not empty. */
export function lobOrganisationQuery(request: LobOrganisationRequest): LobOrganisationQuery {
  const query: LobOrganisationQuery = { lobId: request.lobId, ...pagingQuery(request) };
  if (request.treeNodeId !== null && request.treeNodeId !== undefined) query.treeNodeId = request.treeNodeId;
  const name = request.unitName?.trim();
  if (name) query.unitName = name;
  return query;
}

/** One page of the organisations of a business line (POST v1/orgInfo/queryListByLobTreePage). */
export function fetchLobOrganisationPage(
  main: Main,
  request: LobOrganisationRequest,
  signal?: AbortSignal,
): Promise<LobOrganisationPage> {
  return main.POST('/v1/orgInfo/queryListByLobTreePage', { body: lobOrganisationQuery(request), signal });
}
