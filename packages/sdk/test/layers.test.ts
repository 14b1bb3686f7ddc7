/**
 * The SDK's inside (issue 18 point 4): every import of `src/` goes down the layers, and no module imports itself
 * back through others (type-only imports count too).
 *
 *   index.ts, testing.ts      the public surface: re-exports only, imported by nobody inside
 *   queries/                  query and mutation descriptors over a Workbench
 *   workbench.ts              the composition root
 *   features/<area>/          API calls and flows
 *   http/                     clients and the interception policy
 *   runtime/                  adapters, stores, timers
 *   domain/                   pure rules (no I/O)
 *   generated/                openapi-typescript output
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** What each layer may import, besides itself. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  generated: [],
  domain: ['generated'],
  runtime: ['domain'],
  http: ['runtime', 'domain', 'generated'],
  features: ['http', 'runtime', 'domain', 'generated'],
  workbench: ['features', 'http', 'runtime', 'domain', 'generated'],
  queries: ['workbench', 'features', 'http', 'runtime', 'domain', 'generated'],
  index: ['queries', 'workbench', 'features', 'http', 'runtime', 'domain', 'generated'],
  testing: ['features', 'http', 'runtime', 'domain', 'generated'],
};

/** The source modules (tests left out), by path relative to src without the extension. */
function modules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [path.relative(SRC, full).replace(/\.ts$/, '').split(path.sep).join('/')];
  });
}

const layerOf = (module: string): string => module.split('/')[0] ?? module;

/** The modules one module imports (relative specifiers resolved; `./x` may be `x.ts` or `x/index.ts`). */
function importsOf(module: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(path.join(SRC, `${module}.ts`), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']*)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((spec) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(module), spec));
    return known.has(target) ? target : `${target}/index`;
  });
}

const all = modules();
const known = new Set(all);
const graph = new Map(all.map((m) => [m, importsOf(m, known)]));

describe('SDK layers', () => {
  it('resolves every relative import to a module of src', () => {
    const missing = [...graph].flatMap(([m, targets]) =>
      targets.filter((t) => !known.has(t)).map((t) => `${m} → ${t}`),
    );
    expect(missing).toEqual([]);
  });

  it('imports only down the layers', () => {
    const wrong = [...graph].flatMap(([m, targets]) =>
      targets
        .filter((t) => layerOf(t) !== layerOf(m) && !(MAY_IMPORT[layerOf(m)] ?? []).includes(layerOf(t)))
        .map((t) => `${m} → ${t}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (m: string, trail: string[]) => {
      if (state.get(m) === 'done') return;
      if (state.get(m) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(m)), m].join(' → '));
        return;
      }
      state.set(m, 'open');
      for (const t of graph.get(m) ?? []) visit(t, [...trail, m]);
      state.set(m, 'done');
    };
    for (const m of all) visit(m, []);
    expect(cycles).toEqual([]);
  });
});
