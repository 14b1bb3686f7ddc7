import { findPageDefinition, type PageDefinition, type PageName } from '@mch/sdk';
import { type ComponentType, lazy } from 'react';
import WorkbenchPage from '../pages/workbench';
import type { PageProps } from './page-props';

/** A page component: the workbench is in the entry bundle, every other page is loaded on first use. */
export type LazyPage = ComponentType<PageProps>;

/**
 * The page component of every route of SPEC.md §2.2 (the SDK's PAGE_DEFINITIONS), code-split per page except the
 * workbench, the landing page, which ships with the shell (DESIGN.md) so landing needs no second round trip. Each
 * page lives in `src/pages/<folder>/index.tsx` and default-exports a component taking {@link PageProps}.
 */
export const PAGE_COMPONENTS: Readonly<Record<PageName, LazyPage>> = {
  Workbench: WorkbenchPage,
  UserCenter: lazy(() => import('../pages/user-center')),
  StudentSetting: lazy(() => import('../pages/student-setting')),
  ResidentCase: lazy(() => import('../pages/resident-case')),
  ResidentCaseDetail: lazy(() => import('../pages/resident-case-detail')),
  UserNotice: lazy(() => import('../pages/user-notice')),
  NoticeDetail: lazy(() => import('../pages/notice-detail')),
  SystemNoticeDetail: lazy(() => import('../pages/system-notice-detail')),
  SystemNoticeInfo: lazy(() => import('../pages/system-notice-info')),
  AuthorityManage: lazy(() => import('../pages/authority-manage')),
  AuthRoleManage: lazy(() => import('../pages/auth-role-manage')),
  Mahefnq: lazy(() => import('../pages/mahefnq')),
  LoginLog: lazy(() => import('../pages/login-log')),
  OutSystemUrl: lazy(() => import('../pages/out-system-url')),
  ReferralMonit: lazy(() => import('../pages/referral-monit')),
  EvaluationManage: lazy(() => import('../pages/evaluation-manage')),
  EvaluationManageDetail: lazy(() => import('../pages/evaluation-manage-detail')),
  BusinessLineDetail: lazy(() => import('../pages/business-line-detail')),
};

/** The route and page component of a pathname, or null for an unknown path. */
export function pageComponentOf(pathname: string): { definition: PageDefinition; Page: LazyPage } | null {
  const definition = findPageDefinition(pathname);
  return definition ? { definition, Page: PAGE_COMPONENTS[definition.name] } : null;
}
