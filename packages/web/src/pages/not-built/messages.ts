import { defineMessages } from '../../i18n/define-messages';

/** Texts of the 'not built yet' panel. */
export const notBuiltMessages = defineMessages({
  en: {
    notBuilt: 'This page is not built yet.',
    notBuiltHint: 'It will be available in a later version of the workbench.',
  },
  'zh-CN': {
    notBuilt: '此页面尚未建设。',
    notBuiltHint: '将在工作台的后续版本中提供。',
  },
});
