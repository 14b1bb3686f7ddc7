import { defineMessages } from '../../i18n/define-messages';

/** Texts of the sign-up dialog besides the shared `signup.*` keys of the app catalogue. */
export const signupMessages = defineMessages({
  en: {
    codeLabel: 'Query number',
    codePlaceholder: 'Exam, training or live number',
    results: 'Search results',
    typeExam: 'Exam',
    typeTraining: 'Training',
    typeLive: 'Live',
    notRegistered: 'Not registered',
    registered: 'Registered',
    register: 'Register',
    registerFailed: 'The registration failed, please try again.',
    registerUncertain:
      'No answer came back: the registration may have gone through. Search the number again to check before you register again.',
  },
  'zh-CN': {
    codeLabel: '查询编号',
    codePlaceholder: '考试、培训或直播编号',
    results: '查询结果',
    typeExam: '考试',
    typeTraining: '培训',
    typeLive: '直播',
    notRegistered: '未报名',
    registered: '已报名',
    register: '报名',
    registerFailed: '报名失败，请重试。',
    registerUncertain: '未收到回复，报名可能已经成功。请重新查询该编号，确认后再报名。',
  },
});
