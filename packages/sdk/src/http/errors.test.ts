import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CancelledError,
  isUncertainFailure,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
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
});
