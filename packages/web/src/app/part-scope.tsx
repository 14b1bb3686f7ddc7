import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { DatesLocale } from '../i18n/dates-locale';
import { createQueryClient } from './query-client';

let shared: QueryClient | undefined;

/** The app's one TanStack Query client, made when the first part that reads through it loads. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/**
 * What the parts loaded after the landing need around them: the app's TanStack Query client (the one of an outer
 * provider, as in tests, or else the shared one) and the date pickers' language. The landing itself reads no
 * server data through TanStack Query and shows no date picker, so neither library is in its code. All scopes share
 * one client: their caches and invalidations are one.
 */
export function PartScope({ children }: { children?: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const dated = <DatesLocale>{children}</DatesLocale>;
  if (outer) return dated;
  return <QueryClientProvider client={sharedQueryClient()}>{dated}</QueryClientProvider>;
}
