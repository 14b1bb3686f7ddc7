import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../workbench';
import {
  evaluationAdminMutations,
  evaluationAdminQueries,
  loginLogQueries,
  preselectionMutations,
  preselectionQueries,
} from './back-office';
import type { QueryKey } from './descriptor';
import { orgTreeMutations, orgTreeQueries, platformQueries } from './org-tree';
import {
  inboxMutations,
  inboxQueries,
  liveMutations,
  liveQueries,
  STATS_STALE_TIME_MS,
  signupMutations,
  statsQueries,
} from './workbench';

/** A workbench whose backends answer every call with an empty success, recording what was asked. */
function recordingWorkbench() {
  const calls: string[] = [];
  const wb = createWorkbench({
    baseUrls: {
      main: 'http://h/main',
      live: 'http://h/live',
      message: 'http://h/message',
      fds: 'http://h/fds',
      exam: 'http://h/exam',
      training: 'http://h/training',
    },
    signInUrl: 'http://h/sign-in',
    token: 't',
    adapters: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        calls.push(`${request.method} ${request.url}`);
        return Response.json({
          code: 0,
          msg: '',
          data: { records: [], total: 0, pageIndex: 1, pageSize: 10 },
        });
      },
    },
  });
  return { wb, calls };
}

/** Whether `prefix` starts `key` (how a cache matches an invalidation). */
const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

describe('query descriptors', () => {
  it('read through the typed clients, with the request in the key', async () => {
    const { wb, calls } = recordingWorkbench();
    const q = loginLogQueries.page(wb, { pageIndex: 2, pageSize: 50, userName: 'li' });
    expect(q.queryKey).toEqual(['loginLog', 'page', { pageIndex: 2, pageSize: 50, userName: 'li' }]);
    await expect(q.queryFn({ signal: new AbortController().signal })).resolves.toMatchObject({ total: 0 });
    expect(calls).toEqual([
      'GET http://h/main/v1/userLoginLog/queryPage?pageIndex=2&pageSize=50&userName=li',
    ]);
  });

  it('carry how long their data counts as current where the product says so', () => {
    const { wb } = recordingWorkbench();
    expect(statsQueries.summary(wb, {}).staleTime).toBe(STATS_STALE_TIME_MS);
    expect(platformQueries.businessLines(wb).staleTime).toBe(300_000);
    expect(loginLogQueries.page(wb, { pageIndex: 1, pageSize: 10 }).staleTime).toBeUndefined();
  });

  it('name the same call with the same key wherever it is used', () => {
    const { wb } = recordingWorkbench();
    expect(statsQueries.summary(wb, {}).queryKey).toEqual(
      statsQueries.summary(wb, { areaCode: null }).queryKey,
    );
    expect(statsQueries.myWork(wb).queryKey).toEqual(['stats', 'myWork']);
  });
});

describe('mutation descriptors', () => {
  it('make stale exactly the queries their change touches', () => {
    const { wb } = recordingWorkbench();
    const stale = (invalidates: readonly QueryKey[], key: QueryKey) =>
      invalidates.some((p) => startsWith(key, p));

    const addRoom = liveMutations.addRoom(wb).invalidates;
    expect(stale(addRoom, liveQueries.projects(wb, 2026).queryKey)).toBe(true);
    expect(stale(addRoom, statsQueries.live(wb, 2026).queryKey)).toBe(true);
    expect(stale(addRoom, statsQueries.summary(wb, {}).queryKey)).toBe(false);

    const status = evaluationAdminMutations.setStatus(wb).invalidates;
    expect(
      stale(status, evaluationAdminQueries.projectPage(wb, { pageIndex: 1, pageSize: 10 }).queryKey),
    ).toBe(true);
    expect(stale(status, evaluationAdminQueries.projectChoices(wb, null).queryKey)).toBe(true);
    expect(stale(status, evaluationAdminQueries.stats(wb, 1).queryKey)).toBe(false);

    const removeRow = preselectionMutations.removeRow(wb).invalidates;
    expect(
      stale(removeRow, preselectionQueries.page(wb, { pageIndex: 1, pageSize: 10, projectId: 1 }).queryKey),
    ).toBe(true);

    const deleteNode = orgTreeMutations.deleteLobNode(wb).invalidates;
    expect(stale(deleteNode, orgTreeQueries.lobChildren(wb, 3).queryKey)).toBe(true);
    expect(
      stale(deleteNode, orgTreeQueries.lobOrganisations(wb, { lobId: 1, page: 1, pageSize: 10 }).queryKey),
    ).toBe(true);
    expect(stale(deleteNode, platformQueries.businessLines(wb).queryKey)).toBe(false);

    const register = signupMutations.register(wb).invalidates;
    for (const query of [
      statsQueries.exams(wb),
      statsQueries.trainings(wb),
      statsQueries.live(wb, 2026),
      liveQueries.projects(wb, 2026),
      liveQueries.alerts(wb),
    ])
      expect(stale(register, query.queryKey)).toBe(true);
    expect(stale(register, statsQueries.summary(wb, {}).queryKey)).toBe(false);
    expect(stale(register, statsQueries.myWork(wb).queryKey)).toBe(false);

    const markTip = inboxMutations.markWorkTipRead(wb).invalidates;
    expect(stale(markTip, inboxQueries.workTipPage(wb, { pageIndex: 1, pageSize: 10 }).queryKey)).toBe(true);
    expect(stale(markTip, inboxQueries.noticePage(wb, { pageIndex: 1, pageSize: 10 }).queryKey)).toBe(false);
  });

  it('calls the backend once per change', async () => {
    const { wb, calls } = recordingWorkbench();
    await preselectionMutations.removeProject(wb).mutationFn(7);
    expect(calls).toEqual(['POST http://h/main/v1/sync/delChooseUserPreByProjectId?projectId=7']);
  });
});
