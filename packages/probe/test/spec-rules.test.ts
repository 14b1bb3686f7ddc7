/**
 * Issue 16 point 3: each spec states its backend's success, expiry and message rules as the SDK applies them. The
 * spec's `info.x-sdk-rules` is compared with the SDK's rules, and its description must name the same codes.
 */

import { DEFAULT_EXPIRY_RULES } from '@mch/sdk';
import { backendRules } from '@mch/sdk/testing';
import { describe, expect, it } from 'vitest';
import { BACKEND_SPECS, isJson, loadSpecs } from '../src/specs';

const specs = loadSpecs();
const rules = backendRules({ systemTag: '25', clientSystem: 'mch-workbench' });
const CANDIDATES: (string | number)[] = [
  0,
  1,
  200,
  401,
  500,
  'SUCCESS',
  'FAIL',
  'BIZ.TOKEN_EXPIRATION',
  'BIZ_ERROR',
];

describe.each(BACKEND_SPECS)('the %s spec', (backend) => {
  const info = specs[backend].info;
  if (!isJson(info)) throw new Error('no info');
  const stated = info['x-sdk-rules'];
  if (!isJson(stated) || !isJson(stated.expiry)) throw new Error(`${backend}.yaml has no x-sdk-rules`);
  const description = String(info.description);

  it('states the success codes the SDK accepts', () => {
    const success = stated.success as (string | number)[];
    expect(
      CANDIDATES.filter((c) => rules[backend].isSuccess(c))
        .map(String)
        .sort(),
    ).toEqual(success.map(String).sort());
    for (const code of success) expect(description).toContain(`\`${code}\``);
  });

  it('states the expiry rule of DEFAULT_EXPIRY_RULES', () => {
    const expiry = stated.expiry as { httpStatuses: number[]; codes: (string | number)[] };
    expect(expiry.httpStatuses).toEqual([...DEFAULT_EXPIRY_RULES[backend].httpStatuses]);
    expect(expiry.codes.map(String)).toEqual(DEFAULT_EXPIRY_RULES[backend].codes.map(String));
    expect(CANDIDATES.filter((c) => rules[backend].isExpiredCode(c)).map(String)).toEqual(
      expiry.codes.map(String),
    );
    expect([200, 401, 403, 500].filter((s) => rules[backend].isExpiredStatus(s))).toEqual(
      expiry.httpStatuses,
    );
    const expiryParagraph = /\*\*Expiry rule\.\*\*([\s\S]*?)\n\n/.exec(description)?.[1] ?? '';
    for (const s of expiry.httpStatuses) expect(expiryParagraph).toContain(`HTTP status \`${s}\``);
    for (const c of expiry.codes) expect(expiryParagraph).toContain(`\`${c}\``);
    if (expiry.httpStatuses.length + expiry.codes.length === 0) expect(expiryParagraph).toContain('None');
  });

  it('states the message rule: the server message is the msg field', () => {
    expect(stated.message).toBe('msg');
    expect(description).toMatch(/\*\*Message rule\.\*\*[^\n]*`msg`/);
  });
});
