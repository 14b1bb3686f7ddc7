import { defineMessages } from '../../i18n/define-messages';

/** Texts of the work-tip invitations. */
export const workTipMessages = defineMessages({
  en: {
    region: 'Invitations',
    consultationTitle: 'Consultation invitation',
    referralLiveTitle: 'Referral live invitation',
    countdown: { one: 'Closes in {count} second', other: 'Closes in {count} seconds' },
    paused: { one: 'Paused, {count} second left', other: 'Paused, {count} seconds left' },
    timeLeft: 'Time left',
    ignore: 'Ignore',
    agree: 'Agree',
    liveRoomTitle: 'Referral live',
    noLiveUrl: 'The live room of this invitation has no valid address.',
    joining: 'Opening the consultation…',
    joinFailed: 'The consultation of this invitation could not be joined.',
    joinAgain: 'Try again',
    /** What a screen reader is told of an invitation as it arrives. */
    announcement: '{title}: {body} {countdown}.',
    goToHint: 'Alt+N goes to the invitations.',
    /** What a screen reader is told when the user ignores or closes an invitation. */
    ignored: '{title} ignored: {body}',
    closed: '{title} closed: {body}',
    /** The keys of that shortcut, shown on the first invitation (each between `+` drawn as a key). */
    goToKeys: 'Alt+N',
  },
  'zh-CN': {
    region: '邀请',
    consultationTitle: '会诊邀请',
    referralLiveTitle: '转诊直播邀请',
    countdown: '{count} 秒后关闭',
    paused: '已暂停，剩余 {count} 秒',
    timeLeft: '剩余时间',
    ignore: '忽略',
    agree: '同意',
    liveRoomTitle: '转诊直播',
    noLiveUrl: '该邀请的直播间地址无效。',
    joining: '正在打开会诊…',
    joinFailed: '未能加入该邀请的会诊。',
    joinAgain: '重试',
    announcement: '{title}：{body}{countdown}。',
    goToHint: '按 Alt+N 转到邀请。',
    ignored: '已忽略{title}：{body}',
    closed: '已关闭{title}：{body}',
    goToKeys: 'Alt+N',
  },
});
