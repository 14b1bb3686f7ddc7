import { describe, expect, it } from 'vitest';
import {
  bodyInt,
  bodyIntList,
  bodyPage,
  bodyString,
  fail,
  isRecord,
  malformed,
  missing,
  parseTime,
  pathInt,
  pathString,
  queryInt,
  queryInts,
  queryPage,
  queryString,
  Refusal,
  readBody,
  readJson,
  requiredBodyInt,
  requiredBodyString,
  requiredInt,
  requiredString,
} from './request';

const url = (query: string) => new URL(`http://demo.test/api?${query}`);
const post = (body: string) => new Request('http://demo.test/api', { method: 'POST', body });

/** The message of the refusal `read` throws. */
function refusalOf(read: () => unknown): string {
  try {
    read();
  } catch (e) {
    if (e instanceof Refusal) return e.message;
    throw e;
  }
  throw new Error('no refusal');
}

describe('refusals', () => {
  it('carry the message the backend answers with', () => {
    expect(refusalOf(() => fail('节点不存在：9'))).toBe('节点不存在：9');
    expect(refusalOf(() => missing('lobId'))).toBe('缺少必填参数：lobId');
    expect(refusalOf(() => malformed('lobId'))).toBe('参数格式错误：lobId');
  });
});

describe('query parameters', () => {
  it('read text trimmed, and blank text as absent', () => {
    expect(queryString(url('name=%20张伟%20'), 'name')).toBe('张伟');
    expect(queryString(url('name=%20%20'), 'name')).toBeUndefined();
    expect(queryString(url('name='), 'name')).toBeUndefined();
    expect(queryString(url(''), 'name')).toBeUndefined();
  });

  it('refuse a required text that is absent or blank', () => {
    expect(requiredString(url('code=%20ab%20'), 'code')).toBe('ab');
    expect(refusalOf(() => requiredString(url('code=%20'), 'code'))).toBe('缺少必填参数：code');
    expect(refusalOf(() => requiredString(url(''), 'code'))).toBe('缺少必填参数：code');
  });

  it('read decimal integers of at most 15 digits, and refuse anything else', () => {
    expect(queryInt(url('id=42'), 'id')).toBe(42);
    expect(queryInt(url('id=-7'), 'id')).toBe(-7);
    expect(queryInt(url('id=%2012%20'), 'id')).toBe(12);
    expect(queryInt(url('id=999999999999999'), 'id')).toBe(999_999_999_999_999);
    expect(queryInt(url(''), 'id')).toBeUndefined();
    expect(queryInt(url('id='), 'id')).toBeUndefined();
    for (const bad of ['abc', '1.5', '1e3', '0x10', '%2B1', '1%202', '9999999999999999']) {
      expect(
        refusalOf(() => queryInt(url(`id=${bad}`), 'id')),
        bad,
      ).toBe('参数格式错误：id');
    }
  });

  it('refuse a required integer that is absent, and one that is malformed', () => {
    expect(requiredInt(url('projectId=401'), 'projectId')).toBe(401);
    expect(refusalOf(() => requiredInt(url(''), 'projectId'))).toBe('缺少必填参数：projectId');
    expect(refusalOf(() => requiredInt(url('projectId=x'), 'projectId'))).toBe('参数格式错误：projectId');
  });

  it('read a list of integers, repeated or comma-separated, skipping blank items', () => {
    expect(queryInts(url('t=1&t=2,3&t=%20,4'), 't')).toEqual([1, 2, 3, 4]);
    expect(queryInts(url(''), 't')).toEqual([]);
    expect(refusalOf(() => queryInts(url('t=1,x'), 't'))).toBe('参数格式错误：t');
  });

  it('read a page: both numbers required and at least 1, pageIndex checked first', () => {
    expect(queryPage(url('pageIndex=2&pageSize=20'))).toEqual({ pageIndex: 2, pageSize: 20 });
    expect(refusalOf(() => queryPage(url('pageSize=20')))).toBe('缺少必填参数：pageIndex');
    expect(refusalOf(() => queryPage(url('pageIndex=1')))).toBe('缺少必填参数：pageSize');
    expect(refusalOf(() => queryPage(url('pageIndex=0&pageSize=20')))).toBe('参数格式错误：pageIndex');
    expect(refusalOf(() => queryPage(url('pageIndex=1&pageSize=0')))).toBe('参数格式错误：pageSize');
    expect(refusalOf(() => queryPage(url('pageIndex=a&pageSize=x')))).toBe('参数格式错误：pageIndex');
  });
});

describe('the JSON body', () => {
  it('reads JSON, or undefined when the body is not JSON', async () => {
    expect(await readJson(post('[1,2]'))).toEqual([1, 2]);
    expect(await readJson(post('{'))).toBeUndefined();
    expect(await readJson(new Request('http://demo.test/api', { method: 'POST' }))).toBeUndefined();
  });

  it('must be an object to be read as fields', async () => {
    expect(await readBody(post('{"a":1}'))).toEqual({ a: 1 });
    for (const body of ['[1]', 'null', '3', '"x"', 'not json']) {
      await expect(readBody(post(body)), body).rejects.toThrow(new Refusal('请求体格式错误'));
    }
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });

  it('reads text fields trimmed; absent or null is undefined, another type is refused', () => {
    expect(bodyString({ a: ' x ' }, 'a')).toBe('x');
    expect(bodyString({ a: '  ' }, 'a')).toBe('');
    expect(bodyString({ a: null }, 'a')).toBeUndefined();
    expect(bodyString({}, 'a')).toBeUndefined();
    expect(refusalOf(() => bodyString({ a: 1 }, 'a'))).toBe('参数格式错误：a');
  });

  it('refuses a required text field that is absent or blank', () => {
    expect(requiredBodyString({ name: ' 项目 ' }, 'name')).toBe('项目');
    expect(refusalOf(() => requiredBodyString({ name: ' ' }, 'name'))).toBe('缺少必填参数：name');
    expect(refusalOf(() => requiredBodyString({}, 'name'))).toBe('缺少必填参数：name');
  });

  it('reads integer fields from numbers or from text spelling one', () => {
    expect(bodyInt({ a: 3 }, 'a')).toBe(3);
    expect(bodyInt({ a: ' -3 ' }, 'a')).toBe(-3);
    expect(bodyInt({ a: null }, 'a')).toBeUndefined();
    expect(bodyInt({ a: '' }, 'a')).toBeUndefined();
    expect(bodyInt({}, 'a')).toBeUndefined();
    for (const bad of [1.5, '1.5', 'x', true, [], {}]) {
      expect(
        refusalOf(() => bodyInt({ a: bad }, 'a')),
        String(bad),
      ).toBe('参数格式错误：a');
    }
    expect(requiredBodyInt({ a: 0 }, 'a')).toBe(0);
    expect(refusalOf(() => requiredBodyInt({}, 'a'))).toBe('缺少必填参数：a');
  });

  it('reads a required list of integers', () => {
    expect(bodyIntList({ ids: [1, 2] }, 'ids')).toEqual([1, 2]);
    expect(bodyIntList({ ids: [] }, 'ids')).toEqual([]);
    expect(refusalOf(() => bodyIntList({}, 'ids'))).toBe('缺少必填参数：ids');
    expect(refusalOf(() => bodyIntList({ ids: null }, 'ids'))).toBe('缺少必填参数：ids');
    expect(refusalOf(() => bodyIntList({ ids: 1 }, 'ids'))).toBe('参数格式错误：ids');
    expect(refusalOf(() => bodyIntList({ ids: [1, '2'] }, 'ids'))).toBe('参数格式错误：ids');
  });

  it('reads a page like the query does', () => {
    expect(bodyPage({ pageIndex: 1, pageSize: '10' })).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(refusalOf(() => bodyPage({ pageSize: 10 }))).toBe('缺少必填参数：pageIndex');
    expect(refusalOf(() => bodyPage({ pageIndex: 1, pageSize: -1 }))).toBe('参数格式错误：pageSize');
  });
});

describe('path parameters', () => {
  it('read as text, or as an integer that is undefined when the text is not one', () => {
    expect(pathString({ code: '430000000000' }, 'code')).toBe('430000000000');
    expect(pathString({ code: ['a', 'b'] }, 'code')).toBe('');
    expect(pathString({}, 'code')).toBe('');
    expect(pathInt({ id: '12' }, 'id')).toBe(12);
    expect(pathInt({ id: 'x' }, 'id')).toBeUndefined();
    expect(pathInt({ id: '1.5' }, 'id')).toBeUndefined();
    expect(pathInt({}, 'id')).toBeUndefined();
  });
});

describe('times', () => {
  it('read a date as the start of the day, or its end', () => {
    expect(parseTime('2026-03-16', 'startTime')).toEqual(new Date(2026, 2, 16, 0, 0, 0));
    expect(parseTime('2026-03-16', 'endTime', true)).toEqual(new Date(2026, 2, 16, 23, 59, 59));
  });

  it('read a time with or without seconds, with a space or a T', () => {
    expect(parseTime(' 2026-03-16 08:30:05 ', 't')).toEqual(new Date(2026, 2, 16, 8, 30, 5));
    expect(parseTime('2026-03-16T08:30', 't', true)).toEqual(new Date(2026, 2, 16, 8, 30, 0));
  });

  it('refuse what is not a real date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '16/03/2026', '2026-03-16 8:30', '']) {
      expect(
        refusalOf(() => parseTime(bad, 'startTime')),
        bad,
      ).toBe('时间格式错误：startTime');
    }
  });
});
