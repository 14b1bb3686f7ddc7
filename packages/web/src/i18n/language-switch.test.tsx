import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { LanguageSwitch } from './language-switch';
import { LOCALE_STORAGE_KEY } from './locale';
import { useT } from './use-t';

function Title() {
  const t = useT();
  return <h1>{t('app.title')}</h1>;
}

describe('LanguageSwitch', () => {
  it('switches the texts, the html lang and the remembered locale', () => {
    renderUi(
      <>
        <Title />
        <LanguageSwitch />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('MCH Workbench');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(screen.getByText('简体中文').closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');

    fireEvent.click(screen.getByRole('radio', { name: '简体中文' }));

    expect(screen.getByRole('heading').textContent).toBe('妇幼健康工作台');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    screen.getByRole('radiogroup', { name: '语言' });
    // Each language's name is marked as that language, whatever the page's (a Chinese voice would misread English).
    expect(screen.getByText('English').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});
