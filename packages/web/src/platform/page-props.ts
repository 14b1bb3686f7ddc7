import type { PageName, PageSearch } from '@mch/sdk';

/** What the shell passes to every page component (the page contract of the keep-alive tabs). */
export interface PageProps<N extends PageName = PageName> {
  /** The pathname of the page ('/loginLog', '/businessLineDetail/7'). */
  path: string;
  /** The page's query as its route validated it (the SDK's `pageSearchOf`): typed, and null where it was not valid. */
  search: PageSearch<N>;
  /** Route parameters: `{ id }` for /businessLineDetail/$id, else empty. */
  params: Readonly<Record<string, string>>;
  /** True while the page's tab is the current one; hidden pages stay mounted but should not fetch. */
  active: boolean;
}
