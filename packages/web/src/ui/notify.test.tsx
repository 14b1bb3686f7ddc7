import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeAtom } from '../i18n';
import { defineMessages } from '../i18n/define-messages';
import { renderUi } from '../test/render';
import { notify } from './notify';

const local = defineMessages({
  en: { saved: '{name} was saved.', count: { one: '{count} row', other: '{count} rows' } },
  'zh-CN': { saved: '已保存 {name}。', count: { other: '{count} 行' } },
});

afterEach(() => {
  act(() => notifications.clean());
});

describe('notify', () => {
  it('shows an alert in the current language and says it again in the language switched to', async () => {
    const { store } = renderUi(<Notifications />);
    act(() => {
      notify({
        title: ({ t }) => t('common.warning'),
        message: ({ messages }) => messages(local)('saved', { name: '芙蓉区妇幼保健院' }),
        autoClose: false,
      });
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Warning');
    within(alert).getByText('芙蓉区妇幼保健院 was saved.');
    within(alert).getByRole('button', { name: 'Close' });

    act(() => store.set(localeAtom, 'zh-CN'));
    // The same notification, still announced as an alert, now in Chinese: its close button too.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    within(alert).getByText('警告');
    within(alert).getByText('已保存 芙蓉区妇幼保健院。');
    within(alert).getByRole('button', { name: '关闭' });
    expect(alert.textContent).not.toContain('Warning');

    act(() => store.set(localeAtom, 'en'));
    within(alert).getByText('芙蓉区妇幼保健院 was saved.');
  });

  it('keeps a server’s own text as it came while the app’s words follow the language', async () => {
    const { store } = renderUi(<Notifications />, { locale: 'zh-CN' });
    const said = '参数错误：unitId';
    act(() => {
      notify({ title: ({ t }) => t('common.warning'), message: () => said, autoClose: false });
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByText('警告');
    act(() => store.set(localeAtom, 'en'));
    within(alert).getByText('Warning');
    within(alert).getByText(said);
  });

  it('gives the text plural forms, dates in the current language and markup', async () => {
    const { store } = renderUi(<Notifications />);
    const at = new Date(2026, 0, 5, 14, 30);
    act(() => {
      notify({
        message: ({ messages, format, locale }) => (
          <span data-locale={locale}>
            {messages(local)('count', { count: 1 })} · {format.dateTime(at)}
          </span>
        ),
        autoClose: false,
      });
    });
    const alert = await screen.findByRole('alert');
    const en = within(alert).getByText(/^1 row · /);
    expect(en.dataset.locale).toBe('en');
    const enDate = en.textContent;
    act(() => store.set(localeAtom, 'zh-CN'));
    const zh = within(alert).getByText(/^1 行 · /);
    expect(zh.dataset.locale).toBe('zh-CN');
    expect(zh.textContent).not.toBe(enDate);
    expect(zh.textContent).toContain('2026');
  });

  it('returns the notification’s id, and one id shows once', async () => {
    renderUi(<Notifications />);
    let ids: string[] = [];
    act(() => {
      ids = [1, 2].map(() =>
        notify({ id: 'once', message: ({ t }) => t('error.network'), autoClose: false }),
      );
    });
    expect(ids).toEqual(['once', 'once']);
    await screen.findByRole('alert');
    expect(screen.getAllByText('Network error, please retry later.')).toHaveLength(1);
  });
});
