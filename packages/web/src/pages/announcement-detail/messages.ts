import { defineMessages } from '../../i18n/define-messages';

/** Texts of the announcement detail page. */
export const announcementInfoMessages = defineMessages({
  en: {
    back: 'Back to announcements',
    publisher: 'Publisher',
    publishedAt: 'Published at',
    content: 'Content',
    invalidId: 'This announcement link is not valid.',
    invalidIdHint: 'Open the announcement from the announcement list.',
    loadFailed: 'The announcement could not be loaded.',
  },
  'zh-CN': {
    back: '返回公告列表',
    publisher: '发布单位',
    publishedAt: '发布时间',
    content: '正文',
    invalidId: '此公告链接无效。',
    invalidIdHint: '请从公告列表中打开公告。',
    loadFailed: '公告加载失败。',
  },
});
