import { defineMessages } from '../../i18n/define-messages';

/** Texts of the service card. */
export const serviceCardMessages = defineMessages({
  en: {
    toggle: 'Service',
    title: 'Service',
    unit: 'My unit',
    noUnit: 'No unit',
    quickLinks: 'Quick links',
    signup: 'Training, exam, live registration',
    allAnnouncements: 'All announcements',
    announcements: 'Announcements',
    announcementLabel: 'Read the announcement: {title}',
    noAnnouncements: 'No announcements yet.',
    announcementsFailed: 'The announcements could not be loaded.',
    close: 'Close the service card',
  },
  'zh-CN': {
    toggle: '服务',
    title: '服务',
    unit: '所在单位',
    noUnit: '暂无单位',
    quickLinks: '快捷入口',
    signup: '培训、考试、直播报名',
    allAnnouncements: '全部公告',
    announcements: '通知公告',
    announcementLabel: '查看公告：{title}',
    noAnnouncements: '暂无公告。',
    announcementsFailed: '公告加载失败。',
    close: '关闭服务卡片',
  },
});
