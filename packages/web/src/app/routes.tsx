import { findPageDefinition, type PageDefinition, type PageName } from '@mch/sdk';
import type { ComponentType } from 'react';
import WorkbenchPage from '../pages/workbench';
import { lazyChunk } from './chunk';
import type { PageProps } from './page-props';

/** A page component: the workbench is in the entry bundle, every other page is loaded on first use. */
export type LazyPage = ComponentType<PageProps>;

/**
 * The page component of every route of SPEC.md §2.2 (the SDK's PAGE_DEFINITIONS), code-split per page except the
 * workbench, the landing page, which ships with the shell (DESIGN.md) so landing needs no second round trip; every
 * other page's code loads with the §8 time limit (lazyChunk). Each page lives in `src/pages/<folder>/index.tsx`
 * and default-exports a component taking {@link PageProps}.
 */
export const PAGE_COMPONENTS: Readonly<Record<PageName, LazyPage>> = {
  Workbench: WorkbenchPage,
  UserCenter: lazyChunk(() => import('../pages/user-center')),
  StudentSetting: lazyChunk(() => import('../pages/student-setting')),
  ResidentCase: lazyChunk(() => import('../pages/resident-case')),
  ResidentCaseDetail: lazyChunk(() => import('../pages/resident-case-detail')),
  UserNotice: lazyChunk(() => import('../pages/user-notice')),
  NoticeDetail: lazyChunk(() => import('../pages/notice-detail')),
  SystemNoticeDetail: lazyChunk(() => import('../pages/system-notice-detail')),
  SystemNoticeInfo: lazyChunk(() => import('../pages/system-notice-info')),
  AuthorityManage: lazyChunk(() => import('../pages/authority-manage')),
  AuthRoleManage: lazyChunk(() => import('../pages/auth-role-manage')),
  Mahefnq: lazyChunk(() => import('../pages/mahefnq')),
  LoginLog: lazyChunk(() => import('../pages/login-log')),
  OutSystemUrl: lazyChunk(() => import('../pages/out-system-url')),
  ReferralMonit: lazyChunk(() => import('../pages/referral-monit')),
  EvaluationManage: lazyChunk(() => import('../pages/evaluation-manage')),
  EvaluationManageDetail: lazyChunk(() => import('../pages/evaluation-manage-detail')),
  BusinessLineDetail: lazyChunk(() => import('../pages/business-line-detail')),
};

/** The route and page component of a pathname, or null for an unknown path. */
export function pageComponentOf(pathname: string): { definition: PageDefinition; Page: LazyPage } | null {
  const definition = findPageDefinition(pathname);
  return definition ? { definition, Page: PAGE_COMPONENTS[definition.name] } : null;
}
