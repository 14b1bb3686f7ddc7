import { defineMessages } from '../../i18n/define-messages';

/** Texts of the announcement list. */
export const announcementListMessages = defineMessages({
  en: {
    latest: 'Latest announcements',
    latestFailed: 'The latest announcements could not be loaded.',
    noLatest: 'No announcements yet',
    all: 'All announcements',
    filters: 'Announcement filters',
    title: 'Title',
    titlePlaceholder: 'Search by title',
    table: 'Announcements',
    publisher: 'Publisher',
    publishedAt: 'Published at',
    view: 'View',
    viewLabel: 'View announcement: {title}',
    empty: 'No announcements found',
  },
  'zh-CN': {
    latest: '最新公告',
    latestFailed: '最新公告加载失败。',
    noLatest: '暂无公告',
    all: '全部公告',
    filters: '公告筛选',
    title: '标题',
    titlePlaceholder: '按标题搜索',
    table: '公告列表',
    publisher: '发布单位',
    publishedAt: '发布时间',
    view: '查看',
    viewLabel: '查看公告：{title}',
    empty: '未找到公告',
  },
});
