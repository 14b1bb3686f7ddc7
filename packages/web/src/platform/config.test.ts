import { describe, expect, it } from 'vitest';
import shippedDemo from '../../demo/public/config.json';
import shipped from '../../public/config.json';
import { isHttpUrlOrPath, loadRuntimeConfig, validateRuntimeConfig } from './config';

const valid = {
  demo: false,
  signInUrl: 'https://sso.example.org/login',
  signInReturnParam: 'redirect',
  cookieName: 'mch_token',
  cookieDomain: '.example.org',
  baseUrls: {
    main: '/api/main',
    mainSync: '/api/main-sync',
    live: 'https://live.example.org/api',
    message: '/api/message',
    fds: '/api/fds',
    exam: '/api/exam',
    training: '/api/training',
  },
  externalUrls: {
    userCenter: 'https://example.org/uc',
    appDownload: 'https://example.org/app',
    clientDownload: 'https://example.org/client',
    more: 'https://example.org/',
  },
  frameOrigins: [
    { origin: 'https://exam.example.org' },
    { origin: 'https://rooms.example.org', room: true },
    { origin: 'https://legacy.example.org', allowSameOrigin: true },
  ],
};

const respond =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

describe('validateRuntimeConfig', () => {
  it('accepts the config.json of both builds: the deployable one without demo mode', () => {
    const deployable = validateRuntimeConfig(shipped);
    expect(deployable.ok && deployable.config.demo).toBe(false);
    const demo = validateRuntimeConfig(shippedDemo);
    expect(demo.ok && demo.config.demo).toBe(true);
  });

  it('returns the typed config', () => {
    const result = validateRuntimeConfig(valid);
    expect(result).toEqual({ ok: true, config: valid });
  });

  it('drops unknown fields', () => {
    const result = validateRuntimeConfig({
      ...valid,
      extra: 1,
      baseUrls: { ...valid.baseUrls, other: '/x' },
    });
    expect(result.ok && Object.keys(result.config)).toEqual(Object.keys(valid));
    expect(result.ok && Object.keys(result.config.baseUrls)).toEqual(Object.keys(valid.baseUrls));
  });

  it('sends the return address in "redirect" unless config.json names another parameter or none', () => {
    const { signInReturnParam: _omitted, ...without } = valid;
    const read = (raw: unknown) => {
      const result = validateRuntimeConfig(raw);
      return result.ok ? result.config.signInReturnParam : result.failure;
    };
    expect(read(without)).toBe('redirect');
    expect(read({ ...valid, signInReturnParam: 'service' })).toBe('service');
    expect(read({ ...valid, signInReturnParam: null })).toBeNull();
    expect(read({ ...valid, signInReturnParam: 3 })).toEqual({
      reason: 'invalid',
      issues: [{ path: 'signInReturnParam', kind: 'notString' }],
    });
  });

  it('reads no frame origins as none (every framed address is refused)', () => {
    const { frameOrigins: _omitted, ...without } = valid;
    const result = validateRuntimeConfig(without);
    expect(result.ok && result.config.frameOrigins).toEqual([]);
  });

  it('names every unusable frame origin', () => {
    const result = validateRuntimeConfig({
      ...valid,
      frameOrigins: [
        { origin: 'https://ok.example.org' },
        'x',
        { origin: 'https://a.org/path' },
        { origin: 'https://b.org', room: 'yes' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      failure: {
        reason: 'invalid',
        issues: [
          { path: 'frameOrigins[1]', kind: 'notObject' },
          { path: 'frameOrigins[2].origin', kind: 'notOrigin' },
          { path: 'frameOrigins[3].room', kind: 'notBoolean' },
        ],
      },
    });
    expect(validateRuntimeConfig({ ...valid, frameOrigins: {} })).toMatchObject({
      failure: { issues: [{ path: 'frameOrigins', kind: 'notArray' }] },
    });
  });

  it('lists every unusable field', () => {
    const result = validateRuntimeConfig({
      ...valid,
      demo: 'yes',
      signInUrl: 'javascript:alert(1)',
      cookieName: 'bad name',
      baseUrls: { ...valid.baseUrls, main: undefined, live: 42, exam: '' },
      externalUrls: 'none',
    });
    expect(result).toEqual({
      ok: false,
      failure: {
        reason: 'invalid',
        issues: [
          { path: 'demo', kind: 'notBoolean' },
          { path: 'signInUrl', kind: 'notUrl' },
          { path: 'cookieName', kind: 'notCookieName' },
          { path: 'baseUrls.main', kind: 'missing' },
          { path: 'baseUrls.live', kind: 'notString' },
          { path: 'baseUrls.exam', kind: 'empty' },
          { path: 'externalUrls', kind: 'notObject' },
        ],
      },
    });
  });

  it('reads the header names and values and the expiry rules of the deployment', () => {
    const headers = {
      systemTag: { name: 'X-Sys', value: '31' },
      clientSystem: { value: 'portal-2' },
    };
    const expiry = {
      main: { httpStatuses: [401, 403], codes: ['BIZ.TOKEN_EXPIRATION', 'AUTH.GONE'] },
      live: { codes: [4001] },
    };
    expect(validateRuntimeConfig({ ...valid, headers, expiry })).toEqual({
      ok: true,
      config: { ...valid, headers, expiry },
    });
  });

  it('leaves the headers and expiry rules out when config.json does (the SDK defaults apply)', () => {
    const result = validateRuntimeConfig(valid);
    expect(result.ok && 'headers' in result.config).toBe(false);
    expect(result.ok && 'expiry' in result.config).toBe(false);
  });

  it('names every unusable header setting and expiry rule', () => {
    const result = validateRuntimeConfig({
      ...valid,
      headers: {
        systemTag: { name: 'X System', value: '25' },
        clientSystem: { name: 'X-Client', value: '工作台' },
      },
      expiry: {
        mian: { httpStatuses: [401] },
        message: { httpStatuses: [401, 99, '403'], codes: ['', 1.5, 'BIZ.TOKEN_EXPIRATION'] },
        fds: 'none',
        exam: { codes: 401 },
      },
    });
    expect(result).toEqual({
      ok: false,
      failure: {
        reason: 'invalid',
        issues: [
          { path: 'headers.systemTag.name', kind: 'notHeaderName' },
          { path: 'headers.clientSystem.value', kind: 'notHeaderValue' },
          { path: 'expiry.mian', kind: 'notBackend' },
          { path: 'expiry.message.httpStatuses[1]', kind: 'notStatus' },
          { path: 'expiry.message.httpStatuses[2]', kind: 'notStatus' },
          { path: 'expiry.message.codes[0]', kind: 'notCode' },
          { path: 'expiry.message.codes[1]', kind: 'notCode' },
          { path: 'expiry.fds', kind: 'notObject' },
          { path: 'expiry.exam.codes', kind: 'notArray' },
        ],
      },
    });
    expect(validateRuntimeConfig({ ...valid, headers: [], expiry: 1 })).toMatchObject({
      failure: {
        issues: [
          { path: 'headers', kind: 'notObject' },
          { path: 'expiry', kind: 'notObject' },
        ],
      },
    });
  });

  it('rejects something that is not an object', () => {
    expect(validateRuntimeConfig([1, 2]).ok).toBe(false);
    expect(validateRuntimeConfig(null).ok).toBe(false);
  });
});

describe('isHttpUrlOrPath', () => {
  it('allows local paths and http(s) addresses only', () => {
    expect(isHttpUrlOrPath('/api/main')).toBe(true);
    expect(isHttpUrlOrPath('https://example.org/x')).toBe(true);
    expect(isHttpUrlOrPath('http://10.0.0.1:8080')).toBe(true);
    expect(isHttpUrlOrPath('//evil.example.org/x')).toBe(false);
    expect(isHttpUrlOrPath('javascript:alert(1)')).toBe(false);
    expect(isHttpUrlOrPath('data:text/html,hi')).toBe(false);
    expect(isHttpUrlOrPath('api/main')).toBe(false);
  });
});

describe('loadRuntimeConfig', () => {
  it('loads and validates config.json', async () => {
    const result = await loadRuntimeConfig(respond(JSON.stringify(valid)));
    expect(result.ok).toBe(true);
  });

  it("asks with fetch's defaults only, so the browser hands it index.html's preload", async () => {
    const calls: unknown[][] = [];
    const fetchFn = async (...args: unknown[]) => {
      calls.push(args);
      return new Response(JSON.stringify(valid));
    };
    await loadRuntimeConfig(fetchFn);
    expect(calls).toEqual([['/config.json']]);
  });

  it('reports a missing file, a network failure and broken JSON', async () => {
    expect(await loadRuntimeConfig(respond('Not found', 404))).toEqual({
      ok: false,
      failure: { reason: 'unreachable', status: 404 },
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await loadRuntimeConfig(offline)).toEqual({ ok: false, failure: { reason: 'networkFailure' } });
    expect(await loadRuntimeConfig(respond('<!doctype html>'))).toEqual({
      ok: false,
      failure: { reason: 'invalidJson' },
    });
  });
});
