/**
 * The typed search parameters of every page of SPEC.md §2.2 (the query of its address, as the page reads it).
 * A route checks its query with {@link canonicalPageQuery}: a value that is not what the page takes (a non-numeric
 * `lobId`, an unknown subsystem, a resident record's reference of another form) leaves the address, and every other key
 * stays as it was (the whole query is the tab's identity). The page gets {@link pageSearchOf}: typed, with `null`
 * where the address had nothing valid, so a page never parses its own address.
 */
import { parsePositiveId } from '../../domain/ids';
import type { PageName } from '../../domain/pages';
import { type ProjectSelection, projectSelectionOf, systemTypeName } from '../choose-user/choose-user';
import { parseProjectYear } from '../evaluation/evaluation-admin';
import { isResidentRecordRef } from '../residents/record-refs';
import { type SubsystemKind, subsystemOfQuery } from '../subsystems/subsystems';

/** The validated search of each page (pages without parameters take none). */
export interface PageSearchMap {
  Workbench: Record<string, never>;
  UserCenter: Record<string, never>;
  /** The project to preselect for (`projectId` and `systemType`), when both are valid. */
  StudentSetting: { project: ProjectSelection | null };
  ResidentCase: Record<string, never>;
  /**
   * The record's reference in this tab (`record`; the identity number it stands for is the tab's
   * `residentRecords.idCardOf`, never in the address).
   */
  ResidentCaseDetail: { record: string | null };
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
  /** The project shown (`projectId`) and the year the project choice is filtered by (`year`). */
  EvaluationManageDetail: { projectId: number | null; year: number | null };
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

const NO_SEARCH: Record<string, never> = /* @__PURE__ */ Object.freeze({});

type Readers = { [N in PageName]: (query: Readonly<Record<string, unknown>>) => PageSearchMap[N] };

const READERS: Readers = {
  Workbench: () => NO_SEARCH,
  UserCenter: () => NO_SEARCH,
  StudentSetting: (q) => ({
    project: projectSelectionOf({ projectId: q.projectId, systemType: q.systemType }),
  }),
  ResidentCase: () => NO_SEARCH,
  ResidentCaseDetail: (q) => {
    const record = textOf(q.record);
    return { record: isResidentRecordRef(record) ? record : null };
  },
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
  EvaluationManageDetail: (q) => ({
    projectId: parsePositiveId(q.projectId),
    year: parseProjectYear(q.year),
  }),
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

/** A value kept exactly as written when `valid`, else taken out. */
const keptIf =
  (valid: (value: string) => boolean) =>
  (value: string): string | null =>
    valid(value) ? value : null;
const isId = /* @__PURE__ */ keptIf((value) => parsePositiveId(value) !== null);

/**
 * The query keys each page reads, with the form each value takes in the address: the value as written when it is
 * valid, or null when the page cannot take it (pages not listed read none).
 */
const CANONICAL: {
  readonly [N in PageName]?: Readonly<Record<string, (value: string) => string | null>>;
} = {
  StudentSetting: {
    projectId: isId,
    systemType: /* @__PURE__ */ keptIf((value) => systemTypeName(value) !== null),
  },
  // An identity number is never kept in an address: one of the old form is taken in before (see below), or dropped.
  ResidentCaseDetail: { record: /* @__PURE__ */ keptIf(isResidentRecordRef), idCard: () => null },
  NoticeDetail: { id: isId },
  SystemNoticeInfo: { id: isId },
  OutSystemUrl: { system: /* @__PURE__ */ keptIf((value) => subsystemOfQuery(value) !== null) },
  ReferralMonit: { id: isId },
  EvaluationManageDetail: {
    projectId: isId,
    year: /* @__PURE__ */ keptIf((value) => parseProjectYear(value) !== null),
  },
  BusinessLineDetail: { lobId: isId },
};

/**
 * The query of page `name` as its route keeps it in the address and its tab's identity: the keys the page reads
 * without the values it cannot take, and every other key as it was (text only). Valid values are kept exactly as
 * written, so the address and the tab's identity do not change for a valid query. (A resident record's address of
 * the old form, `?idCard=`, is first taken in by the tab's `residentRecords.fromAddress`.)
 */
export function canonicalPageQuery(
  name: PageName,
  query: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const text = textOf(value);
    if (text !== undefined) out[key] = text;
  }
  for (const [key, canonical] of Object.entries(CANONICAL[name] ?? {})) {
    const value = out[key];
    if (value === undefined) continue;
    const kept = canonical(value);
    if (kept === null) delete out[key];
    else out[key] = kept;
  }
  return out;
}
