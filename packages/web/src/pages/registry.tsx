import {
  announcementQueries,
  DEFAULT_PAGE_SIZE,
  EMPTY_REFERRAL_FILTER,
  evaluationAdminQueries,
  inboxQueries,
  loginLogQueries,
  loginLogQuery,
  normaliseIdentityCard,
  noticePageQuery,
  type PageName,
  type PageSearch,
  pageSearchOf,
  platformQueries,
  projectListQuery,
  type QueryDescriptor,
  referralStatsFilter,
  residentQueries,
  signedOrgQueries,
  statsQueries,
  TOP_ORG_PARENT_ID,
  type Workbench,
} from '@mch/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { type AsyncRouteComponent, lazyRouteComponent } from '@tanstack/react-router';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { loadChunk } from '../platform/chunk';
import type { PageProps } from '../platform/page-props';
import WorkbenchPage from './workbench';

/** A page component of route `N`. */
export type PageComponent<N extends PageName> =
  | ComponentType<PageProps<N>>
  | AsyncRouteComponent<PageProps<N>>;

/** A page's code, loaded on first use with the §8 time limit (`loadChunk`); the router preloads it on navigation. */
function lazyPage<N extends PageName>(
  load: () => Promise<{ default: ComponentType<PageProps<N>> }>,
): AsyncRouteComponent<PageProps<N>> {
  return lazyRouteComponent(() => loadChunk(load));
}

/**
 * The page component of every route of SPEC.md §2.2 (the SDK's PAGE_DEFINITIONS), code-split per page except the
 * workbench, the landing page, which ships with the shell (DESIGN.md) so landing needs no second round trip. Each
 * page lives in `src/pages/<folder>/index.tsx` and default-exports a component taking {@link PageProps}.
 */
export const PAGE_COMPONENTS: { readonly [N in PageName]: PageComponent<N> } = {
  Workbench: WorkbenchPage,
  UserCenter: lazyPage(() => import('./user-center')),
  StudentSetting: lazyPage(() => import('./staff-configuration')),
  ResidentCase: lazyPage(() => import('./resident-case')),
  ResidentCaseDetail: lazyPage(() => import('./resident-case-detail')),
  UserNotice: lazyPage(() => import('./user-notice')),
  NoticeDetail: lazyPage(() => import('./notice-detail')),
  SystemNoticeDetail: lazyPage(() => import('./announcement-list')),
  SystemNoticeInfo: lazyPage(() => import('./announcement-detail')),
  AuthorityManage: lazyPage(() => import('./authority-manage')),
  AuthRoleManage: lazyPage(() => import('./org-catalogue')),
  Mahefnq: lazyPage(() => import('./signed-organisations')),
  LoginLog: lazyPage(() => import('./login-log')),
  OutSystemUrl: lazyPage(() => import('./out-system-url')),
  ReferralMonit: lazyPage(() => import('./referral-monit')),
  EvaluationManage: lazyPage(() => import('./evaluation-manage')),
  EvaluationManageDetail: lazyPage(() => import('./evaluation-manage-detail')),
  BusinessLineDetail: lazyPage(() => import('./business-line-detail')),
};

/** The page element of route `name` with its validated search (the one place the page's props are typed per page). */
export function renderPage<N extends PageName>(
  name: N,
  props: Omit<PageProps<N>, 'search'> & { query: Readonly<Record<string, string>> },
): ReactElement {
  const { query, ...rest } = props;
  const Page = PAGE_COMPONENTS[name] as ComponentType<PageProps<N>>;
  return createElement(Page, { ...rest, search: pageSearchOf(name, query) });
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
  ResidentCaseDetail: (wb, search) => (search.idCard ? [residentQueries.byIdCard(wb, search.idCard)] : []),
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
  EvaluationManageDetail: (wb) => [evaluationAdminQueries.projectChoices(wb, null)],
};

/**
 * Starts the first queries of page `name` in the app's query client, once a session is loading or ready (`ensureQueryData`: nothing is asked for
 * when the data is there already, so coming back to a tab asks for nothing). Not awaited: the router shows the
 * page at once, and a failure shows in the page, where its query reports it.
 */
export function warmPage<N extends PageName>(
  name: N,
  context: { wb: Workbench; queryClient: QueryClient },
  search: PageSearch<N>,
): void {
  // Only for a session on its way or ready: without a login (no cookie, a refused cookie) nothing is asked for.
  const status = context.wb.session.getSnapshot().status;
  if (status !== 'loading' && status !== 'ready') return;
  const first = FIRST_DATA[name] as
    | ((wb: Workbench, search: PageSearch<N>) => readonly QueryDescriptor<unknown>[])
    | undefined;
  for (const query of first?.(context.wb, search) ?? []) {
    context.queryClient.ensureQueryData(query).catch(() => undefined);
  }
}
