import { PAGE_DEFINITIONS, type PageName, pageSearchOf } from '@mch/sdk';
import type { PageProps } from '../platform/page-props';

/** The props the shell gives page `name` opened with `query` (validated by the route's rule, as in the app). */
export function pageProps<N extends PageName>(
  name: N,
  query: Readonly<Record<string, string>> = {},
  active = true,
  params: Readonly<Record<string, string>> = {},
): PageProps<N> {
  const path = PAGE_DEFINITIONS.find((definition) => definition.name === name)?.path ?? '/';
  return { path, search: pageSearchOf(name, query), params, active };
}
