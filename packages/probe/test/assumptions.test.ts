/**
 * Issue 16 point 3: every `x-assumed` in specs/ is a one-line reason and appears on the page "Assumptions to confirm"
 * (written by the built `dist/assumptions.js`, as `npm run docs` runs it), under its backend.
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/assumptions';
import { escapePointer, isJson, loadSpecs, SPEC_FILES, type SpecFile } from '../src/specs';

const specs = loadSpecs();
const SPECS_DIR = fileURLToPath(new URL('../../../specs/', import.meta.url));

/** Every object with an `x-assumed` key, found by a plain walk of the parsed YAML (independent of the page code). */
function marks(): { file: SpecFile; pointer: string; reason: unknown }[] {
  const out: { file: SpecFile; pointer: string; reason: unknown }[] = [];
  const walk = (file: SpecFile, node: unknown, at: string[]) => {
    if (Array.isArray(node)) {
      for (const [i, n] of node.entries()) walk(file, n, [...at, String(i)]);
    } else if (isJson(node)) {
      if ('x-assumed' in node)
        out.push({ file, pointer: `/${at.map(escapePointer).join('/')}`, reason: node['x-assumed'] });
      for (const [k, v] of Object.entries(node)) walk(file, v, [...at, k]);
    }
  };
  for (const file of SPEC_FILES) walk(file, specs[file], []);
  return out;
}

const page = (() => {
  const out = join(mkdtempSync(join(tmpdir(), 'mch-assumptions-')), 'assumptions.html');
  execFileSync(process.execPath, [fileURLToPath(new URL('../dist/assumptions.js', import.meta.url)), out]);
  return readFileSync(out, 'utf8');
})();

describe('the assumptions of the specs', () => {
  it('are one-line reasons, in the one form x-assumed: "reason"', () => {
    const all = marks();
    expect(all.length).toBeGreaterThan(100);
    for (const m of all) {
      expect(typeof m.reason, `${m.file}.yaml#${m.pointer}`).toBe('string');
      expect(String(m.reason).trim().length, `${m.file}.yaml#${m.pointer}`).toBeGreaterThan(10);
      expect(String(m.reason)).not.toContain('\n');
    }
    for (const file of SPEC_FILES) {
      const text = readFileSync(join(SPECS_DIR, `${file}.yaml`), 'utf8');
      expect(text, file).not.toMatch(/x-assumed-path|x-assumed: true/);
    }
  });

  it('all appear on the page "Assumptions to confirm", with their reason, under their backend', () => {
    expect(page).toContain('<h1>Assumptions to confirm</h1>');
    const all = marks();
    expect(page.match(/<tr id=/g)?.length).toBe(all.length);
    for (const m of all) {
      const row = new RegExp(
        `<tr id="${escapeHtml(`${m.file}${m.pointer}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">.*</tr>`,
      );
      const found = row.exec(page)?.[0];
      expect(found, `${m.file}.yaml#${m.pointer}`).toBeDefined();
      expect(found).toContain(escapeHtml(String(m.reason)));
      // Under its own section: the last section heading before the row is its file's.
      const before = page.slice(0, page.indexOf(found ?? ''));
      expect(before.lastIndexOf('<section id="')).toBe(before.lastIndexOf(`<section id="${m.file}">`));
    }
  });

  it('include the guesses issue 16 names: the Page shape, the two header names, the guessed bodies and the evaluation filters', () => {
    const at = (file: SpecFile, pointer: string) =>
      marks().find((m) => m.file === file && m.pointer === pointer);
    for (const p of [
      '',
      '/properties/records',
      '/properties/total',
      '/properties/pageIndex',
      '/properties/pageSize',
    ])
      expect(at('common', `/components/schemas/Page${p}`), `Page${p}`).toBeDefined();
    expect(at('common', '/components/parameters/XSystemTag')).toBeDefined();
    expect(at('common', '/components/parameters/XClientSystem')).toBeDefined();
    for (const body of [
      'SaveProjectRequest',
      'OrgListByLobTreeQuery',
      'DragNodeRequest',
      'DelOrgCatalogNodeRequest',
    ])
      expect(at('common', `/components/schemas/${body}`), body).toBeDefined();
    const filters = marks().filter(
      (m) =>
        m.file === 'main' &&
        /ysfyAppraise|ysfyAppraiseDetailDown/.test(m.pointer) &&
        m.pointer.includes('/parameters/'),
    );
    expect(filters.length).toBeGreaterThanOrEqual(11);
    // Shared marks say which backends use them.
    expect(page).toMatch(/schema Page · total<\/td><td>[^<]*<\/td><td>main, message<\/td>/);
  });
});
