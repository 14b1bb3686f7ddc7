import { defineMessages } from '../../i18n/define-messages';

/** Texts of the login log page. */
export const loginLogMessages = defineMessages({
  en: {
    filters: 'Login log filters',
    userName: 'User name',
    userNamePlaceholder: 'Enter a user name',
    table: 'Login log',
    time: 'Login time',
    user: 'User name',
    nickName: 'Nickname',
    unit: 'Unit',
    ip: 'IP address',
    client: 'Client',
    result: 'Result',
    details: 'Details',
    detailsOf: 'Details of the login of {user} at {time}',
    detailTitle: 'Login details',
    empty: 'No logins found',
  },
  'zh-CN': {
    filters: '登录日志筛选',
    userName: '用户名',
    userNamePlaceholder: '请输入用户名',
    table: '登录日志',
    time: '登录时间',
    user: '用户名',
    nickName: '昵称',
    unit: '单位',
    ip: 'IP 地址',
    client: '客户端',
    result: '登录结果',
    details: '详情',
    detailsOf: '查看 {user} 于 {time} 的登录详情',
    detailTitle: '登录详情',
    empty: '未找到登录记录',
  },
});
