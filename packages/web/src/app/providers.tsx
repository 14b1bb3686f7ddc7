import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ThemeColour } from '@mch/sdk';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { LocaleSync, useLocale, useT } from '../i18n';
import { useAtomSnapshot } from '../platform/atom-snapshot';
import type { RuntimeConfig } from '../platform/config';
import { primaryColourAtom } from '../platform/primary-colour';
import { createQueryClient } from '../platform/query-client';
import { RuntimeConfigProvider } from '../platform/runtime-config-context';
import { cssVariablesResolver, themeWithPrimary, withComponentLabels } from '../platform/theme';
import { styleNonceProps } from './style-nonce';

/** A jotai store, as returned by `createStore()`. */
export type AppStore = ReturnType<typeof createStore>;

/** Props of AppProviders. */
export interface AppProvidersProps {
  /** The validated runtime configuration. */
  config: RuntimeConfig;
  /** The `theme` URL parameter as the SDK's theme colour (see `themeParam`), or null for the theme's own. */
  primaryColour?: ThemeColour | null;
  /** The jotai store (a fresh one by default). */
  store?: AppStore;
  /** The app's one TanStack Query client (`createQueryClient()` by default). */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals' delays (component tests). */
  mantineEnv?: 'default' | 'test';
  children?: ReactNode;
}

/**
 * Mantine with the app theme: the run-time primary colour and, in the current language, the labels the theme gives
 * Mantine's components (the notifications' close button). Needs the jotai store.
 */
export function ThemedMantine({ env, children }: { env: 'default' | 'test'; children?: ReactNode }) {
  const colour = useAtomSnapshot(primaryColourAtom);
  const t = useT();
  const locale = useLocale();
  const theme = useMemo(
    () => withComponentLabels(themeWithPrimary(colour), { close: t('common.close') }, locale),
    [colour, t, locale],
  );
  return (
    <MantineProvider
      theme={theme}
      env={env}
      cssVariablesResolver={cssVariablesResolver}
      {...styleNonceProps()}
    >
      {children}
    </MantineProvider>
  );
}

/**
 * Everything the app runs inside: jotai, the runtime config, TanStack Query, Mantine (with the run-time primary
 * colour), notifications, and the locale (html lang, the date pickers' language).
 */
export function AppProviders({
  config,
  primaryColour = null,
  store,
  queryClient,
  mantineEnv = 'default',
  children,
}: AppProvidersProps) {
  const [appStore] = useState<AppStore>(() => {
    const created = store ?? createStore();
    if (primaryColour !== null) created.set(primaryColourAtom, primaryColour);
    return created;
  });
  const [client] = useState<QueryClient>(() => queryClient ?? createQueryClient());
  return (
    <JotaiProvider store={appStore}>
      <RuntimeConfigProvider config={config}>
        <QueryClientProvider client={client}>
          <ThemedMantine env={mantineEnv}>
            <LocaleSync>
              <Notifications position="top-right" />
              {children}
            </LocaleSync>
          </ThemedMantine>
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </JotaiProvider>
  );
}
