import { findPageDefinition, type PageDefinition, type PageName } from '@mch/sdk';
import type { ComponentType } from 'react';
import WorkbenchPage from '../pages/workbench';
import { lazyPart } from './lazy-part';
import type { PageProps } from './page-props';

/** A page component: the workbench is in the entry bundle, every other page is loaded on first use. */
export type LazyPage = ComponentType<PageProps>;

/**
 * The page component of every route of SPEC.md §2.2 (the SDK's PAGE_DEFINITIONS), code-split per page except the
 * workbench, the landing page, which ships with the shell (DESIGN.md) so landing needs no second round trip; each
 * loaded page runs inside the part scope (lazyPart: TanStack Query, the date pickers' language). Each
 * page lives in `src/pages/<folder>/index.tsx` and default-exports a component taking {@link PageProps}.
 */
export const PAGE_COMPONENTS: Readonly<Record<PageName, LazyPage>> = {
  Workbench: WorkbenchPage,
  UserCenter: lazyPart(() => import('../pages/user-center')),
  StudentSetting: lazyPart(() => import('../pages/student-setting')),
  ResidentCase: lazyPart(() => import('../pages/resident-case')),
  ResidentCaseDetail: lazyPart(() => import('../pages/resident-case-detail')),
  UserNotice: lazyPart(() => import('../pages/user-notice')),
  NoticeDetail: lazyPart(() => import('../pages/notice-detail')),
  SystemNoticeDetail: lazyPart(() => import('../pages/system-notice-detail')),
  SystemNoticeInfo: lazyPart(() => import('../pages/system-notice-info')),
  AuthorityManage: lazyPart(() => import('../pages/authority-manage')),
  AuthRoleManage: lazyPart(() => import('../pages/auth-role-manage')),
  Mahefnq: lazyPart(() => import('../pages/mahefnq')),
  LoginLog: lazyPart(() => import('../pages/login-log')),
  OutSystemUrl: lazyPart(() => import('../pages/out-system-url')),
  ReferralMonit: lazyPart(() => import('../pages/referral-monit')),
  EvaluationManage: lazyPart(() => import('../pages/evaluation-manage')),
  EvaluationManageDetail: lazyPart(() => import('../pages/evaluation-manage-detail')),
  BusinessLineDetail: lazyPart(() => import('../pages/business-line-detail')),
};

/** The route and page component of a pathname, or null for an unknown path. */
export function pageComponentOf(pathname: string): { definition: PageDefinition; Page: LazyPage } | null {
  const definition = findPageDefinition(pathname);
  return definition ? { definition, Page: PAGE_COMPONENTS[definition.name] } : null;
}
