/**
 * Validates answers against the specs' JSON schemas: Ajv's 2020-12 dialect (OpenAPI 3.1), every spec file added
 * as one schema, each response schema addressed by JSON pointer, as the demo backend's contract test does.
 */

import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { SPEC_FILES, type Specs } from './specs';

type Ajv2020 = InstanceType<typeof Ajv2020Module>;
const AjvClass = (Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module;
const addFormats = (formatsModule as unknown as { default?: typeof formatsModule }).default ?? formatsModule;

/** Validates a value against the schema at a reference such as `main.yaml#/paths/…/schema`. */
export interface SpecValidator {
  /** The schema errors of `data` (empty: valid), at most `limit`, each as `<where> <what>`. */
  errors(ref: string, data: unknown, limit?: number): string[];
}

const describe = (e: ErrorObject) => {
  const where = e.instancePath || '/';
  const extra =
    e.keyword === 'additionalProperties' && 'additionalProperty' in e.params
      ? ` (${String(e.params.additionalProperty)})`
      : e.keyword === 'enum' && 'allowedValues' in e.params
        ? ` (${JSON.stringify(e.params.allowedValues)})`
        : '';
  return `${where} ${e.message ?? e.keyword}${extra}`;
};

/** Whether one error explains the failure better than another (deeper first, then not a oneOf/anyOf summary). */
const byUsefulness = (a: ErrorObject, b: ErrorObject) => {
  const depth = (e: ErrorObject) => e.instancePath.split('/').length;
  const summary = (e: ErrorObject) => (['oneOf', 'anyOf', 'allOf', 'if'].includes(e.keyword) ? 1 : 0);
  return depth(b) - depth(a) || summary(a) - summary(b);
};

/** Creates the validator of every spec file. */
export function createSpecValidator(specs: Specs): SpecValidator {
  const ajv: Ajv2020 = new AjvClass({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const f of SPEC_FILES) ajv.addSchema({ ...specs[f], $id: `${f}.yaml` });
  const compiled = new Map<string, ValidateFunction>();
  const at = (ref: string) => {
    let v = compiled.get(ref);
    if (!v) {
      v = ajv.getSchema(ref);
      if (!v) throw new Error(`no schema at ${ref}`);
      compiled.set(ref, v);
    }
    return v;
  };
  return {
    errors(ref, data, limit = 8) {
      const validate = at(ref);
      if (validate(data)) return [];
      return [...(validate.errors ?? [])].sort(byUsefulness).slice(0, limit).map(describe);
    },
  };
}
