/** Whether a parsed JSON value is an object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's JSON body, or undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The request's JSON body when it is an object, else undefined (no body, not JSON, an array or a scalar). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  const body = await readJson(request);
  return isRecord(body) ? body : undefined;
}
