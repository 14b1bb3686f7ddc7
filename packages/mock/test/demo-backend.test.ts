/**
 * The demo backend's own housekeeping, as its host (the web app's demo mode) sees it: what it saves and when, the
 * fault layer that only answers while a fault is on, and the length its JSON answers declare.
 */

import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, utf8Length } from '../src/core/envelope';
import { baseUrlsAt, createDemoBackend, type DemoPersistence } from '../src/index';
import { TEST_NOW } from './support';

const ORIGIN = 'http://127.0.0.1:4173';
const now = () => new Date(TEST_NOW.getTime());

/** A persistence in memory that counts its saves. */
function memory(initial: string | null = null) {
  let stored = initial;
  const saves: string[] = [];
  const persistence: DemoPersistence = {
    load: () => stored,
    save: (state) => {
      stored = state;
      saves.push(state);
    },
  };
  return { persistence, saves, stored: () => stored };
}

/** The demo backend at ORIGIN, at the tests' fixed time, with `persistence` when given. */
const demoWith = (persistence?: DemoPersistence) =>
  createDemoBackend({
    baseUrls: baseUrlsAt(ORIGIN),
    origin: ORIGIN,
    now,
    ...(persistence ? { persistence } : {}),
  });

const getUser = (token = 'demo-doctor') =>
  new Request(`${ORIGIN}/api/main/v1/user/getUser`, { headers: { Authorization: `Bearer ${token}` } });

describe('the demo backend’s persistence', () => {
  it('saves the state once while nothing changes, and again after a change', async () => {
    const store = memory();
    const demo = demoWith(store.persistence);
    demo.persist();
    demo.persist();
    expect(store.saves).toHaveLength(1);
    const user = demo.db().users[0];
    if (!user) throw new Error('no demo user');
    user.nickName = `${user.nickName ?? ''}!`;
    demo.persist();
    expect(store.saves).toHaveLength(2);
    expect(JSON.parse(store.stored() ?? 'null').users[0].nickName).toBe(user.nickName);
  });

  it('takes up a saved state as it is (no save needed), and answers from it', async () => {
    const first = memory();
    const original = demoWith(first.persistence);
    const user = original.db().users.find((u) => u.token === 'demo-doctor');
    if (!user) throw new Error('no demo doctor');
    user.nickName = '张伟（已改）';
    original.persist();

    const again = memory(first.stored());
    const restored = demoWith(again.persistence);
    restored.persist();
    expect(again.saves).toHaveLength(0);
    const response = await getResponse(restored.handlers, getUser());
    expect(await response?.json()).toMatchObject({ code: 0, data: { nickName: '张伟（已改）' } });
  });

  it('drops a corrupt saved state for the seed, and saves the seed', async () => {
    const store = memory('{"users": not json');
    const demo = demoWith(store.persistence);
    const response = await getResponse(demo.handlers, getUser());
    expect(await response?.json()).toMatchObject({ code: 0, data: { userName: 'zhangwei' } });
    demo.persist();
    expect(store.saves).toHaveLength(1);
    expect(JSON.parse(store.saves[0] ?? 'null')).toHaveProperty('users');
  });

  it('saves the seed again after a reset', () => {
    const store = memory();
    const demo = demoWith(store.persistence);
    const user = demo.db().users[0];
    if (user) user.nickName = 'changed';
    demo.persist();
    demo.reset();
    expect(store.saves).toHaveLength(2);
    expect(JSON.parse(store.stored() ?? 'null').users[0].nickName).not.toBe('changed');
  });
});

describe('the demo backend’s revision (what tells its host to save)', () => {
  const call = (method: string, path: string, body?: unknown) =>
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { Authorization: 'Bearer demo-doctor', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('stays the same for calls that only read: GETs, the sync calls, the token exchanges, queries sent by POST', async () => {
    const demo = demoWith();
    const before = demo.snapshot();
    for (const request of [
      getUser(),
      call('POST', '/api/main-sync/v1/sync/examUserInfo'),
      call('POST', '/api/main-sync/v1/sync/userInfo?userType=1'),
      call('POST', '/api/exam/user/token/exchange', { ssoToken: 'demo-doctor' }),
      call('POST', '/api/main/v1/roleFunction/queryFunctionAllByUserIdSystemId?userId=1001&systemId=25'),
    ]) {
      const response = await getResponse(demo.handlers, request);
      expect(response?.status).toBe(200);
    }
    expect(demo.revision()).toBe(0);
    expect(demo.snapshot()).toBe(before);
  });

  it('goes up after a call that changes the state, and after a reset', async () => {
    const demo = demoWith();
    const unread = demo.db().message.notices['1001']?.find((n) => !n.read);
    if (!unread) throw new Error('no unread notice of the demo doctor');
    await getResponse(demo.handlers, call('PUT', `/api/message/v1/notice/mark-read?id=${unread.id}`));
    expect(demo.revision()).toBe(1);
    demo.reset();
    expect(demo.revision()).toBe(2);
  });

  it('goes up after a message pull only when the pull took messages (they are not delivered again)', async () => {
    const demo = demoWith();
    const pull = () => getResponse(demo.handlers, call('GET', '/api/message/v1/message/pull?unitId=1'));
    expect(await (await pull())?.json()).toMatchObject({ data: [] });
    expect(demo.revision()).toBe(0);
    demo.db().message.pending['1001'] = [
      { type: 'notice', id: 1, title: 'A notice', content: 'Read me', createTime: '2026-03-16 10:00:00' },
    ];
    expect(await (await pull())?.json()).toMatchObject({ data: [{ title: 'A notice' }] });
    expect(demo.revision()).toBe(1);
    expect(demo.db().message.pending['1001']).toEqual([]);
  });
});

describe('the fault layer', () => {
  it('answers only while a fault is on, then the backend answers again', async () => {
    const demo = demoWith();
    const off = demo.faults.set({ kind: 'http500', backend: 'main' });
    const failed = await getResponse(demo.handlers, getUser());
    expect(failed?.status).toBe(500);
    expect(await failed?.json()).toMatchObject({ code: 'SYS.ERROR' });
    off();
    const answered = await getResponse(demo.handlers, getUser());
    expect(answered?.status).toBe(200);
    expect(await answered?.json()).toMatchObject({ code: 0, data: { userName: 'zhangwei' } });
  });

  it('lets a fault of one backend leave the others alone', async () => {
    const demo = demoWith();
    demo.faults.set({ kind: 'http500', backend: 'live' });
    const response = await getResponse(demo.handlers, getUser());
    expect(response?.status).toBe(200);
  });
});

describe('JSON answers', () => {
  it('declare the length of their body in bytes, Chinese text and emoji included', async () => {
    const body = { code: 'BIZ.PARAM_ERROR', msg: '参数错误 😀 é', data: null };
    const response = json(body);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(body);
  });

  it('count UTF-8 bytes as an encoder does, a lone surrogate as its replacement character', () => {
    for (const text of ['', 'abc', 'é', '中文', '😀', 'a😀b', '\ud800', '\udc00x', '\ud800\ud800']) {
      expect(utf8Length(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).byteLength);
    }
  });

  it('keep a status and headers given to them', async () => {
    const response = json({ code: 404 }, { status: 404, headers: { 'X-Demo': 'yes' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Demo')).toBe('yes');
    expect(await response.json()).toEqual({ code: 404 });
  });
});
