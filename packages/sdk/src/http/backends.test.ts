import { describe, expect, it } from 'vitest';
import {
  backendRules,
  DEFAULT_EXPIRY_RULES,
  isHeaderName,
  isHeaderValue,
  resolveExpiryRules,
  TOKEN_EXPIRED_CODE,
} from './backends';

describe('expiry rules', () => {
  it("defaults to today's rules of SPEC.md §7", () => {
    expect(resolveExpiryRules()).toEqual(DEFAULT_EXPIRY_RULES);
    expect(DEFAULT_EXPIRY_RULES.main).toEqual({ httpStatuses: [401], codes: [TOKEN_EXPIRED_CODE] });
    expect(DEFAULT_EXPIRY_RULES.live).toEqual({ httpStatuses: [], codes: [] });
    expect(DEFAULT_EXPIRY_RULES.exam).toEqual({ httpStatuses: [401], codes: [401] });
    expect(DEFAULT_EXPIRY_RULES.training).toEqual({ httpStatuses: [401], codes: [] });
  });

  it('overrides one part of one backend, keeping the rest', () => {
    const rules = resolveExpiryRules({ message: { httpStatuses: [401, 403] } });
    expect(rules.message).toEqual({ httpStatuses: [401, 403], codes: [TOKEN_EXPIRED_CODE] });
    expect(rules.fds).toEqual(DEFAULT_EXPIRY_RULES.fds);
  });

  it('mainSync follows main; codes compare as text', () => {
    const rules = backendRules({ systemTag: '25', clientSystem: 'c', expiry: { main: { codes: [7] } } });
    expect(rules.mainSync.isExpiredCode('7')).toBe(true);
    expect(rules.mainSync.isExpiredCode(TOKEN_EXPIRED_CODE)).toBe(false);
    expect(rules.exam.isExpiredCode('401')).toBe(true);
    expect(rules.live.isExpiredStatus(401)).toBe(false);
    expect(rules.training.isExpiredStatus(401)).toBe(true);
  });
});

describe('header names and values', () => {
  it('sends the system tag only on the statistics calls, under the configured name', () => {
    const rules = backendRules({ systemTag: '31', clientSystem: 'c', systemTagHeader: 'X-Tag' });
    expect(rules.exam.headersFor('GET', '/user/exam/recent/close/num')).toEqual({ 'X-Tag': '31' });
    expect(rules.training.headersFor('GET', '/statistic/studing/count')).toEqual({ 'X-Tag': '31' });
    expect(rules.training.headersFor('GET', '/student/studyTime')).toEqual({});
    expect(rules.message.headersFor('GET', '/v1/message/pull')).toEqual({ 'X-Client-System': 'c' });
  });

  it('accepts RFC 9110 tokens as names and visible ASCII as values', () => {
    expect(isHeaderName('X-System-Tag')).toBe(true);
    for (const bad of ['', 'X Tag', 'X:Tag', 'Ключ', 7]) expect(isHeaderName(bad), String(bad)).toBe(false);
    expect(isHeaderValue('mch-workbench 2')).toBe(true);
    for (const bad of ['', '  ', 'a\r\nb', '工作台', null])
      expect(isHeaderValue(bad), String(bad)).toBe(false);
  });
});
