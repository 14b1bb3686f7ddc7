import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CancelledError,
  isGatewayFailure,
  isUncertainFailure,
  isWorkbenchError,
  NetworkError,
  NotSentError,
  refusalReasonOf,
  SessionExpiredError,
  TimeoutError,
  WorkbenchError,
} from './errors';

describe('isUncertainFailure', () => {
  it('is true when the answer was lost on the way: a gateway 502 or 504, a timeout, a failed connection', () => {
    expect(isUncertainFailure(new ApiError({ code: 'HTTP_504', status: 504 }))).toBe(true);
    expect(isUncertainFailure(new ApiError({ code: 'HTTP_502', status: 502 }))).toBe(true);
    expect(isUncertainFailure(new TimeoutError(30_000))).toBe(true);
    expect(isUncertainFailure(new NetworkError('offline'))).toBe(true);
  });

  it('is false for a refusal the backend sent itself, an expired login or a cancelled call', () => {
    expect(isUncertainFailure(new ApiError({ code: 'E1', status: 200, serverMessage: '名称已存在' }))).toBe(
      false,
    );
    expect(isUncertainFailure(new ApiError({ code: 'HTTP_500', status: 500 }))).toBe(false);
    expect(isUncertainFailure(new ApiError({ code: 'HTTP_503', status: 503 }))).toBe(false);
    expect(isUncertainFailure(new SessionExpiredError('expired'))).toBe(false);
    expect(isUncertainFailure(new CancelledError('cancelled'))).toBe(false);
    expect(isUncertainFailure(new Error('x'))).toBe(false);
  });

  it('is false when the change was not sent because a check before it failed, however the check failed', () => {
    expect(isUncertainFailure(new NotSentError(new ApiError({ code: 'HTTP_504', status: 504 })))).toBe(false);
    expect(isUncertainFailure(new NotSentError(new TimeoutError(30_000)))).toBe(false);
  });
});

describe('refusalReasonOf', () => {
  it('is the server’s own reason for a refusal it sent, without its closing full stop', () => {
    const refusal = new ApiError({
      code: 500100,
      status: 200,
      serverMessage: ' 不满意原因不能超过200个字。 ',
    });
    expect(refusalReasonOf(refusal)).toBe('不满意原因不能超过200个字');
    expect(
      refusalReasonOf(new ApiError({ code: 'HTTP_400', status: 400, serverMessage: 'Name taken.' })),
    ).toBe('Name taken');
  });

  it('is null for a server error or a lost answer (a retry may get past them) and for a refusal without words', () => {
    expect(
      refusalReasonOf(new ApiError({ code: 'HTTP_500', status: 500, serverMessage: '服务器内部错误' })),
    ).toBeNull();
    expect(refusalReasonOf(new ApiError({ code: 'HTTP_504', status: 504 }))).toBeNull();
    expect(refusalReasonOf(new ApiError({ code: 500100, status: 200, serverMessage: '  ' }))).toBeNull();
    expect(refusalReasonOf(new TimeoutError(30_000))).toBeNull();
    expect(refusalReasonOf(new NetworkError('offline'))).toBeNull();
    expect(refusalReasonOf(new Error('x'))).toBeNull();
  });
});

describe('the errors’ names', () => {
  it('are fixed strings, so a minified bundle (which renames the classes) still logs and compares them', () => {
    expect(new ApiError({ code: 'E1', status: 200 }).name).toBe('ApiError');
    expect(new SessionExpiredError('expired').name).toBe('SessionExpiredError');
    expect(new NetworkError('offline').name).toBe('NetworkError');
    expect(new TimeoutError(30_000).name).toBe('TimeoutError');
    expect(new CancelledError('cancelled').name).toBe('CancelledError');
    expect(String(new NetworkError('offline'))).toBe('NetworkError: offline');
    // What a minifier does: the class is renamed, the name stays.
    const Renamed = class qn extends NetworkError {};
    expect(new Renamed('offline').name).toBe('NetworkError');
  });
});

describe('isWorkbenchError', () => {
  it('is true for the SDK’s errors, also those of another copy of the SDK, and false for other errors', () => {
    expect(isWorkbenchError(new TimeoutError(1))).toBe(true);
    // Another copy's error (the CommonJS build beside the ESM one): another class, the same mark.
    const other = Object.assign(new Error('offline'), { [Symbol.for('@mch/sdk.WorkbenchError')]: true });
    expect(other instanceof WorkbenchError).toBe(false);
    expect(isWorkbenchError(other)).toBe(true);
    expect(isWorkbenchError(new Error('x'))).toBe(false);
    expect(isWorkbenchError({ message: 'x' })).toBe(false);
    expect(isWorkbenchError(null)).toBe(false);
  });
});

describe('isGatewayFailure', () => {
  it('is a 502, 503 or 504 without a message of the backend: a gateway answered for it', () => {
    for (const status of [502, 503, 504]) {
      expect(
        isGatewayFailure(new ApiError({ code: `HTTP_${status}`, status, body: '<h1>Bad Gateway</h1>' })),
      ).toBe(true);
    }
    // The backend's own answer (its envelope's message), another status, or no ApiError at all: not a gateway's.
    expect(
      isGatewayFailure(new ApiError({ code: 'HTTP_503', status: 503, serverMessage: '系统维护中' })),
    ).toBe(false);
    expect(isGatewayFailure(new ApiError({ code: 'HTTP_500', status: 500 }))).toBe(false);
    expect(isGatewayFailure(new Error('x'))).toBe(false);
  });
});
