import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApiError } from '@mch/sdk';
import type { MainPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { demoUsers } from '../src/fixtures/users';
import { mainModule } from '../src/handlers/main';
import { MAIN_SAMPLES } from './samples-main';
import { expectExpired, refusalOf, sdkClient, TEST_NOW, useDemo } from './support';

const demo = useDemo();
const main = (token = 'demo-doctor') => sdkClient<MainPaths>(demo, 'main', token);
const mainSync = (token = 'demo-doctor') => sdkClient<MainPaths>(demo, 'mainSync', token);

function specOperationIds(): string[] {
  const file = fileURLToPath(new URL('../../../specs/main.yaml', import.meta.url));
  const spec = parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(spec.paths).flatMap((item) =>
    Object.values(item).flatMap((op) => (typeof op === 'object' && op?.operationId ? [op.operationId] : [])),
  );
}

async function send(name: string, token?: string): Promise<Response> {
  const sample = MAIN_SAMPLES[name];
  if (!sample) throw new Error(`no sample for ${name}`);
  const url = new URL(`${demo.baseUrls.main}${sample.path}`);
  for (const [key, value] of Object.entries(sample.params?.query ?? {})) {
    for (const v of [value].flat()) url.searchParams.append(key, String(v));
  }
  const headers = new Headers({ Authorization: `Bearer ${token ?? sample.token ?? 'demo-doctor'}` });
  let body: BodyInit | undefined;
  if (sample.body instanceof FormData) body = sample.body;
  else if (sample.body !== undefined) {
    body = JSON.stringify(sample.body);
    headers.set('Content-Type', 'application/json');
  }
  return fetch(url, { method: sample.method, headers, body });
}

describe('every operation of specs/main.yaml', () => {
  it('has a sample request, and the samples cover nothing else', () => {
    expect(Object.keys(MAIN_SAMPLES).sort()).toEqual(specOperationIds().sort());
    expect(specOperationIds()).toHaveLength(50);
  });

  it('answers every sample with success, one after the other', async () => {
    const failures: string[] = [];
    for (const name of Object.keys(MAIN_SAMPLES)) {
      const res = await send(name);
      if (name === 'downloadAppraiseDetails') {
        if (!res.headers.get('Content-Disposition')?.startsWith('attachment')) failures.push(name);
        continue;
      }
      const body = (await res.json()) as { code: unknown; msg: unknown };
      if (res.status !== 200 || body.code !== 0)
        failures.push(`${name}: ${String(body.code)} ${String(body.msg)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every operation with the token-expired envelope for an unknown token', async () => {
    for (const name of Object.keys(MAIN_SAMPLES)) {
      const res = await send(name, 'not-a-demo-token');
      expect(await res.json(), name).toEqual({
        code: 'BIZ.TOKEN_EXPIRATION',
        msg: '登录已失效，请重新登录',
        data: null,
      });
    }
  });

  it('seeds the same data for the same "now"', () => {
    const seed = () =>
      JSON.stringify(
        mainModule.seed({
          origin: 'http://localhost',
          roomsOrigin: 'http://localhost',
          now: new Date(TEST_NOW),
          users: demoUsers('x'),
        }),
      );
    expect(seed()).toBe(seed());
  });
});

describe('the current user and their functions', () => {
  it('returns demo-doctor with the doctor record as relationId', async () => {
    const user = await main().GET('/v1/user/getUser');
    expect(user).toMatchObject({
      id: 1001,
      userName: 'zhangwei',
      nickName: '张伟',
      unitId: 2001,
      unitName: '长沙市芙蓉区妇幼保健院',
      unitAreaCode: '430102000000',
      relationId: 3001,
    });
    expect(user).not.toHaveProperty('token');
    expect(user).not.toHaveProperty('functions');
  });

  it('lists the functions granted in system 25, none elsewhere, none for demo-noaccess', async () => {
    const codes = (nodes: { code: string; children?: { code: string }[] }[]): string[] =>
      nodes.flatMap((n) => [n.code, ...codes(n.children ?? [])]);
    const doctorFns = await main().POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
      params: { query: { userId: 1001, systemId: 25 } },
    });
    expect(codes(doctorFns)).toContain('businessLineManage');
    const adminFns = await main('demo-admin').POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
      params: { query: { userId: 1002, systemId: 25 } },
    });
    expect(codes(adminFns)).toContain('loginLog');
    expect(codes(adminFns)).not.toContain('businessLineManage');
    const none = await main('demo-noaccess').POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
      params: { query: { userId: 1004, systemId: 25 } },
    });
    expect(none).toEqual([]);
    const otherSystem = await main().POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
      params: { query: { userId: 1001, systemId: 10 } },
    });
    expect(otherSystem).toEqual([]);
  });

  it('refuses an unknown user id and a missing system id in the backend envelope', async () => {
    const unknown = await refusalOf(
      main().POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
        params: { query: { userId: 999_999, systemId: 25 } },
      }),
    );
    expect(unknown.code).toBe('BIZ.PARAM_ERROR');
    expect(unknown.serverMessage).toBe('用户不存在：999999');
    const client = main();
    const missing = await refusalOf(
      client.POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
        params: { query: { userId: 1001 } as { userId: number; systemId: number } },
      }),
    );
    expect(missing.serverMessage).toBe('缺少必填参数：systemId');
    expect(JSON.parse(client.last()?.text ?? '{}')).toEqual({
      code: 'BIZ.PARAM_ERROR',
      msg: '缺少必填参数：systemId',
      data: null,
    });
  });

  it('refuses a malformed integer parameter', async () => {
    const error = await refusalOf(
      main().GET('/consultationSingle/getConsultationInfo', {
        params: { query: { singleId: 'abc' as unknown as number } },
      }),
    );
    expect(error.serverMessage).toBe('参数格式错误：singleId');
  });

  it('answers the token-expired code for an unknown token on both hosts', async () => {
    await expectExpired(main('nobody').GET('/v1/user/getUser'));
    await expectExpired(mainSync('nobody').POST('/v1/sync/examUserInfo'));
  });

  it('serves the two sync calls on the second host as well as on the main one', async () => {
    await expect(mainSync().POST('/v1/sync/examUserInfo')).resolves.toBeNull();
    await expect(
      mainSync().POST('/v1/sync/userInfo', { params: { query: { userType: 1 } } }),
    ).resolves.toBeNull();
    await expect(
      main().POST('/v1/sync/userInfo', { params: { query: { userType: 2 } } }),
    ).resolves.toBeNull();
    const missing = await refusalOf(
      mainSync().POST('/v1/sync/userInfo', { params: { query: {} as { userType: number } } }),
    );
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing.serverMessage).toBe('缺少必填参数：userType');
  });
});

describe('systems and business lines', () => {
  it('lists the systems, with the product as system 25', async () => {
    const systems = await main().GET('/v1/system/queryAll');
    expect(systems).toContainEqual({ id: 25, name: '妇幼健康工作台', code: 'mch-workbench' });
    expect(systems.length).toBeGreaterThan(3);
  });

  it('lists at least two business lines', async () => {
    const lines = await main().GET('/v1/businessLine/queryAll');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toEqual({ id: 1, title: '孕产妇健康管理' });
  });
});
