import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { LOCALE_STORAGE_KEY, useT } from '../i18n';
import { validateRuntimeConfig } from '../platform/config';
import { primaryColourAtom, themeParam } from '../platform/primary-colour';
import { useRuntimeConfig } from '../platform/runtime-config-context';
import { AppProviders } from './providers';

const parsed = validateRuntimeConfig(shipped);
if (!parsed.ok) throw new Error('the shipped config.json is invalid');
const config = parsed.config;

function AppTitle() {
  return <h1>{useT()('app.title')}</h1>;
}

function SignInUrl() {
  return <p>{useRuntimeConfig().signInUrl}</p>;
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('AppProviders', () => {
  it('renders the app in the remembered language with its runtime config', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    render(
      <AppProviders config={config} mantineEnv="test">
        <AppTitle />
        <SignInUrl />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('妇幼健康工作台');
    expect(document.documentElement.lang).toBe('zh-CN');
    screen.getByText('https://sso.example.org/login');
  });

  it('takes the primary colour of the theme parameter only when it is a colour', () => {
    const store = createStore();
    render(
      <AppProviders
        config={config}
        mantineEnv="test"
        store={store}
        primaryColour={themeParam('?theme=javascript:x')}
      />,
    );
    expect(store.get(primaryColourAtom)).toBeNull();
    const other = createStore();
    render(<AppProviders config={config} mantineEnv="test" store={other} primaryColour="#0ca678" />);
    expect(other.get(primaryColourAtom)).toBe('#0ca678');
  });

  it('gives every notification a named close button and a readable description, in the current language', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    render(<AppProviders config={config} mantineEnv="test" />);
    act(() => {
      notifications.show({ title: '保存成功', message: '项目已保存。', autoClose: false });
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('button', { name: '关闭' });
    // Mantine's grey under a title lacks contrast; the app's dimmed text (AA on white) replaces it.
    expect(within(alert).getByText('项目已保存。').style.color).toBe('var(--mantine-color-dimmed)');
  });
});
