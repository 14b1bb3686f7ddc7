/**
 * The login log of the back office (SPEC.md §2.2 /loginLog, §7.1 GET v1/userLoginLog/queryPage): paged, filtered
 * by user name.
 */

import { halfWidth } from '../../domain/half-width';
import { type ListPaging, pagingQuery } from '../../domain/paging';
import type { MainComponents, MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';

/** One login attempt. */
export type LoginLogEntry = MainComponents['schemas']['LoginLog'];

/** One page of login attempts. */
export type LoginLogPage = MainComponents['schemas']['LoginLogPage'];

/** The query of GET v1/userLoginLog/queryPage. */
export type LoginLogQuery = MainPaths['/v1/userLoginLog/queryPage']['get']['parameters']['query'];

/**
 * The query of the login log: the page and the trimmed user name (left out when empty). A login name is ASCII: one
 * typed with a Chinese input method in full-width mode ('ｌｉｑｉａｎｇ') is read as the name it spells.
 */
export function loginLogQuery(paging: ListPaging, userName?: string | null): LoginLogQuery {
  const query: LoginLogQuery = pagingQuery(paging);
  const name = userName == null ? undefined : halfWidth(userName).trim();
  if (name) query.userName = name;
  return query;
}

/** One page of the login log. Rejects with the SDK's error when the call fails. */
export function fetchLoginLogPage(
  main: Pick<ApiClient<MainPaths>, 'GET'>,
  query: LoginLogQuery,
  signal?: AbortSignal,
): Promise<LoginLogPage> {
  return main.GET('/v1/userLoginLog/queryPage', { params: { query }, signal });
}
