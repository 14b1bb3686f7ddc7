import { statsQueries } from '@mch/sdk';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../platform/query-client';
import { demoWorkbench, testDemo } from '../test/render-page';
import { warmPage } from './registry';

/** The landing's block calls (the statistics aside), as the demo saw them. */
const BLOCK_CALLS = [
  'GET main /stats/areaStats',
  'GET main /stats/myWorkSingle',
  'GET main /stats/myWorkProgressMonitoring',
  'GET exam /user/gov/exam/stats',
  'GET training /student/studyTime',
  'GET live /YunProject/GetProjectInfoCount',
];

function blockCallsOf(demo: ReturnType<typeof testDemo>): string[] {
  return BLOCK_CALLS.filter((route) => demo.requestsTo(route).length > 0);
}

describe("the workbench route's loader (warmPage)", () => {
  it('asks for the statistics at once and for every block as soon as the session is ready, before any page is drawn', async () => {
    const demo = testDemo();
    const wb = demoWorkbench(demo);
    const queryClient = createQueryClient();
    const releaseMenu = demo.hold('POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId');
    const signedIn = wb.session.start();
    warmPage('Workbench', { wb, queryClient }, {});
    await waitFor(() => expect(demo.requestsTo('GET main /stats/all')).toHaveLength(1));
    await waitFor(() => expect(demo.requestsTo('GET main /v1/user/getUser')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The session is not ready (its menu is on its way): the blocks wait.
    expect(wb.session.getSnapshot().status).toBe('loading');
    expect(blockCallsOf(demo)).toEqual([]);
    releaseMenu();
    await signedIn;
    // Ready: every block's figures are asked for, the exams and trainings behind their token exchange.
    await waitFor(() => expect(blockCallsOf(demo)).toEqual(BLOCK_CALLS));
    await waitFor(() => expect(queryClient.getQueryData(statsQueries.exams(wb).queryKey)).toBeDefined());
    expect(queryClient.getQueryData(statsQueries.trainings(wb).queryKey)).toBeDefined();
    // Each once.
    for (const route of BLOCK_CALLS) expect(demo.requestsTo(route)).toHaveLength(1);
  });

  it('from the sign-in route, asks for the blocks only when the sign-in lands on the workbench', async () => {
    const demo = testDemo();
    const wb = demoWorkbench(demo);
    const queryClient = createQueryClient();
    const signedIn = wb.session.start({ targetRoute: '/loginLog' });
    warmPage('Workbench', { wb, queryClient }, {}, { landing: true });
    await signedIn;
    await waitFor(() => expect(demo.requestsTo('GET main /stats/all')).toHaveLength(1));
    expect(blockCallsOf(demo)).toEqual([]);
    expect(queryClient.getQueryState(statsQueries.exams(wb).queryKey)).toBeUndefined();
  });

  it('on a later visit (the session ready), leaves the blocks to the page, which has them', async () => {
    const demo = testDemo();
    const wb = demoWorkbench(demo);
    const queryClient = createQueryClient();
    await wb.session.start();
    warmPage('Workbench', { wb, queryClient }, {});
    await waitFor(() => expect(demo.requestsTo('GET main /stats/all')).toHaveLength(1));
    expect(blockCallsOf(demo)).toEqual([]);
  });

  it('a session that fails asks for no block', async () => {
    const demo = testDemo();
    demo.faults.set({ kind: 'http500', backend: 'main', path: '/v1/user/getUser' });
    const wb = demoWorkbench(demo);
    const queryClient = createQueryClient();
    const settled = wb.session.start();
    warmPage('Workbench', { wb, queryClient }, {});
    expect((await settled).status).toBe('error');
    expect(blockCallsOf(demo)).toEqual([]);
  });
});
