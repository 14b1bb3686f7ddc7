import { defineMessages } from '../../i18n/define-messages';

/** Texts of the exam and training subsystems. */
export const subsystemsMessages = defineMessages({
  en: {
    title: 'Exams and training',
    description: 'The online exam and online training systems open here after your account is synced.',
    exam: 'Online exam',
    training: 'Online training',
    opening: 'Opening…',
    failedTitle: '{name} could not be opened',
  },
  'zh-CN': {
    title: '考试与培训',
    description: '同步账号后，在这里打开在线考试和在线培训系统。',
    exam: '在线考试',
    training: '在线培训',
    opening: '正在打开…',
    failedTitle: '{name}无法打开',
  },
});
