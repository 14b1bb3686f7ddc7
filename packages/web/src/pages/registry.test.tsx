import { DEMO_SOURCE_TYPE, landingPage, statsQueries } from '@mch/sdk';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../platform/query-client';
import { demoWorkbench, testDemo } from '../test/render-page';
import { warmPage } from './registry';

/** The landing's block calls that wait for the session (the statistics aside), as the demo saw them. */
const BLOCK_CALLS = [
  'GET main /stats/areaStats',
  'GET main /stats/myWorkSingle',
  'GET main /stats/myWorkProgressMonitoring',
  'GET live /YunProject/GetProjectInfoCount',
];

/** The exam and training blocks' chains (sync, token exchange, figures), which start with the session. */
const CHAIN_STARTS = ['POST mainSync /v1/sync/examUserInfo', 'POST mainSync /v1/sync/userInfo'];
const CHAIN_ENDS = ['GET exam /user/gov/exam/stats', 'GET training /student/studyTime'];

function callsOf(demo: ReturnType<typeof testDemo>, routes: readonly string[]): string[] {
  return routes.filter((route) => demo.requestsTo(route).length > 0);
}

function blockCallsOf(demo: ReturnType<typeof testDemo>): string[] {
  return callsOf(demo, BLOCK_CALLS);
}

describe("the workbench route's loader (warmPage)", () => {
  it('asks for the statistics and the exam and training chains at once, and for every other block as soon as the session is ready, before any page is drawn', async () => {
    const demo = testDemo();
    const wb = demoWorkbench(demo);
    const queryClient = createQueryClient();
    const releaseMenu = demo.hold('POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId');
    const signedIn = wb.session.start();
    warmPage('Workbench', { wb, queryClient }, {});
    await waitFor(() => expect(demo.requestsTo('GET main /stats/all')).toHaveLength(1));
    await waitFor(() => expect(demo.requestsTo('GET main /v1/user/getUser')).toHaveLength(1));
    // The exam and training figures need no user: their chains (sync, exchange, figures) run while the menu is on
    // its way.
    await waitFor(() => expect(callsOf(demo, CHAIN_ENDS)).toEqual(CHAIN_ENDS));
    expect(queryClient.getQueryData(statsQueries.exams(wb).queryKey)).toBeDefined();
    await waitFor(() => expect(queryClient.getQueryData(statsQueries.trainings(wb).queryKey)).toBeDefined());
    // The session is not ready: the other blocks wait.
    expect(wb.session.getSnapshot().status).toBe('loading');
    expect(blockCallsOf(demo)).toEqual([]);
    releaseMenu();
    await signedIn;
    // Ready: every other block's figures are asked for.
    await waitFor(() => expect(blockCallsOf(demo)).toEqual(BLOCK_CALLS));
    // Each once.
    for (const route of [...BLOCK_CALLS, ...CHAIN_STARTS, ...CHAIN_ENDS])
      expect(demo.requestsTo(route), route).toHaveLength(1);
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
    expect(callsOf(demo, CHAIN_STARTS)).toEqual([]);
    expect(queryClient.getQueryState(statsQueries.exams(wb).queryKey)).toBeUndefined();
  });

  it('from the sign-in route in demo mode, waits for the menu to know where the sign-in lands', async () => {
    const demo = testDemo();
    const wb = demoWorkbench(demo, 'demo-doctor', `http://localhost/?sourceType=${DEMO_SOURCE_TYPE}`);
    const queryClient = createQueryClient();
    const releaseMenu = demo.hold('POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId');
    const signedIn = wb.session.start();
    warmPage('Workbench', { wb, queryClient }, {}, { landing: true });
    expect(wb.session.getSnapshot()).toMatchObject({ status: 'loading', demoMode: true });
    await waitFor(() => expect(demo.requestsTo('GET main /v1/user/getUser')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The demo mode lands on the first menu item: until the menu is there, no chain starts.
    expect(callsOf(demo, CHAIN_STARTS)).toEqual([]);
    releaseMenu();
    const ready = await signedIn;
    if (ready.status !== 'ready') throw new Error('not signed in');
    // The demo doctor's first menu item is the workbench: now the chains and the other blocks start, each once.
    expect(landingPage(ready)).toBe('Workbench');
    await waitFor(() => expect(callsOf(demo, CHAIN_ENDS)).toEqual(CHAIN_ENDS));
    await waitFor(() => expect(blockCallsOf(demo)).toEqual(BLOCK_CALLS));
    for (const route of [...CHAIN_STARTS, ...CHAIN_ENDS])
      expect(demo.requestsTo(route), route).toHaveLength(1);
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

  it('a later visit with the session ready starts no chain either', async () => {
    const demo = testDemo();
    const wb = demoWorkbench(demo);
    const queryClient = createQueryClient();
    await wb.session.start();
    warmPage('Workbench', { wb, queryClient }, {}, { landing: true });
    await waitFor(() => expect(demo.requestsTo('GET main /stats/all')).toHaveLength(1));
    expect(callsOf(demo, CHAIN_STARTS)).toEqual([]);
  });
});
