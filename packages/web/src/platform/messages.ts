import { defineMessages } from '../i18n/define-messages';

/** Texts of the start-up screens, the session dialogs and the global notifications. */
export const appMessages = defineMessages({
  en: {
    loadingWorkbench: 'Loading the workbench…',
    sessionErrorTitle: 'The workbench could not load your account',
    sessionErrorBody: 'Your user information or permissions could not be loaded.',
    redirecting: 'Redirecting to the sign-in page…',
    redirectingHint: 'If nothing happens, open the sign-in page yourself.',
    signInLink: 'Go to the sign-in page',
    noPermissionConfirm: 'Back to sign-in',
    accountSwitchedTitle: 'Account switched',
    accountSignedOutTitle: 'Signed out',
    accountSwitchedBody:
      'You signed in with another account in another window. The page will reload with the current account.',
    accountSignedOutBody:
      'You are no longer signed in: the login ended in another window (a sign-out, or a login that expired). The page will reload.',
    reload: 'Reload',
    warningServer: 'The server could not complete the request.',
    warningMalformed: 'The server sent an answer the workbench cannot read.',
    warningHttp: 'The server answered with an error.',
    landing: 'Opening your workbench…',
    tabWithDetail: '{detail} – {page}',
    pageCrashed: 'This page stopped working',
    pageCrashedBody: 'An error occurred while showing this page. The other pages keep working.',
    cookieErrorTitle: 'You could not be signed in',
    cookieDomainMismatch:
      'The login cookie is set for {domain}, but this page is served from {host}, so the browser refuses it. Please tell the administrator: the cookie domain in config.json must be this host or a parent domain of it.',
    cookieNotKept:
      'Your browser did not keep the login cookie. Cookies may be blocked for this site: allow cookies for it, then sign in again.',
    cookieSignInAgain: 'Sign in again',
  },
  'zh-CN': {
    loadingWorkbench: '正在加载工作台…',
    sessionErrorTitle: '工作台无法加载您的账号',
    sessionErrorBody: '无法加载您的用户信息或权限。',
    redirecting: '正在跳转到登录页…',
    redirectingHint: '如果没有自动跳转，请手动打开登录页。',
    signInLink: '前往登录页',
    noPermissionConfirm: '返回登录',
    accountSwitchedTitle: '账号已切换',
    accountSignedOutTitle: '已退出登录',
    accountSwitchedBody: '您已在其他窗口使用其他账号登录，页面将以当前账号重新加载。',
    accountSignedOutBody: '您的登录已在其他窗口结束（退出登录或登录失效），页面将重新加载。',
    reload: '重新加载',
    warningServer: '服务器无法完成该请求。',
    warningMalformed: '服务器返回了工作台无法识别的数据。',
    warningHttp: '服务器返回了错误。',
    landing: '正在打开您的工作台…',
    tabWithDetail: '{detail} – {page}',
    pageCrashed: '此页面出现故障',
    pageCrashedBody: '显示此页面时发生错误，其他页面不受影响。',
    cookieErrorTitle: '无法完成登录',
    cookieDomainMismatch:
      '登录 Cookie 的域为 {domain}，但本页面来自 {host}，浏览器拒绝保存该 Cookie。请联系管理员：config.json 中的 Cookie 域必须是本主机或其上级域名。',
    cookieNotKept:
      '浏览器没有保存登录 Cookie。本站点的 Cookie 可能已被阻止：请允许本站点使用 Cookie，然后重新登录。',
    cookieSignInAgain: '重新登录',
  },
});
