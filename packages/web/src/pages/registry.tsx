import {
  announcementQueries,
  areaStatsParent,
  currentYear,
  DEFAULT_PAGE_SIZE,
  EMPTY_REFERRAL_FILTER,
  EMPTY_STATS_FILTER_CHOICE,
  evaluationAdminQueries,
  expectedLandingPage,
  inboxQueries,
  isPageGranted,
  landingPage,
  liveQueries,
  loginLogQueries,
  loginLogQuery,
  normaliseIdentityCard,
  noticePageQuery,
  PAGE_DEFINITIONS,
  type PageName,
  type PageSearch,
  pageAccessOf,
  pageSearchOf,
  platformQueries,
  projectListQuery,
  type QueryDescriptor,
  referralStatsFilter,
  residentQueries,
  type SessionState,
  signedOrgQueries,
  statsQueries,
  TOP_ORG_PARENT_ID,
  type Workbench,
} from '@mch/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { type OnDemandChunk, onDemandChunk, useChunk } from '../platform/chunk';
import type { PageProps } from '../platform/page-props';
import { PageSkeleton } from '../ui/page-skeleton';
import { ChunkFailurePanel } from '../ui/part-suspense';
import WorkbenchPage from './workbench';

/** A page's code: the component itself (the workbench, which ships with the shell) or its chunk, loaded on demand. */
export type PageCode<N extends PageName> =
  | ComponentType<PageProps<N>>
  | OnDemandChunk<{ default: ComponentType<PageProps<N>> }>;

/**
 * The page component of every route of SPEC.md §2.2 (the SDK's PAGE_DEFINITIONS), code-split per page except the
 * workbench, the landing page, which ships with the shell (DESIGN.md) so landing needs no second round trip. Each
 * page lives in `src/pages/<folder>/index.tsx` and default-exports a component taking {@link PageProps}. A page's
 * chunk is asked for by its route's loader as the address changes (`preloadPage`), with the §8 time limit.
 */
export const PAGE_CODE: { readonly [N in PageName]: PageCode<N> } = {
  Workbench: WorkbenchPage,
  UserCenter: onDemandChunk(() => import('./user-center')),
  StudentSetting: onDemandChunk(() => import('./staff-configuration')),
  ResidentCase: onDemandChunk(() => import('./resident-case')),
  ResidentCaseDetail: onDemandChunk(() => import('./resident-case-detail')),
  UserNotice: onDemandChunk(() => import('./user-notice')),
  NoticeDetail: onDemandChunk(() => import('./notice-detail')),
  SystemNoticeDetail: onDemandChunk(() => import('./announcement-list')),
  SystemNoticeInfo: onDemandChunk(() => import('./announcement-detail')),
  AuthorityManage: onDemandChunk(() => import('./authority-manage')),
  AuthRoleManage: onDemandChunk(() => import('./org-catalogue')),
  Mahefnq: onDemandChunk(() => import('./signed-organisations')),
  LoginLog: onDemandChunk(() => import('./login-log')),
  OutSystemUrl: onDemandChunk(() => import('./out-system-url')),
  ReferralMonit: onDemandChunk(() => import('./referral-monit')),
  EvaluationManage: onDemandChunk(() => import('./evaluation-manage')),
  EvaluationManageDetail: onDemandChunk(() => import('./evaluation-manage-detail')),
  BusinessLineDetail: onDemandChunk(() => import('./business-line-detail')),
};

function isChunk<N extends PageName>(
  code: PageCode<N>,
): code is OnDemandChunk<{ default: ComponentType<PageProps<N>> }> {
  return typeof code === 'object' && code !== null && 'getSnapshot' in code;
}

/** Asks for the code of page `name` (nothing for the workbench, nor for code on its way, there or failed). */
export function preloadPage(name: PageName): void {
  const code: PageCode<PageName> = PAGE_CODE[name] as PageCode<PageName>;
  if (!isChunk(code)) return;
  // Code that did not arrive is not asked for again here: its page says so, and Reload loads the app again.
  const { module, error } = code.getSnapshot();
  if (module === undefined && error === undefined) code.load().catch(() => undefined);
}

/** Props of OnDemandPage. */
interface OnDemandPageProps<N extends PageName> {
  chunk: OnDemandChunk<{ default: ComponentType<PageProps<N>> }>;
  props: PageProps<N>;
}

/**
 * A page drawn as soon as its code is there: the page skeleton until then, the chunk failure with a Reload if the
 * code did not arrive (SPEC.md §8). It never suspends, so React does not hold the loaded page back behind the
 * skeleton (its Suspense fallback throttle kept a page whose code and data had both arrived hidden for 300 ms).
 */
function OnDemandPage<N extends PageName>({ chunk, props }: OnDemandPageProps<N>) {
  const { module, error } = useChunk(chunk);
  if (error) return <ChunkFailurePanel of="page" />;
  if (!module) return <PageSkeleton />;
  return createElement(module.default, props);
}

/** The page element of route `name` with its validated search (the one place the page's props are typed per page). */
export function renderPage<N extends PageName>(
  name: N,
  props: Omit<PageProps<N>, 'search'> & { query: Readonly<Record<string, string>> },
): ReactElement {
  const { query, ...rest } = props;
  const pageProps = { ...rest, search: pageSearchOf(name, query) } as PageProps<N>;
  const code = PAGE_CODE[name] as PageCode<N>;
  if (isChunk(code)) return <OnDemandPage chunk={code} props={pageProps} />;
  return createElement(code, pageProps);
}

/** The first page of a list, as every paged list opens (page 1, the default size). */
const FIRST_PAGE = { page: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

/**
 * The queries a page shows first, as it asks for them when it opens (same keys, so the page takes the loader's
 * answer): the route's loader starts them with the page's code instead of after it. Pages whose first data
 * depends on the user's choices, rights or unit are left to the page.
 */
const FIRST_DATA: {
  readonly [N in PageName]?: (wb: Workbench, search: PageSearch<N>) => readonly QueryDescriptor<unknown>[];
} = {
  Workbench: (wb) => [statsQueries.summary(wb, {})],
  LoginLog: (wb) => [loginLogQueries.page(wb, loginLogQuery(FIRST_PAGE, ''))],
  ResidentCase: (wb) => [
    residentQueries.medicalRecords(wb, {
      pageIndex: FIRST_PAGE.page,
      pageSize: FIRST_PAGE.pageSize,
      patName: '',
      patIdnum: normaliseIdentityCard(''),
    }),
  ],
  ResidentCaseDetail: (wb, search) => {
    const idCard = wb.residentRecords.idCardOf(search.record);
    return idCard ? [residentQueries.byIdCard(wb, idCard)] : [];
  },
  UserNotice: (wb) => [inboxQueries.noticePage(wb, noticePageQuery(FIRST_PAGE))],
  NoticeDetail: (wb, search) => (search.id ? [inboxQueries.opened(wb, search.id)] : []),
  SystemNoticeDetail: (wb) => [
    announcementQueries.latest(wb),
    announcementQueries.page(wb, { ...FIRST_PAGE, title: '' }),
  ],
  SystemNoticeInfo: (wb, search) => (search.id ? [announcementQueries.byId(wb, search.id)] : []),
  AuthRoleManage: (wb) => [platformQueries.businessLines(wb)],
  Mahefnq: (wb) => [signedOrgQueries.children(wb, TOP_ORG_PARENT_ID)],
  ReferralMonit: (wb) => [
    statsQueries.summary(wb, referralStatsFilter(EMPTY_REFERRAL_FILTER)),
    statsQueries.myWork(wb),
    statsQueries.progress(wb),
  ],
  EvaluationManage: (wb) => [evaluationAdminQueries.projectPage(wb, projectListQuery(FIRST_PAGE, {}))],
  EvaluationManageDetail: (wb, search) => [evaluationAdminQueries.projectChoices(wb, search.year)],
};

/**
 * The landing page's queries that need no user but take several calls in a row, started by the route's loader of
 * the sign-in's first load as soon as the session starts, when it is known to land on the page
 * (`expectedLandingPage`): alongside the user and the menu instead of after them. The workbench: the exam and
 * training figures, each behind a sync of the user into its subsystem and a token exchange (three calls in a row,
 * the longest chain of the landing; a failed login costs the two syncs more).
 */
const EARLY_DATA: {
  readonly [N in PageName]?: (wb: Workbench) => readonly QueryDescriptor<unknown>[];
} = {
  Workbench: (wb) => [statsQueries.exams(wb), statsQueries.trainings(wb)],
};

/**
 * The rest of a landing page's first queries, as the page asks for them, started by the route's loader of the
 * sign-in's first load the moment the session is ready (the user and the menu are there): alongside the shell's
 * first render instead of after it. On later visits the page, open already, asks for what it shows. Some need the
 * user (the area of the user's province, the user's identity card for the live figures); the others wait with them
 * so that a login that fails costs few calls. The workbench: every other block of the landing.
 */
const SIGNED_IN_DATA: {
  readonly [N in PageName]?: (
    wb: Workbench,
    user: ReadySession['user'],
  ) => readonly QueryDescriptor<unknown>[];
} = {
  Workbench: (wb, user) => {
    const parentArea = areaStatsParent(EMPTY_STATS_FILTER_CHOICE.areaCode, user);
    return [
      ...(parentArea === null ? [] : [statsQueries.areas(wb, parentArea)]),
      statsQueries.myWork(wb),
      statsQueries.progress(wb),
      statsQueries.live(wb, currentYear(wb.adapters.clock)),
      liveQueries.alerts(wb),
    ];
  },
};

type ReadySession = Extract<SessionState, { status: 'ready' }>;

/** Calls `then` when the loading session of `wb` turns ready; never when it fails. */
function whenSignedIn(wb: Workbench, then: (session: ReadySession) => void): void {
  const stop = wb.session.subscribe(() => {
    const state = wb.session.getSnapshot();
    if (state.status === 'idle' || state.status === 'loading') return;
    stop();
    if (state.status === 'ready') then(state);
  });
}

/**
 * Starts the first queries of page `name` in the app's query client, once a session is loading or ready (`ensureQueryData`: nothing is asked for
 * when the data is there already, so coming back to a tab asks for nothing). Not awaited: the router shows the
 * page at once, and a failure shows in the page, where its query reports it.
 */
export function warmPage<N extends PageName>(
  name: N,
  context: { wb: Workbench; queryClient: QueryClient },
  search: PageSearch<N>,
  options: {
    /**
     * The route is the sign-in's (`/`): the page's early queries and those that wait for the session only if it lands
     * on this page.
     */
    landing?: boolean;
  } = {},
): void {
  // Only for a session on its way or ready: without a login (no cookie, a refused cookie) nothing is asked for.
  const state = context.wb.session.getSnapshot();
  const status = state.status;
  if (status !== 'loading' && status !== 'ready') return;
  // A back-office page's data only for a user whose menu gives the page (SPEC.md §2.3, §6): while the session
  // loads, its menu is not known yet, so that page's first queries wait for it.
  const definition = PAGE_DEFINITIONS.find((d) => d.name === name);
  if (definition && definition.grantedBy.length > 0) {
    const granted = (session: ReadySession) => isPageGranted(definition, pageAccessOf(session.menu));
    if (state.status === 'loading') {
      whenSignedIn(context.wb, (session) => {
        if (granted(session)) warmPage(name, context, search, options);
      });
      return;
    }
    if (state.status === 'ready' && !granted(state)) return;
  }
  const first = FIRST_DATA[name] as
    | ((wb: Workbench, search: PageSearch<N>) => readonly QueryDescriptor<unknown>[])
    | undefined;
  const ensure = (queries: readonly QueryDescriptor<unknown>[]) => {
    for (const query of queries) context.queryClient.ensureQueryData(query).catch(() => undefined);
  };
  ensure(first?.(context.wb, search) ?? []);
  // Only while the session loads: once it is ready the page (the workbench is never closed) asks for its own.
  if (status !== 'loading') return;
  const early = EARLY_DATA[name];
  if (early && (!options.landing || expectedLandingPage(context.wb.session.getSnapshot()) === name))
    ensure(early(context.wb));
  const signedIn = SIGNED_IN_DATA[name];
  if (!early && !signedIn) return;
  whenSignedIn(context.wb, (session) => {
    if (options.landing && landingPage(session) !== name) return;
    // The early queries again: the ones started already are shared, not asked twice (a demo-mode sign-in learns
    // only now that it lands here).
    ensure([...(early?.(context.wb) ?? []), ...(signedIn?.(context.wb, session.user) ?? [])]);
  });
}
