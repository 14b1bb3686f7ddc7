/**
 * The contract between the specs and the demo backend, for all six specs:
 * - every operation has a handler (an answer of the 404 catch-all counts as missing);
 * - a request made through the SDK's own client gets an answer whose raw body validates against the spec's
 *   response schema: the success answer, the expired answer to an unknown token, the refusal of a request
 *   missing a required parameter, and the refusals of the sample requests the backend must refuse;
 * - every fixture validates against its entity schema.
 * All of it on both scales of the demo data (the small default set and the large one).
 */
import { readFileSync } from 'node:fs';
import { ApiError, SessionExpiredError } from '@mch/sdk';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020';
import formatsModule from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_MOUNTS, type MockBackend, SUCCESS_CODE } from '../src/core/backends';
import { REFUSAL_CODE } from '../src/core/envelope';
import { areasOf, DEMO_SCALES } from '../src/core/scale';
import { examUserIdOf } from '../src/fixtures/exam';
import { EXPIRED_SAMPLES, type OperationSample, REFUSAL_SAMPLES, SAMPLES } from './samples';
import { MAIN_SAMPLES } from './samples-main';
import { type RawAnswer, sdkClient, useDemo } from './support';

// ---------------------------------------------------------------------------------------------------------
// The specs and the validator

const SPEC_FILES = ['common', 'main', 'live', 'message', 'fds', 'exam', 'training'] as const;
type SpecFile = (typeof SPEC_FILES)[number];
type Json = Record<string, unknown>;

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const specs = Object.fromEntries(
  SPEC_FILES.map((f) => [
    f,
    parse(readFileSync(new URL(`../../../specs/${f}.yaml`, import.meta.url), 'utf8')),
  ]),
) as Record<SpecFile, Json>;

type Ajv2020 = InstanceType<typeof Ajv2020Module>;
const AjvClass = (Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module;
const addFormats = (formatsModule as unknown as { default?: typeof formatsModule }).default ?? formatsModule;
const ajv: Ajv2020 = new AjvClass({ strict: false, allErrors: true });
addFormats(ajv);
for (const f of SPEC_FILES) ajv.addSchema({ ...specs[f], $id: `${f}.yaml` });

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const compiled = new Map<string, ValidateFunction>();
function validatorAt(ref: string): ValidateFunction {
  let v = compiled.get(ref);
  if (!v) {
    v = ajv.getSchema(ref);
    if (!v) throw new Error(`no schema at ${ref}`);
    compiled.set(ref, v);
  }
  return v;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);

/** The schema errors of `data` against the schema at `ref` (empty = valid). */
function schemaErrors(ref: string, data: unknown): string[] {
  const validate = validatorAt(ref);
  return validate(data) ? [] : describeErrors(validate.errors);
}

/** Follows a `$ref` (`./common.yaml#/x/y` or `#/x/y`) written in `file`: the file and the object it points at. */
function follow(
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

// ---------------------------------------------------------------------------------------------------------
// The operations of the specs

interface Operation {
  file: Exclude<SpecFile, 'common'>;
  operationId: string;
  method: string;
  path: string;
  /** The backends that serve it (from its servers). */
  backends: MockBackend[];
  /** Whether it needs a bearer token (its security). */
  authed: boolean;
  requiredQuery: string[];
  /** Required properties of a JSON object request body. */
  requiredBody: string[];
  responses: Json;
  /** Its `x-safe-read`, if set. */
  safeRead: boolean | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const backendOfMount = (url: string): MockBackend => {
  const entry = Object.entries(DEFAULT_MOUNTS).find(([, mount]) => mount === url);
  if (!entry) throw new Error(`no demo backend is mounted at ${url}`);
  return entry[0] as MockBackend;
};

function operationsOf(file: Exclude<SpecFile, 'common'>): Operation[] {
  const spec = specs[file];
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(isJson(spec.paths) ? spec.paths : {})) {
    if (!isJson(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isJson(op)) continue;
      const servers = (op.servers ?? item.servers ?? spec.servers) as { url: string }[];
      const security = (op.security ?? spec.security ?? []) as unknown[];
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]
        .map((p) => follow(file, p).value)
        .filter(isJson);
      const bodySchema = follow(
        file,
        isJson(op.requestBody) && isJson(op.requestBody.content)
          ? (op.requestBody.content['application/json'] as Json | undefined)?.schema
          : undefined,
      ).value;
      out.push({
        file,
        operationId: String(op.operationId),
        method,
        path,
        backends: servers.map((s) => backendOfMount(s.url)),
        authed: security.some((s) => isJson(s) && Object.keys(s).length > 0),
        requiredQuery: params
          .filter((p) => p.in === 'query' && p.required === true)
          .map((p) => String(p.name)),
        requiredBody:
          isJson(bodySchema) && Array.isArray(bodySchema.required) ? bodySchema.required.map(String) : [],
        responses: isJson(op.responses) ? op.responses : {},
        safeRead: typeof op['x-safe-read'] === 'boolean' ? op['x-safe-read'] : undefined,
      });
    }
  }
  return out;
}

const OPERATIONS = (['main', 'live', 'message', 'fds', 'exam', 'training'] as const).flatMap(operationsOf);
/** Every (operation, backend) pair: the two sync operations are served by main and mainSync. */
const SERVED = OPERATIONS.flatMap((op) => op.backends.map((backend) => ({ op, backend })));
const ALL_SAMPLES: Record<string, OperationSample> = { ...MAIN_SAMPLES, ...SAMPLES };

const label = ({ op, backend }: { op: Operation; backend: MockBackend }) =>
  `${backend} ${op.method.toUpperCase()} ${op.path} (${op.operationId})`;

/** The schema of an answer of `op` with this response key ('200', '401', 'default'), as an Ajv reference. */
function responseSchemaRef(op: Operation, key: string): string {
  const response = op.responses[key];
  if (response === undefined) throw new Error(`${op.operationId} documents no ${key} response`);
  const target = follow(op.file, response);
  const base =
    target.pointer !== undefined
      ? `${target.file}.yaml#${target.pointer}`
      : `${op.file}.yaml#/paths/${escapePointer(op.path)}/${op.method}/responses/${key}`;
  return `${base}/content/application~1json/schema`;
}

/** The media types of the success answer of `op`. */
function successMediaTypes(op: Operation): string[] {
  const ok = follow(op.file, op.responses['200']).value;
  return isJson(ok) && isJson(ok.content) ? Object.keys(ok.content) : [];
}

// ---------------------------------------------------------------------------------------------------------
// Calling an operation through the SDK's own client

const tokenFor = (backend: MockBackend, login = 'demo-doctor') =>
  backend === 'exam' || backend === 'training' ? `train.${login}` : login;

type LooseCall = (path: string, init: Record<string, unknown>) => Promise<unknown>;

type Demo = ReturnType<typeof useDemo>;

/** Calls `op` on `backend` of `demo` with `sample` (interception off); the outcome and the raw answer. */
async function callOn(
  demo: Demo,
  op: Operation,
  backend: MockBackend,
  sample: OperationSample,
  token?: string,
) {
  const client = sdkClient<Record<string, never>>(demo, backend, token ?? sample.token ?? tokenFor(backend));
  const isFile = !successMediaTypes(op).includes('application/json') && successMediaTypes(op).length > 0;
  const loose = client as unknown as Record<string, LooseCall>;
  const fn = isFile ? loose.download : loose[op.method.toUpperCase()];
  if (!fn) throw new Error(`the SDK client has no ${op.method}`);
  const init: Record<string, unknown> = { params: sample.params ?? {}, intercept: false };
  if (sample.body !== undefined) init.body = sample.body;
  const outcome = await fn(op.path, init).then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const raw = client.last();
  if (!raw) throw new Error(`${op.operationId}: no answer`);
  return { outcome, raw, isFile };
}

const bodyOf = (raw: RawAnswer): unknown => {
  try {
    return JSON.parse(raw.text);
  } catch {
    return raw.text;
  }
};

/** Validates an error answer (expired or refused) against the spec: its own status's response, else default. */
function errorSchemaErrors(op: Operation, raw: RawAnswer): string[] {
  const key =
    raw.status !== 200 && op.responses[String(raw.status)] !== undefined ? String(raw.status) : 'default';
  return schemaErrors(responseSchemaRef(op, key), bodyOf(raw));
}

/**
 * Whether the spec lets `op` change state: a GET marked `x-safe-read: false` (its handler tells the demo with
 * `changed()`), or another method not marked `x-safe-read: true`. Everything else is a read, which the contract
 * probe (`npm run probe`) may call on a real deployment.
 */
const changesState = (op: Operation) => (op.method === 'get' ? op.safeRead === false : op.safeRead !== true);

const isCatchAll = (raw: RawAnswer) => {
  const body = bodyOf(raw);
  return raw.status === 404 && isJson(body) && String(body.msg ?? '').startsWith('接口不存在');
};

// ---------------------------------------------------------------------------------------------------------

describe('the specs', () => {
  it('list every operation once, with unique operation ids', () => {
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(OPERATIONS.filter((op) => op.file === 'main').length).toBeGreaterThanOrEqual(50);
  });
});

describe('the validator', () => {
  it('rejects bodies that break the spec, so a passing contract means something', () => {
    const op = OPERATIONS.find((o) => o.operationId === 'getUnreadCount');
    if (!op) throw new Error('no getUnreadCount');
    const ref = responseSchemaRef(op, '200');
    expect(
      schemaErrors(ref, {
        code: 'SUCCESS',
        msg: 'success',
        data: { total: 1, noticeCount: 1, workTipsCount: 0 },
      }),
    ).toEqual([]);
    expect(
      schemaErrors(ref, { code: 'SUCCESS', msg: 'success', data: { total: 1, noticeCount: '1' } }),
    ).not.toEqual([]);
    expect(schemaErrors(ref, { code: 'SUCCESS', data: null })).not.toEqual([]);
    expect(
      schemaErrors(responseSchemaRef(op, 'default'), { code: 'X', msg: 'm', data: { a: 1 } }),
    ).not.toEqual([]);
  });
});

describe('sample requests', () => {
  it('exist for every operation', () => {
    const without = OPERATIONS.filter((op) => !ALL_SAMPLES[op.operationId]).map((op) => op.operationId);
    expect(without, 'operations without a sample request').toEqual([]);
  });

  it('match their operation’s method and path', () => {
    const wrong = OPERATIONS.filter((op) => {
      const s = ALL_SAMPLES[op.operationId];
      return s && (s.method.toLowerCase() !== op.method || s.path !== op.path);
    }).map((op) => op.operationId);
    expect(wrong).toEqual([]);
  });
});

// The large data set is seeded once for its suite and again only after an operation that changes state (seeding
// it takes about half a second); the samples succeed one after the other on one seed (samples-main.ts).
for (const scale of DEMO_SCALES)
  describe(`the ${scale} demo data`, () => {
    const large = scale === 'large';
    const demo = useDemo({ scale, resetAfterEach: !large });
    const call = (op: Operation, backend: MockBackend, sample: OperationSample, token?: string) =>
      callOn(demo, op, backend, sample, token);

    describe('handlers', () => {
      it('tell a handler from the 404 catch-all', async () => {
        const op = OPERATIONS.find((o) => o.operationId === 'getUnreadCount');
        if (!op) throw new Error('no getUnreadCount');
        const { raw } = await call({ ...op, path: '/v1/message/no-such-operation' }, 'message', {
          method: 'GET',
          path: '',
        });
        expect(isCatchAll(raw)).toBe(true);
        expect(isCatchAll((await call(op, 'message', { method: 'GET', path: op.path })).raw)).toBe(false);
      });

      it('exist for every operation of every spec', async () => {
        // A bare request (placeholder path parameters, nothing else) is enough to tell a handler, which answers or
        // refuses, from the catch-all.
        const answers = await Promise.all(
          SERVED.map(async (served) => {
            const { op, backend } = served;
            const path = Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], '1']));
            const { raw } = await call(op, backend, { method: op.method, path: op.path, params: { path } });
            return { served, raw };
          }),
        );
        const missing = answers.filter((a) => isCatchAll(a.raw)).map((a) => label(a.served));
        expect(missing, 'operations answered by the 404 catch-all').toEqual([]);
      });
    });

    for (const served of SERVED)
      describe(label(served), () => {
        const { op, backend } = served;
        if (large && changesState(op)) afterAll(() => demo.reset());
        const sample = (): OperationSample => {
          const s = ALL_SAMPLES[op.operationId];
          if (!s) throw new Error(`no sample request of ${op.operationId}`);
          return s;
        };

        it('answers the sample request with a success body that validates against the spec', async () => {
          const { outcome, raw, isFile } = await call(op, backend, sample());
          expect(isCatchAll(raw), `${label(served)} has no handler`).toBe(false);
          expect(outcome.ok ? '' : `${String(outcome.error)} — ${raw.text.slice(0, 300)}`).toBe('');
          expect(raw.status).toBe(200);
          if (isFile) {
            expect(successMediaTypes(op)).toContain(raw.contentType.split(';')[0]?.trim());
            expect(raw.text.length).toBeGreaterThan(0);
            return;
          }
          const body = bodyOf(raw);
          expect(isJson(body) ? body.code : undefined).toBe(SUCCESS_CODE[backend]);
          expect(schemaErrors(responseSchemaRef(op, '200'), body)).toEqual([]);
        });

        // The browser saves the demo's state only when its revision went up: a call that changed the state without
        // saying so would be lost on a reload (the large data is not saved, so only the small one is checked).
        if (!large)
          it('counts a change of the state, so that the demo saves it', async () => {
            const before = demo.snapshot();
            const revision = demo.revision();
            await call(op, backend, sample());
            if (demo.snapshot() !== before) expect(demo.revision()).toBeGreaterThan(revision);
            // What the spec calls a read (the probe may call it on a deployment) leaves the state alone.
            if (!changesState(op)) {
              expect(demo.revision()).toBe(revision);
              expect(demo.snapshot()).toBe(before);
            }
          });

        if (op.authed) {
          it('answers an unknown token with the expired answer, as the spec describes it', async () => {
            const { outcome, raw } = await call(op, backend, sample(), tokenFor(backend, 'no-such-token'));
            expect(outcome.ok ? undefined : outcome.error).toBeInstanceOf(SessionExpiredError);
            expect(errorSchemaErrors(op, raw)).toEqual([]);
          });
        }

        const expiredSample = EXPIRED_SAMPLES[op.operationId];
        if (expiredSample) {
          it('answers an unknown login token in the body with the expired answer', async () => {
            const { outcome, raw } = await call(op, backend, expiredSample);
            expect(outcome.ok ? undefined : outcome.error).toBeInstanceOf(SessionExpiredError);
            expect(errorSchemaErrors(op, raw)).toEqual([]);
          });
        }

        if (op.requiredQuery.length > 0 || op.requiredBody.length > 0) {
          it('refuses a request missing a required parameter with the backend’s error envelope', async () => {
            const base = sample();
            const variants: { name: string; sample: OperationSample }[] = [
              ...op.requiredQuery.map((name) => {
                const { [name]: _dropped, ...query } = base.params?.query ?? {};
                return { name, sample: { ...base, params: { ...base.params, query } } };
              }),
              ...(isJson(base.body)
                ? op.requiredBody.map((name) => {
                    const { [name]: _dropped, ...body } = base.body as Json;
                    return { name, sample: { ...base, body } };
                  })
                : []),
            ];
            for (const variant of variants) {
              const { outcome, raw } = await call(op, backend, variant.sample);
              const error = outcome.ok ? undefined : outcome.error;
              expect(error, `without ${variant.name}`).toBeInstanceOf(ApiError);
              expect(error, `without ${variant.name}`).not.toBeInstanceOf(SessionExpiredError);
              expect((error as ApiError).code, `without ${variant.name}`).toBe(REFUSAL_CODE[backend]);
              expect(errorSchemaErrors(op, raw), `without ${variant.name}`).toEqual([]);
              if (!large) demo.reset();
            }
          });
        }

        const refusals = REFUSAL_SAMPLES[op.operationId] ?? [];
        if (refusals.length > 0) {
          it('refuses what the real backend would refuse, in its error envelope', async () => {
            for (const refusal of refusals) {
              const { outcome, raw } = await call(op, backend, refusal);
              const error = outcome.ok ? undefined : outcome.error;
              expect(error, refusal.why).toBeInstanceOf(ApiError);
              expect(error, refusal.why).not.toBeInstanceOf(SessionExpiredError);
              expect(errorSchemaErrors(op, raw), refusal.why).toEqual([]);
            }
          });
        }
      });

    // ---------------------------------------------------------------------------------------------------------

    describe('fixtures', () => {
      const entity = (name: string) => `common.yaml#/components/schemas/${name}`;
      const invalid = (name: string, items: readonly unknown[]) =>
        items
          .map((item, i) => ({ i, errors: schemaErrors(entity(name), item) }))
          .filter((r) => r.errors.length > 0)
          .slice(0, 3);

      it('users validate against UserInfoResponse and their functions against FunctionNode', () => {
        const users = demo.db().users;
        expect(invalid('UserInfoResponse', users)).toEqual([]);
        expect(
          invalid(
            'FunctionNode',
            users.flatMap((u) => u.functions),
          ),
        ).toEqual([]);
      });

      it('notices, work tips and pending messages validate against Notice, WorkTip and PulledMessage', () => {
        const { notices, workTips, pending } = demo.db().message;
        expect(invalid('Notice', Object.values(notices).flat())).toEqual([]);
        expect(invalid('WorkTip', Object.values(workTips).flat())).toEqual([]);
        expect(invalid('PulledMessage', Object.values(pending).flat())).toEqual([]);
        for (const list of Object.values(notices)) expect(list.length).toBeGreaterThan(50);
      });

      it('live projects and rooms validate against LiveProject and LiveRoom', () => {
        const { projects, rooms } = demo.db().live;
        expect(invalid('LiveProject', projects)).toEqual([]);
        expect(invalid('LiveRoom', rooms)).toEqual([]);
      });

      it('enumerations, organisations, residents and regions validate against their schemas', () => {
        const { enums, orgs, residents } = demo.db().fds;
        expect(invalid('Enumeration', Object.values(enums).flat())).toEqual([]);
        expect(invalid('OrgInfo', orgs)).toEqual([]);
        expect(invalid('Resident', residents)).toEqual([]);
        const areas = areasOf(scale).all.map((a) => ({
          areaCode: a.code,
          areaName: a.name,
          isLeaf: a.level === 5,
        }));
        expect(invalid('AreaNode', areas)).toEqual([]);
      });

      it('exams and trainings validate against ExamByCode, TrainingByCode and StudyProcess', () => {
        const user = demo.db().users[0];
        const exams = demo
          .db()
          .exam.exams.map((e) => ({ ...e, userId: examUserIdOf(user ?? { id: 0 }), isExamUser: 0 }));
        expect(invalid('ExamByCode', exams)).toEqual([]);
        const trainings = demo.db().training.trainings;
        expect(
          invalid(
            'TrainingByCode',
            trainings.map((t) => ({ ...t, isRegister: 0 })),
          ),
        ).toEqual([]);
        const progress = trainings.flatMap((t) =>
          t.units.map((u) => ({
            ...u,
            trainingId: t.id,
            trainingName: t.trainingName,
            finishRate: u.totalStudents === 0 ? 0 : (u.finished / u.totalStudents) * 100,
          })),
        );
        expect(invalid('StudyProcess', progress)).toEqual([]);
      });

      it('main fixtures validate against their entity schemas', () => {
        const main = demo.db().main;
        expect(invalid('LoginLog', main.loginLogs)).toEqual([]);
        expect(invalid('SystemNotice', main.notices)).toEqual([]);
        expect(invalid('SystemInfo', main.systems)).toEqual([]);
        expect(invalid('ChooseUserPreRow', main.preselection)).toEqual([]);
        expect(invalid('ConsultationInfo', main.consultations)).toEqual([]);
        expect(invalid('MedicalRecord', main.consultations)).toEqual([]);
        expect(invalid('WhiteboardRoom', main.rooms)).toEqual([]);
        expect(invalid('EvaluationProject', main.projects)).toEqual([]);
        expect(invalid('AppraiseDetail', main.answers)).toEqual([]);
        expect(invalid('Office', main.offices)).toEqual([]);
        expect(invalid('Doctor', main.doctors)).toEqual([]);
        expect(invalid('BusinessLine', main.businessLines)).toEqual([]);
        expect(main.loginLogs.length).toBeGreaterThan(100);
        expect(main.notices.length).toBeGreaterThan(50);
        expect(main.consultations.length).toBeGreaterThan(200);
      });
    });
  });
