import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { ThemedMantine } from '../app/providers';
import { type Locale, LocaleSync, localeAtom } from '../i18n';
import { DatesLocale } from '../i18n/dates-locale';

/** Options of `renderUi`: the locale to render in (English by default) and a jotai store to share. */
export interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  store?: ReturnType<typeof createStore>;
}

/** What `renderUi` returns: Testing Library's result plus the jotai store the UI runs on. */
export type RenderUiResult = RenderResult & { store: ReturnType<typeof createStore> };

/**
 * Renders UI the way the app does for component tests: jotai, Mantine (env="test": no transitions) with the
 * app theme in the current language, the locale and the date pickers' language.
 */
export function renderUi(
  ui: ReactElement,
  { locale = 'en', store = createStore(), ...options }: RenderUiOptions = {},
): RenderUiResult {
  store.set(localeAtom, locale);
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <JotaiProvider store={store}>
      <ThemedMantine env="test">
        <LocaleSync>
          <DatesLocale>{children}</DatesLocale>
        </LocaleSync>
      </ThemedMantine>
    </JotaiProvider>
  );
  return { ...render(ui, { wrapper, ...options }), store };
}
