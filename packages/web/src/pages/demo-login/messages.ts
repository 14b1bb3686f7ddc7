import { defineMessages } from '../../i18n/define-messages';

/** Texts of the demo sign-in page. */
export const demoLoginMessages = defineMessages({
  en: {
    title: 'Demo sign-in',
    intro:
      'In the product, users sign in on a separate sign-in site, which sends them back with a token. This page plays that site for the demo: choose a user to sign in as.',
    signInAs: 'Sign in as {name}',
    doctorRole: 'Doctor, Changsha (Hunan, area 43)',
    doctorShows:
      'Every function: workbench, messages, records, referral, evaluation, back office, embedded exam and training, business lines.',
    adminRole: 'Administrator, Kunming (Yunnan, area 53)',
    adminShows: 'The back office: messages, records, referral, evaluation management and system management.',
    evaluatorRole: 'Staff member, Changsha (Hunan, area 43)',
    evaluatorShows: 'A small menu and an open satisfaction evaluation to answer.',
    noAccessRole: 'Staff member without permissions',
    noAccessShows: 'No accessible function: the blocking "Tip" dialog.',
    partnerTitle: 'Partner demo mode',
    partnerBody:
      'Signs in as the doctor with sourceType=CXYGT: no logo, downloads, quick entries or sign-up banner; the first menu item opens.',
    partnerLink: 'Sign in as the doctor in partner demo mode',
    codesTitle: 'Sign-up numbers to try',
    codesBody: 'Use them in the registration dialog (the banner on the left of the workbench).',
    codeExamOpen: 'Exam, not registered yet',
    codeExamRegistered: 'Exam, already registered',
    codeTrainingOpen: 'Training, not registered yet',
    codeTrainingRegistered: 'Training, already registered',
    codeLive: 'Live broadcast',
  },
  'zh-CN': {
    title: '演示登录',
    intro:
      '在正式环境中，用户在独立的登录站点登录后携带令牌返回。本页在演示中扮演该登录站点：请选择要登录的用户。',
    signInAs: '以{name}登录',
    doctorRole: '医生，长沙（湖南，区划 43）',
    doctorShows: '全部功能：工作台、消息、档案、转诊、评价、后台管理、嵌入的考试与培训、业务线。',
    adminRole: '管理员，昆明（云南，区划 53）',
    adminShows: '后台管理：消息、档案、转诊、评价管理和系统管理。',
    evaluatorRole: '工作人员，长沙（湖南，区划 43）',
    evaluatorShows: '精简菜单，并有一份待填写的满意度评价。',
    noAccessRole: '无权限的工作人员',
    noAccessShows: '没有可访问的功能：显示阻断式“提示”对话框。',
    partnerTitle: '合作方演示模式',
    partnerBody:
      '以医生身份并携带 sourceType=CXYGT 登录：不显示标志、下载、快捷入口和报名横幅，自动打开第一个菜单项。',
    partnerLink: '以合作方演示模式登录医生账号',
    codesTitle: '可试用的报名编号',
    codesBody: '在报名对话框（工作台左侧的横幅）中使用。',
    codeExamOpen: '考试，尚未报名',
    codeExamRegistered: '考试，已报名',
    codeTrainingOpen: '培训，尚未报名',
    codeTrainingRegistered: '培训，已报名',
    codeLive: '直播',
  },
});
