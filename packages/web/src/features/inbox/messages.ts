import { defineMessages } from '../../i18n/define-messages';

/** Texts of the read state of a notice or work tip (the message list and the message detail). */
export const inboxMessages = defineMessages({
  en: {
    unread: 'Unread',
    read: 'Read',
  },
  'zh-CN': {
    unread: '未读',
    read: '已读',
  },
});
