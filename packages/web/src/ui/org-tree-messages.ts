import { defineMessages } from '../i18n/define-messages';

/** Texts of the organisation tree (OrgTree). */
export const orgTreeMessages = defineMessages({
  en: {
    loading: 'Loading…',
    loadFailed: 'The child nodes could not be loaded.',
    noChildren: 'No child nodes',
    empty: 'No nodes',
    retry: 'Retry',
    dropHere: 'Drop to move here',
    panelTitle: 'Organisation catalogue tree',
    refresh: 'Refresh tree',
  },
  'zh-CN': {
    loading: '加载中…',
    loadFailed: '子节点加载失败。',
    noChildren: '没有子节点',
    empty: '暂无节点',
    retry: '重试',
    dropHere: '松开即移动到此处',
    panelTitle: '机构目录树',
    refresh: '刷新目录树',
  },
});
