import { defineMessages } from '../../i18n/define-messages';

/** Texts of the personal centre page. */
export const userCenterMessages = defineMessages({
  en: {
    frameTitle: 'Personal centre',
    close: 'Close personal centre',
  },
  'zh-CN': {
    frameTitle: '个人中心',
    close: '关闭个人中心',
  },
});
