import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { LOCALE_STORAGE_KEY, useT } from '../i18n';
import { validateRuntimeConfig } from './config';
import { primaryColourAtom } from './primary-colour';
import { AppProviders } from './providers';
import { useRuntimeConfig } from './runtime-config-context';

const parsed = validateRuntimeConfig(shipped);
if (!parsed.ok) throw new Error('the shipped config.json is invalid');
const config = parsed.config;

function AppTitle() {
  return <h1>{useT()('app.title')}</h1>;
}

function SignInUrl() {
  return <p>{useRuntimeConfig().signInUrl}</p>;
}

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
    expect(screen.getByText('/demo-login')).toBeTruthy();
  });

  it('takes the primary colour only when it is valid', () => {
    const store = createStore();
    render(<AppProviders config={config} mantineEnv="test" store={store} primaryColour="javascript:x" />);
    expect(store.get(primaryColourAtom)).toBeNull();
    const other = createStore();
    render(<AppProviders config={config} mantineEnv="test" store={other} primaryColour="#0ca678" />);
    expect(other.get(primaryColourAtom)).toBe('#0ca678');
  });
});
