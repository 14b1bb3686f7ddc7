/**
 * Reading a request, one rule for every backend: query parameters, the JSON body, path parameters and times.
 * Text is trimmed, and blank text counts as absent. Integers are decimal (an optional minus and 1 to 15 digits).
 * A missing required value or a malformed one refuses the request: the helpers throw a `Refusal`, which `serve`
 * (core/serve.ts) answers in the backend's own error envelope.
 */

/** A request the backend will not serve; the message is the `msg` of the answer. */
export class Refusal extends Error {}

/** Refuses the request with `message`. */
export function fail(message: string): never {
  throw new Refusal(message);
}

/** Refuses the request for a missing required parameter. */
export function missing(name: string): never {
  return fail(`缺少必填参数：${name}`);
}

/** Refuses the request for a parameter of the wrong format. */
export function malformed(name: string): never {
  return fail(`参数格式错误：${name}`);
}

const INT = /^-?\d{1,15}$/;

/** The integer a text spells, or undefined. */
function intOf(text: string): number | undefined {
  return INT.test(text) ? Number(text) : undefined;
}

// Query parameters -------------------------------------------------------------------------------------------

/** A query parameter's text, trimmed; undefined when absent or blank. */
export function queryString(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)?.trim();
  return value ? value : undefined;
}

/** A required query parameter's text, trimmed. */
export function requiredString(url: URL, name: string): string {
  return queryString(url, name) ?? missing(name);
}

/** A query parameter as an integer; undefined when absent or blank. */
export function queryInt(url: URL, name: string): number | undefined {
  const text = queryString(url, name);
  return text === undefined ? undefined : (intOf(text) ?? malformed(name));
}

/** A required query parameter as an integer. */
export function requiredInt(url: URL, name: string): number {
  return queryInt(url, name) ?? missing(name);
}

/** Every integer of a repeated or comma-separated query parameter (blank items are skipped). */
export function queryInts(url: URL, name: string): number[] {
  const out: number[] = [];
  for (const raw of url.searchParams.getAll(name).flatMap((v) => v.split(','))) {
    const text = raw.trim();
    if (text) out.push(intOf(text) ?? malformed(name));
  }
  return out;
}

/** A page request (pageIndex is 1-based). */
export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

/** A page request in a query or a body: both numbers are required and at least 1. */
function pageOf(read: (name: string) => number): PageRequest {
  const pageIndex = read('pageIndex');
  const pageSize = read('pageSize');
  if (pageIndex < 1) malformed('pageIndex');
  if (pageSize < 1) malformed('pageSize');
  return { pageIndex, pageSize };
}

/** The page a query asks for: `pageIndex` and `pageSize` are required and at least 1. */
export function queryPage(url: URL): PageRequest {
  return pageOf((name) => requiredInt(url, name));
}

// The JSON body ----------------------------------------------------------------------------------------------

/** A JSON object, as a body or a field of one. */
export type JsonObject = Record<string, unknown>;

/** Whether a parsed JSON value is an object (not null, not an array). */
export const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's JSON body, or undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The request's JSON body, which must be an object. */
export async function readBody(request: Request): Promise<JsonObject> {
  const body = await readJson(request);
  return isRecord(body) ? body : fail('请求体格式错误');
}

/** A field of the body as trimmed text (blank stays ''); undefined when absent or null. */
export function bodyString(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value.trim() : malformed(name);
}

/** A required field of the body as trimmed text, not blank. */
export function requiredBodyString(body: JsonObject, name: string): string {
  return bodyString(body, name) || missing(name);
}

/** A field of the body as an integer (a number, or text spelling one); undefined when absent, null or ''. */
export function bodyInt(body: JsonObject, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? intOf(value.trim()) : undefined;
  return n !== undefined && Number.isInteger(n) ? n : malformed(name);
}

/** A required field of the body as an integer. */
export function requiredBodyInt(body: JsonObject, name: string): number {
  return bodyInt(body, name) ?? missing(name);
}

/** A required field of the body as a list of integers (it may be empty). */
export function bodyIntList(body: JsonObject, name: string): number[] {
  const value = body[name];
  if (value === undefined || value === null) missing(name);
  if (!Array.isArray(value)) return malformed(name);
  const ints: number[] = [];
  for (const item of value) ints.push(Number.isInteger(item) ? Number(item) : malformed(name));
  return ints;
}

/** The page a body asks for: `pageIndex` and `pageSize` are required and at least 1. */
export function bodyPage(body: JsonObject): PageRequest {
  return pageOf((name) => requiredBodyInt(body, name));
}

// Path parameters --------------------------------------------------------------------------------------------

/** Path parameters as MSW gives them. */
export type PathParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A path parameter's text, as it is in the path. */
export function pathString(params: PathParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/** A path parameter as an integer; undefined when it is not one (the caller answers "not found"). */
export function pathInt(params: PathParams, name: string): number | undefined {
  return intOf(pathString(params, name));
}

// Times ------------------------------------------------------------------------------------------------------

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parameter `name`'s value 'YYYY-MM-DD[ HH:mm[:ss]]' as a local time; a bare date is the start of that day, or its
 * end with `endOfDay`.
 */
export function parseTime(value: string, name: string, endOfDay = false): Date {
  const m = TIME.exec(value.trim()) ?? fail(`时间格式错误：${name}`);
  const [, y, mo, d, h, mi, s] = m;
  const [hours, minutes, seconds] = h
    ? [Number(h), Number(mi), Number(s ?? 0)]
    : endOfDay
      ? [23, 59, 59]
      : [0, 0, 0];
  const date = new Date(Number(y), Number(mo) - 1, Number(d), hours, minutes, seconds);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== Number(mo) - 1) fail(`时间格式错误：${name}`);
  return date;
}
