import { defineMessages } from '../../i18n/define-messages';

/** Texts of the login route. */
export const loginMessages = defineMessages({
  en: { opening: 'Opening your workbench…' },
  'zh-CN': { opening: '正在打开您的工作台…' },
});
