import { defineMessages } from '../../i18n/define-messages';

/** Texts of the third-party page and of every embedded frame. */
export const outSystemMessages = defineMessages({
  en: {
    frameTitle: 'Third-party page: {address}',
    openInNewWindow: 'Open in new window',
    openInNewWindowLabel: 'Open in new window: the third-party page',
    refusedTitle: 'This page cannot be shown',
    refusedMissing: 'No address was given for this page.',
    refusedUnsafe:
      'Only http and https addresses can be shown. This address was refused and has not been opened.',
    refusedCredentials:
      'An address with a user name or password in it cannot be shown. This address was refused and has not been opened.',
    refusedSameOrigin:
      'An address of the workbench itself cannot be shown in a frame. This address was refused and has not been opened.',
    refusedNotListed:
      'This address is not among the sites this workbench may show. It was refused and has not been opened; ask the administrator to allow its site if it should open here.',
    refusedAddress: 'Refused address',
    subsystemOpening: 'Opening {name}…',
    subsystemFailed: '{name} could not be opened',
    subsystemRetry: 'Try again',
  },
  'zh-CN': {
    frameTitle: '第三方页面：{address}',
    openInNewWindow: '在新窗口打开',
    openInNewWindowLabel: '在新窗口打开：第三方页面',
    refusedTitle: '无法显示此页面',
    refusedMissing: '未提供此页面的地址。',
    refusedUnsafe: '仅支持显示 http 和 https 地址，已拒绝打开此地址。',
    refusedCredentials: '含有用户名或密码的地址不能显示，已拒绝打开此地址。',
    refusedSameOrigin: '工作台自身的地址不能在框架中显示，已拒绝打开此地址。',
    refusedNotListed:
      '此地址不在本工作台允许显示的站点之列，已拒绝打开此地址。如需在此打开，请联系管理员允许该站点。',
    refusedAddress: '被拒绝的地址',
    subsystemOpening: '正在打开{name}…',
    subsystemFailed: '{name}无法打开',
    subsystemRetry: '重试',
  },
});
