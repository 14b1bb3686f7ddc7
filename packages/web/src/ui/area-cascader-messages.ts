import { defineMessages } from '../i18n/define-messages';

/** Texts of the area cascader. */
export const areaCascaderMessages = defineMessages({
  en: {
    'level.1': 'Province',
    'level.2': 'City',
    'level.3': 'County',
    'level.4': 'Township',
    'level.5': 'Village',
    fieldLabel: '{label}: {level}',
    placeholder: 'All',
    loadFailed: 'The areas could not be loaded.',
    retry: 'Load the areas again',
    nothingFound: 'No matching area',
    loading: 'Loading areas…',
    clear: 'Clear: {level}',
  },
  'zh-CN': {
    'level.1': '省',
    'level.2': '市',
    'level.3': '区/县',
    'level.4': '街道/乡镇',
    'level.5': '社区/村',
    fieldLabel: '{label}：{level}',
    placeholder: '全部',
    loadFailed: '地区加载失败。',
    retry: '重新加载地区',
    nothingFound: '没有匹配的地区',
    loading: '正在加载地区…',
    clear: '清除{level}',
  },
});
