import type { PageDefinition } from '@mch/sdk';
import type { Page } from '@playwright/test';
import { demoPagesOrigin } from './fixtures';

/*
 * The address that opens each route of the SDK's route table with something to show (the accessibility walk of
 * e2e/a11y.spec.ts and the CSP walk of the deployable build, e2e-prod/nginx.spec.ts), and the backend's data it is
 * read from (`apiData`, also the hostile-input tests').
 */

/** Reads `data` of a demo-backend call made with the login cookie (the API is the specs'; nothing is mocked here). */
export async function apiData(page: Page, url: string): Promise<unknown> {
  return page.evaluate(async (target) => {
    const token = /(?:^|;\s*)mch_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(target, {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}`, 'X-Client-System': 'mch-workbench' },
    });
    const body = (await response.json()) as { data?: unknown };
    return body.data;
  }, url);
}

function firstOf(data: unknown, field: string): string | undefined {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { records?: unknown }).records)
      ? (data as { records: unknown[] }).records
      : [];
  const first = list[0] as Record<string, unknown> | undefined;
  const value = first?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * The address to open for a route: its path, with a real id where the page shows one record (read from the demo
 * backend the way the list pages do), the demo's embedded exam page for the third-party frame, and the first
 * business line of the menu for the dynamic route.
 */
export async function addressOf(page: Page, definition: PageDefinition, appOrigin: string): Promise<string> {
  const withQuery = (query: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    const search = params.toString();
    return search ? `${definition.path}?${search}` : definition.path;
  };
  switch (definition.name) {
    case 'NoticeDetail':
      return withQuery({
        id: firstOf(await apiData(page, '/api/message/v1/notice/user-notice?pageIndex=1&pageSize=1'), 'id'),
      });
    case 'SystemNoticeInfo':
      return withQuery({
        id: firstOf(
          await apiData(
            page,
            '/api/main/v1/systemNotice/getPageBySystemId?systemId=25&pageIndex=1&pageSize=1',
          ),
          'id',
        ),
      });
    case 'ResidentCaseDetail':
      return withQuery({
        idCard: firstOf(
          await apiData(page, '/api/main/consultationSingle/queryRcsMedicalRecord?pageIndex=1&pageSize=1'),
          'patIdnum',
        ),
      });
    case 'EvaluationManageDetail':
      return withQuery({
        projectId: firstOf(await apiData(page, '/api/main/ysfyAppraise/getProjectList'), 'id'),
      });
    case 'OutSystemUrl':
      return withQuery({ url: `${demoPagesOrigin(appOrigin)}/demo-embedded/exam.html` });
    case 'BusinessLineDetail': {
      const id = firstOf(await apiData(page, '/api/main/v1/businessLine/queryAll'), 'id') ?? '1';
      return definition.path.replace('$id', id);
    }
    default:
      return definition.path;
  }
}

/** Routes whose page shows one record: their address needs an id read from the demo backend first. */
export const NEEDS_DATA: ReadonlySet<string> = new Set([
  'NoticeDetail',
  'SystemNoticeInfo',
  'ResidentCaseDetail',
  'EvaluationManageDetail',
  'BusinessLineDetail',
]);
