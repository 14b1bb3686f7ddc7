/**
 * The typed search parameters of every page of SPEC.md §2.2 (the query of its address, as the page reads it).
 * A route validates its query with {@link pageSearchOf}: a value that is not what the page takes (a non-numeric
 * `lobId`, an unknown subsystem, an identity number with a wrong length) becomes `null`, so a page never parses
 * its own address. Keys a page does not read are dropped here; the tab still keeps the whole query as its identity.
 */
import type { PageName } from '../domain/pages';
import { type ProjectSelection, projectSelectionOf } from './choose-user';
import { parsePositiveId } from './org-tree';
import { residentIdCardOfPage } from './residents';
import { type SubsystemKind, subsystemOfQuery } from './subsystems';

/** The validated search of each page (pages without parameters take none). */
export interface PageSearchMap {
  Workbench: Record<string, never>;
  UserCenter: Record<string, never>;
  /** The project to preselect for (`projectId` and `systemType`), when both are valid. */
  StudentSetting: { project: ProjectSelection | null };
  ResidentCase: Record<string, never>;
  /** The identity number of the record (`idCard`), normalised. */
  ResidentCaseDetail: { idCard: string | null };
  UserNotice: Record<string, never>;
  /** The notice to open (`id`). */
  NoticeDetail: { id: number | null };
  SystemNoticeDetail: Record<string, never>;
  /** The announcement to show (`id`). */
  SystemNoticeInfo: { id: number | null };
  AuthorityManage: Record<string, never>;
  AuthRoleManage: Record<string, never>;
  Mahefnq: Record<string, never>;
  LoginLog: Record<string, never>;
  /** The embedded address (`url`, checked against the frame policy by the page) or the subsystem (`system`). */
  OutSystemUrl: { url: string | null; system: SubsystemKind | null };
  /** The consultation to show (`id`). */
  ReferralMonit: { id: number | null };
  EvaluationManage: Record<string, never>;
  /** The project to show first (`projectId`). */
  EvaluationManageDetail: { projectId: number | null };
  /** The business line (`lobId`; the page falls back to its `$id` path parameter). */
  BusinessLineDetail: { lobId: number | null };
}

/** The validated search of page `N`. */
export type PageSearch<N extends PageName> = PageSearchMap[N];

/** A query value as text, or undefined (routers may hand over numbers or booleans). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const NO_SEARCH: Record<string, never> = Object.freeze({});

type Readers = { [N in PageName]: (query: Readonly<Record<string, unknown>>) => PageSearchMap[N] };

const READERS: Readers = {
  Workbench: () => NO_SEARCH,
  UserCenter: () => NO_SEARCH,
  StudentSetting: (q) => ({
    project: projectSelectionOf({ projectId: q.projectId, systemType: q.systemType }),
  }),
  ResidentCase: () => NO_SEARCH,
  ResidentCaseDetail: (q) => ({ idCard: residentIdCardOfPage({ idCard: textOf(q.idCard) ?? '' }) }),
  UserNotice: () => NO_SEARCH,
  NoticeDetail: (q) => ({ id: parsePositiveId(q.id) }),
  SystemNoticeDetail: () => NO_SEARCH,
  SystemNoticeInfo: (q) => ({ id: parsePositiveId(q.id) }),
  AuthorityManage: () => NO_SEARCH,
  AuthRoleManage: () => NO_SEARCH,
  Mahefnq: () => NO_SEARCH,
  LoginLog: () => NO_SEARCH,
  OutSystemUrl: (q) => ({ url: textOf(q.url) ?? null, system: subsystemOfQuery(q.system) }),
  ReferralMonit: (q) => ({ id: parsePositiveId(q.id) }),
  EvaluationManage: () => NO_SEARCH,
  EvaluationManageDetail: (q) => ({ projectId: parsePositiveId(q.projectId) }),
  BusinessLineDetail: (q) => ({ lobId: parsePositiveId(q.lobId) }),
};

/** The validated search of page `name` from the raw query of its address (never throws). */
export function pageSearchOf<N extends PageName>(
  name: N,
  query: Readonly<Record<string, unknown>>,
): PageSearchMap[N] {
  const read: (query: Readonly<Record<string, unknown>>) => PageSearchMap[N] = READERS[name];
  return read(query);
}

/**
 * The business line a /businessLineDetail/{id} page shows: its validated `lobId`, else the `id` path parameter;
 * null when neither is a positive whole number.
 */
export function businessLineOfPage(
  search: PageSearchMap['BusinessLineDetail'],
  params: Readonly<Record<string, string>>,
): number | null {
  return search.lobId ?? parsePositiveId(params.id);
}
