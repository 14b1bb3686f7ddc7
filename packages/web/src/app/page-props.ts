/** What the shell passes to every page component (the page contract of the keep-alive tabs). */
export interface PageProps {
  /** The pathname of the page ('/loginLog', '/businessLineDetail/7'). */
  path: string;
  /** The query the page was opened with (the SSO token is never in it). */
  query: Readonly<Record<string, string>>;
  /** Route parameters: `{ id }` for /businessLineDetail/$id, else empty. */
  params: Readonly<Record<string, string>>;
  /** True while the page's tab is the current one; hidden pages stay mounted but should not fetch. */
  active: boolean;
}
