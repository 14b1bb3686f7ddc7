import type { PageName } from '@mch/sdk';
import { defineMessages } from '../i18n/define-messages';

/** Titles of the pages of SPEC.md §2.2, keyed by the SDK's `PageDefinition.titleKey`. */
export const pageTitles = defineMessages({
  en: {
    'page.workbench': 'Workbench',
    'page.userCenter': 'Personal centre',
    'page.studentSetting': 'Staff configuration',
    'page.residentCase': 'Patient record management',
    'page.residentCaseDetail': 'Resident record',
    'page.userNotice': 'Message list',
    'page.noticeDetail': 'Message detail',
    'page.systemNoticeDetail': 'Announcement list',
    'page.systemNoticeInfo': 'Announcement detail',
    'page.authorityManage': 'Authority management',
    'page.authRoleManage': 'Role management',
    'page.mahefnq': 'Signed-organisation management',
    'page.loginLog': 'Login log',
    'page.outSystemUrl': 'Third-party embedded page',
    'page.referralMonit': 'Referral monitoring',
    'page.evaluationManage': 'Evaluation management',
    'page.evaluationManageDetail': 'Evaluation statistics',
    'page.businessLineDetail': 'Business-line detail',
  },
  'zh-CN': {
    'page.workbench': '工作台',
    'page.userCenter': '个人中心',
    'page.studentSetting': '学员配置',
    'page.residentCase': '患者档案管理',
    'page.residentCaseDetail': '居民档案',
    'page.userNotice': '消息列表',
    'page.noticeDetail': '消息详情',
    'page.systemNoticeDetail': '公告列表',
    'page.systemNoticeInfo': '公告详情',
    'page.authorityManage': '权限管理',
    'page.authRoleManage': '角色管理',
    'page.mahefnq': '签约机构管理',
    'page.loginLog': '登录日志',
    'page.outSystemUrl': '第三方嵌入页面',
    'page.referralMonit': '转诊监测',
    'page.evaluationManage': '评价管理',
    'page.evaluationManageDetail': '评价统计',
    'page.businessLineDetail': '业务线详情',
  },
});

/** A key of {@link pageTitles}. */
export type PageTitleKey = keyof typeof pageTitles.en;

/** True when a string (e.g. an SDK title key) is a key of {@link pageTitles}. */
export function isPageTitleKey(key: string): key is PageTitleKey {
  return Object.hasOwn(pageTitles.en, key);
}

/** Folder under src/pages of each page route. */
export const PAGE_FOLDERS: Readonly<Record<PageName, string>> = {
  Workbench: 'workbench',
  UserCenter: 'user-center',
  StudentSetting: 'student-setting',
  ResidentCase: 'resident-case',
  ResidentCaseDetail: 'resident-case-detail',
  UserNotice: 'user-notice',
  NoticeDetail: 'notice-detail',
  SystemNoticeDetail: 'system-notice-detail',
  SystemNoticeInfo: 'system-notice-info',
  AuthorityManage: 'authority-manage',
  AuthRoleManage: 'auth-role-manage',
  Mahefnq: 'mahefnq',
  LoginLog: 'login-log',
  OutSystemUrl: 'out-system-url',
  ReferralMonit: 'referral-monit',
  EvaluationManage: 'evaluation-manage',
  EvaluationManageDetail: 'evaluation-manage-detail',
  BusinessLineDetail: 'business-line-detail',
};
