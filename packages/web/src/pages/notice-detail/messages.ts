import { defineMessages } from '../../i18n/define-messages';

/** Texts of the message detail page. */
export const noticeDetailMessages = defineMessages({
  en: {
    back: 'Back to messages',
    title: 'Title',
    sender: 'Sender',
    sentAt: 'Sent at',
    state: 'Status',
    content: 'Content',
    invalidId: 'This message link is not valid.',
    invalidIdHint: 'Open the message from the message list.',
    loadFailed: 'The message could not be loaded.',
  },
  'zh-CN': {
    back: '返回消息列表',
    title: '标题',
    sender: '发送人',
    sentAt: '发送时间',
    state: '状态',
    content: '正文',
    invalidId: '此消息链接无效。',
    invalidIdHint: '请从消息列表中打开消息。',
    loadFailed: '消息加载失败。',
  },
});
