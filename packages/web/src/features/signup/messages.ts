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
    searchFailed: 'The search failed, please try again.',
    registerFailed: 'The registration failed, please try again.',
    noUser: 'Your user information is not loaded, please reload the page.',
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
    searchFailed: '查询失败，请重试。',
    registerFailed: '报名失败，请重试。',
    noUser: '用户信息未加载，请刷新页面后重试。',
  },
});
