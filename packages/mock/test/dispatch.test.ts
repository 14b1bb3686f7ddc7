import { getResponse, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatchTo, pathTest } from '../src/core/dispatch';

const at = (href: string) => new URL(href, 'http://localhost');

describe('pathTest', () => {
  it('matches a plain path whatever its case, with or without a trailing slash', () => {
    const test = pathTest('/api/live/YunProject/GetProjectInfoCount');
    expect(test(at('/api/live/yunproject/getprojectinfocount?projectyear=2026'))).toBe(true);
    expect(test(at('/api/live/YunProject/GetProjectInfoCount/'))).toBe(true);
    expect(test(at('/api/live/YunProject/GetProjectInfo'))).toBe(false);
    expect(test(at('/api/live/YunProject/GetProjectInfoCount/more'))).toBe(false);
  });

  it('lets a :param match one segment and * anything', () => {
    const param = pathTest('/api/fds/v1/fds-pc/org-info/:id');
    expect(param(at('/api/fds/v1/fds-pc/org-info/42'))).toBe(true);
    expect(param(at('/api/fds/v1/fds-pc/org-info/42/more'))).toBe(false);
    const wildcard = pathTest('/api/main/*');
    expect(wildcard(at('/api/main/v1/user/getUser'))).toBe(true);
    expect(wildcard(at('/api/main-sync/v1/sync/userInfo'))).toBe(false);
  });

  it('takes the characters of a path literally', () => {
    expect(pathTest('/api/a.b')(at('/api/aXb'))).toBe(false);
    expect(pathTest('/api/a.b')(at('/api/a.b'))).toBe(true);
  });

  it('matches an absolute path against the origin too', () => {
    const test = pathTest('http://localhost:4173/api/main/v1/user/getUser');
    expect(test(new URL('http://localhost:4173/api/main/v1/user/getUser'))).toBe(true);
    expect(test(new URL('http://elsewhere:4173/api/main/v1/user/getUser'))).toBe(false);
  });
});

describe('dispatchTo', () => {
  const base = 'http://localhost/api';

  it('answers as MSW would with the handlers one by one: the first handler that answers wins', async () => {
    const handlers = [
      http.all(`${base}/*`, () => undefined), // a fault switch that is off: passes the request on
      http.get(`${base}/items/:id`, ({ params }) => HttpResponse.json({ id: params.id })),
      http.get(`${base}/items/:id`, () => HttpResponse.json({ second: true })),
      http.all(`${base}/*`, () => HttpResponse.json({ code: 404 }, { status: 404 })),
    ];
    const dispatcher = [dispatchTo(handlers)];
    const found = await getResponse(dispatcher, new Request(`${base}/items/7`));
    expect(await found?.json()).toEqual({ id: '7' });
    const missing = await getResponse(dispatcher, new Request(`${base}/nothing`));
    expect(missing?.status).toBe(404);
    const posted = await getResponse(dispatcher, new Request(`${base}/items/7`, { method: 'POST' }));
    expect(posted?.status).toBe(404);
  });

  it('does not try a handler whose method or path cannot match', async () => {
    const other = http.get(`${base}/other`, () => HttpResponse.json({}));
    const post = http.post(`${base}/items`, () => HttpResponse.json({}));
    const target = http.get(`${base}/items`, () => HttpResponse.json({ ok: true }));
    const otherRun = vi.spyOn(other, 'run');
    const postRun = vi.spyOn(post, 'run');
    const response = await getResponse([dispatchTo([other, post, target])], new Request(`${base}/items`));
    expect(await response?.json()).toEqual({ ok: true });
    expect(otherRun).not.toHaveBeenCalled();
    expect(postRun).not.toHaveBeenCalled();
  });

  it('does not try a handler that `tried` leaves out, and tries it again once `tried` lets it', async () => {
    let faultOn = false;
    const fault = http.all(`${base}/*`, () => HttpResponse.json({ fault: true }, { status: 500 }));
    const target = http.get(`${base}/items`, () => HttpResponse.json({ ok: true }));
    const faultRun = vi.spyOn(fault, 'run');
    const dispatcher = [dispatchTo([fault, target], { tried: (h) => h !== fault || faultOn })];
    const answered = await getResponse(dispatcher, new Request(`${base}/items`));
    expect(await answered?.json()).toEqual({ ok: true });
    expect(faultRun).not.toHaveBeenCalled();
    faultOn = true;
    const failed = await getResponse(dispatcher, new Request(`${base}/items`));
    expect(failed?.status).toBe(500);
  });

  it('leaves a request no handler answers unanswered', async () => {
    const response = await getResponse(
      [dispatchTo([http.get(`${base}/items`, () => HttpResponse.json({}))])],
      new Request('http://localhost/assets/index.js'),
    );
    expect(response).toBeUndefined();
  });

  it('gives the handler that answers its path parameters but reads no cookie for it', async () => {
    const seen: Record<string, string>[] = [];
    const handler = http.get(`${base}/items/:id`, ({ params, cookies }) => {
      seen.push(cookies);
      return HttpResponse.json({ id: params.id });
    });
    const request = new Request(`${base}/items/7`, { headers: { Cookie: 'mch_token=demo-doctor' } });
    const response = await getResponse([dispatchTo([handler])], request);
    expect(await response?.json()).toEqual({ id: '7' });
    expect(seen).toEqual([{}]);
    // Without the dispatcher MSW would have read it.
    const direct = http.get(`${base}/items/:id`, ({ cookies }) => HttpResponse.json(cookies));
    const plain = await getResponse([direct], new Request(`${base}/items/7`, { headers: request.headers }));
    expect(await plain?.json()).toEqual({ mch_token: 'demo-doctor' });
  });

  it('passes the request body on intact', async () => {
    const handlers = [
      http.all(`${base}/*`, () => undefined),
      http.post(`${base}/echo`, async ({ request }) => HttpResponse.json(await request.json())),
    ];
    const response = await getResponse(
      [dispatchTo(handlers)],
      new Request(`${base}/echo`, { method: 'POST', body: JSON.stringify({ a: 1 }) }),
    );
    expect(await response?.json()).toEqual({ a: 1 });
  });
});
