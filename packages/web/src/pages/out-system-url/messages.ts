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
    refusedAddress: 'Refused address',
  },
  'zh-CN': {
    frameTitle: '第三方页面：{address}',
    openInNewWindow: '在新窗口打开',
    openInNewWindowLabel: '在新窗口打开：第三方页面',
    refusedTitle: '无法显示此页面',
    refusedMissing: '未提供此页面的地址。',
    refusedUnsafe: '仅支持显示 http 和 https 地址。此地址已被拒绝，未被打开。',
    refusedAddress: '被拒绝的地址',
  },
});
