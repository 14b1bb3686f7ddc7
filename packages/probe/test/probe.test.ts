/**
 * The probe in process against the in-process demo backend (`createDemoFetch`): what it calls (never a write), how it
 * reports a schema error, and a backend that does not answer.
 */

import { createDemoFetch } from '@mch/mock';
import type { FetchAdapter } from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import type { ProbeConfig } from '../src/config';
import { runProbe, summarise } from '../src/probe';
import { formatReport } from '../src/report';
import { BACKEND_SPECS, isSafeRead, loadSpecs, operationsOf } from '../src/specs';

const specs = loadSpecs();

function setup(wrap: (fetch: FetchAdapter) => FetchAdapter = (f) => f) {
  const demo = createDemoFetch();
  const config: ProbeConfig = {
    baseUrls: { ...demo.baseUrls },
    signInUrl: 'https://sso.example.org/login',
    headers: {},
    expiry: undefined,
  };
  const calls: string[] = [];
  const recording: FetchAdapter = (req) => {
    calls.push(`${req.method} ${new URL(req.url).pathname}`);
    return demo.fetch(req);
  };
  return { demo, config, calls, fetch: wrap(recording) };
}

/** The calls the probe may make: the read-only operations, and the SDK's sync and token exchange for exam/training. */
const TOKEN_EXCHANGE = [
  'POST /api/main-sync/v1/sync/examUserInfo',
  'POST /api/exam/user/token/exchange',
  'POST /api/main-sync/v1/sync/userInfo',
  'POST /api/training/auth/token/exchange',
];

describe('the probe', () => {
  it('calls every read-only operation and nothing that writes', async () => {
    const { config, calls, fetch } = setup();
    const reports = await runProbe({ specs, config, token: 'demo-doctor', fetch });
    expect(summarise(reports)).toEqual({
      passed: BACKEND_SPECS.reduce((n, b) => n + operationsOf(specs, b).filter(isSafeRead).length, 0),
      failed: 0,
      skipped: 0,
    });
    const writes = BACKEND_SPECS.flatMap((b) =>
      operationsOf(specs, b)
        .filter((op) => !isSafeRead(op))
        .map((op) => ({ method: op.method.toUpperCase(), path: op.path })),
    );
    const pattern = (path: string) =>
      new RegExp(`/${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/^\//, '')}$`);
    const written = calls.filter(
      (c) =>
        !TOKEN_EXCHANGE.includes(c) &&
        writes.some(
          (w) => c.startsWith(`${w.method} `) && pattern(w.path).test(c.slice(w.method.length + 1)),
        ),
    );
    expect(written).toEqual([]);
    expect(calls.filter((c) => !c.startsWith('GET ') && !c.startsWith('POST '))).toEqual([]);
    // The POSTs it made are the spec's safe reads and the token exchange.
    const safePosts = BACKEND_SPECS.flatMap((b) =>
      operationsOf(specs, b)
        .filter((op) => op.method === 'post' && isSafeRead(op))
        .map((op) => op.path),
    );
    for (const post of calls.filter((c) => c.startsWith('POST ') && !TOKEN_EXCHANGE.includes(c))) {
      expect(
        safePosts.some((p) => post.endsWith(p)),
        post,
      ).toBe(true);
    }
    // Mutating GETs are marked and left out.
    expect(reports.find((r) => r.backend === 'main')?.writes).toEqual(
      expect.arrayContaining([
        'createHstRoom',
        'ignoreAppraise',
        'updateAppraiseProjectStatus',
        'saveAppraiseDetail',
      ]),
    );
  });

  it('leaves the messages waiting for its user where they are (the pull takes them, so it is never called)', async () => {
    const { demo, config, calls, fetch } = setup();
    const user = demo.db().users.find((u) => u.token === 'demo-doctor');
    if (!user) throw new Error('no demo-doctor');
    const waiting = {
      id: 99_001,
      type: 'notice',
      title: 'Waiting for the user',
      content: 'Delivered by the next pull of the app',
      createTime: '2026-11-27 09:00:00',
    };
    demo.db().message.pending[String(user.id)] = [waiting];
    const before = demo.snapshot();
    const reports = await runProbe({ specs, config, token: 'demo-doctor', fetch });
    expect(calls.filter((c) => c.endsWith('/v1/message/pull'))).toEqual([]);
    expect(reports.find((r) => r.backend === 'message')?.writes).toContain('pullMessages');
    expect(demo.db().message.pending[String(user.id)]).toEqual([waiting]);
    expect(demo.snapshot()).toBe(before);
  });

  it('reports the first schema error of an answer that breaks the spec', async () => {
    const { config, fetch } = setup((inner) => async (req) => {
      const response = await inner(req);
      if (!req.url.endsWith('/v1/message/unread-count')) return response;
      return Response.json({
        code: 'SUCCESS',
        msg: 'ok',
        data: { total: 1, noticeCount: '1', workTipsCount: 0 },
      });
    });
    const reports = await runProbe({ specs, config, token: 'demo-doctor', fetch, backends: ['message'] });
    const row = reports[0]?.results.find((r) => r.path === '/v1/message/unread-count');
    expect(row).toMatchObject({
      status: 200,
      code: 'SUCCESS',
      outcome: 'failed',
      detail: '/data/noticeCount must be integer',
    });
    expect(formatReport(reports)).toContain('✖ /data/noticeCount must be integer');
  });

  it('reports a backend that does not answer without stopping the others', async () => {
    const { config, fetch } = setup((inner) => async (req) => {
      if (req.url.includes('/api/live/')) throw new TypeError('fetch failed');
      return inner(req);
    });
    const reports = await runProbe({
      specs,
      config,
      token: 'demo-doctor',
      fetch,
      backends: ['live', 'message'],
    });
    const [live, message] = reports;
    expect(live?.results[0]).toMatchObject({ outcome: 'failed', status: undefined });
    expect(live?.results[0]?.detail).toMatch(/^no answer: NetworkError/);
    for (const r of live?.results.slice(1) ?? [])
      expect(r.detail).toMatch(/^not called: live did not answer/);
    expect(message?.results.every((r) => r.outcome === 'passed')).toBe(true);
  });

  it('reports a non-success answer with its code and message', async () => {
    const { demo, config, fetch } = setup();
    demo.faults.set({
      kind: 'businessError',
      backend: 'message',
      path: '/v1/message/unread-count',
      message: '服务繁忙',
    });
    const reports = await runProbe({ specs, config, token: 'demo-doctor', fetch, backends: ['message'] });
    expect(reports[0]?.results.find((r) => r.path === '/v1/message/unread-count')).toMatchObject({
      outcome: 'failed',
      code: 'BIZ_ERROR',
      detail: 'not a success code “服务繁忙”',
    });
  });
});
