/**
 * The specs of `specs/` as data: the parsed files, their operations (with what the probe needs to call them) and
 * `$ref` resolution. The same reading as the demo backend's contract test (packages/mock/test/contract.test.ts).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The spec files: the six backends and their shared components. */
export const SPEC_FILES = ['common', 'main', 'live', 'message', 'fds', 'exam', 'training'] as const;
export type SpecFile = (typeof SPEC_FILES)[number];
/** The spec of one backend. */
export type BackendSpec = Exclude<SpecFile, 'common'>;
/** The backend specs, in the order of the docs and the probe's report. */
export const BACKEND_SPECS: readonly BackendSpec[] = ['main', 'live', 'message', 'fds', 'exam', 'training'];

export type Json = Record<string, unknown>;
export const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every spec file, parsed. */
export type Specs = Record<SpecFile, Json>;

/** The repository's `specs/` folder (from `src/` or from `dist/`, both two levels below the repository). */
export function defaultSpecsDir(): string {
  return fileURLToPath(new URL('../../../specs/', import.meta.url));
}

/** Reads and parses every spec file of `dir`. */
export function loadSpecs(dir: string = defaultSpecsDir()): Specs {
  const out: Partial<Specs> = {};
  for (const file of SPEC_FILES) {
    const parsed: unknown = parse(readFileSync(join(dir, `${file}.yaml`), 'utf8'));
    if (!isJson(parsed)) throw new Error(`${file}.yaml is not an OpenAPI document`);
    out[file] = parsed;
  }
  return out as Specs;
}

/** The JSON-pointer form of one segment. */
export const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Follows a `$ref` (`./common.yaml#/x/y` or `#/x/y`) written in `file`: the file and the object it points at. */
export function follow(
  specs: Specs,
  file: SpecFile,
  value: unknown,
): { file: SpecFile; pointer: string | undefined; value: unknown } {
  if (!isJson(value) || typeof value.$ref !== 'string') return { file, pointer: undefined, value };
  const [target, fragment = ''] = value.$ref.split('#');
  const targetFile = (target ? target.replace(/^\.\//, '').replace(/\.yaml$/, '') : file) as SpecFile;
  let at: unknown = specs[targetFile];
  for (const seg of fragment.split('/').slice(1)) {
    at = isJson(at) ? at[seg.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  return { file: targetFile, pointer: fragment, value: at };
}

/** One parameter of an operation, as the probe sees it. */
export interface OperationParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** The `example` of the parameter, if it has one. */
  example: unknown;
  hasExample: boolean;
}

/** One operation of a backend spec. */
export interface Operation {
  file: BackendSpec;
  operationId: string;
  /** Lower case, as in the spec. */
  method: string;
  path: string;
  /** The operation's `x-safe-read`, if set. */
  safeRead: boolean | undefined;
  parameters: OperationParameter[];
  /** The JSON request body's `example`, when the operation takes a body and gives one. */
  body: { required: boolean; json: boolean; example: unknown; hasExample: boolean } | undefined;
  /** The media types of the 200 answer. */
  successMediaTypes: string[];
  responses: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The operations of one backend spec, in the order of the file. */
export function operationsOf(specs: Specs, file: BackendSpec): Operation[] {
  const spec = specs[file];
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(isJson(spec.paths) ? spec.paths : {})) {
    if (!isJson(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isJson(op)) continue;
      const raw = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ];
      const parameters = raw
        .map((p) => follow(specs, file, p).value)
        .filter(isJson)
        .map(
          (p): OperationParameter => ({
            name: String(p.name),
            in: p.in as OperationParameter['in'],
            required: p.required === true,
            example: p.example,
            hasExample: 'example' in p,
          }),
        );
      const requestBody = follow(specs, file, op.requestBody).value;
      let body: Operation['body'];
      if (isJson(requestBody) && isJson(requestBody.content)) {
        const media = requestBody.content['application/json'];
        body = {
          required: requestBody.required === true,
          json: isJson(media),
          example: isJson(media) ? media.example : undefined,
          hasExample: isJson(media) && 'example' in media,
        };
      }
      const responses = isJson(op.responses) ? op.responses : {};
      const ok = follow(specs, file, responses['200']).value;
      out.push({
        file,
        operationId: String(op.operationId),
        method,
        path,
        safeRead: typeof op['x-safe-read'] === 'boolean' ? op['x-safe-read'] : undefined,
        parameters,
        body,
        successMediaTypes: isJson(ok) && isJson(ok.content) ? Object.keys(ok.content) : [],
        responses,
      });
    }
  }
  return out;
}

/**
 * Whether the probe may call `op`: a GET not marked `x-safe-read: false`, or any other method marked
 * `x-safe-read: true`. Everything else is a write and is never called.
 */
export function isSafeRead(op: Operation): boolean {
  return op.method === 'get' ? op.safeRead !== false : op.safeRead === true;
}

/** The schema of an answer of `op` with this response key ('200', '401', 'default'), as a schema reference. */
export function responseSchemaRef(specs: Specs, op: Operation, key: string): string | undefined {
  const response = op.responses[key];
  if (response === undefined) return undefined;
  const target = follow(specs, op.file, response);
  const base =
    target.pointer !== undefined
      ? `${target.file}.yaml#${target.pointer}`
      : `${op.file}.yaml#/paths/${escapePointer(op.path)}/${op.method}/responses/${key}`;
  return `${base}/content/application~1json/schema`;
}
