/**
 * The assumptions of the specs: every `x-assumed: "reason"` in specs/, where it is, what it marks, and the page
 * "Assumptions to confirm" that `npm run docs` writes (docs-site/assumptions.html) for the backend teams.
 */

import { BACKEND_SPECS, type BackendSpec, escapePointer, isJson, type SpecFile, type Specs } from './specs';

/** One `x-assumed` mark. */
export interface Assumption {
  file: SpecFile;
  /** JSON pointer of the marked object in its file. */
  pointer: string;
  /** What is marked, for a reader: `GET /stats/all · query parameter areaCode`, `schema Page · property total`. */
  subject: string;
  /** The one-line reason. */
  reason: string;
}

const unescapePointer = (s: string) => s.replaceAll('~1', '/').replaceAll('~0', '~');

function subjectOf(specs: Specs, file: SpecFile, segments: string[], node: Record<string, unknown>): string {
  const [head, a, b, ...rest] = segments;
  const tail = (parts: string[]) => describeSchemaPath(parts);
  if (head === 'paths' && a !== undefined) {
    const path = unescapePointer(a);
    if (b === undefined) return `${path} (every method)`;
    const op = `${b.toUpperCase()} ${path}`;
    if (rest.length === 0) return `${op} · the operation (its path)`;
    const [kind, ...more] = rest;
    if (kind === 'parameters') {
      const param = isJson(node) && typeof node.name === 'string' ? node : undefined;
      if (param && more.length === 1) return `${op} · ${String(param.in)} parameter ${String(param.name)}`;
      return `${op} · parameter ${more.join('/')}`;
    }
    if (kind === 'requestBody') {
      const inner = more.slice(more.indexOf('schema') + 1);
      return more.includes('schema') ? `${op} · request body${tail(inner)}` : `${op} · request body`;
    }
    if (kind === 'responses') {
      const [status, ...inside] = more;
      const inner = inside.slice(inside.indexOf('schema') + 1);
      const what = inside.includes('schema') ? `answer${tail(inner)}` : 'answer';
      return `${op} · ${status} ${what}`;
    }
    return `${op} · ${rest.join('/')}`;
  }
  if (head === 'components' && a !== undefined && b !== undefined) {
    if (a === 'schemas') return `schema ${b}${tail(rest)}`;
    if (a === 'parameters') {
      const target = specs[file].components;
      const param =
        isJson(target) && isJson(target.parameters) && isJson(target.parameters[b])
          ? target.parameters[b]
          : undefined;
      return param ? `${String(param.in)} parameter ${String(param.name)}` : `parameter ${b}`;
    }
    if (a === 'responses') return `response ${b}${rest.length ? ` ${rest.join('/')}` : ''}`;
    if (a === 'securitySchemes') return `security scheme ${b} (how the backend authenticates)`;
    return `${a} ${b}`;
  }
  return segments.join('/') || '(document)';
}

/** `/properties/data/allOf/1/properties/x` → ` · data · x`, skipping the schema plumbing. */
function describeSchemaPath(parts: string[]): string {
  const names: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === 'properties' && parts[i + 1] !== undefined) {
      names.push(unescapePointer(parts[i + 1] as string));
      i++;
    } else if (parts[i] === 'items') names.push('[]');
  }
  return names.length ? ` · ${names.join('.').replaceAll('.[]', '[]')}` : '';
}

/** Every `x-assumed` of one spec file, in document order. A mark must be a non-empty one-line string. */
export function assumptionsOf(specs: Specs, file: SpecFile): Assumption[] {
  const out: Assumption[] = [];
  const walk = (node: unknown, segments: string[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        walk(item, [...segments, String(i)]);
      });
      return;
    }
    if (!isJson(node)) return;
    if ('x-assumed' in node) {
      const reason = node['x-assumed'];
      const pointer = `/${segments.map(escapePointer).join('/')}`;
      if (typeof reason !== 'string' || reason.trim() === '' || /\n/.test(reason))
        throw new Error(
          `${file}.yaml#${pointer}: x-assumed must be a one-line reason, got ${JSON.stringify(reason)}`,
        );
      out.push({ file, pointer, subject: subjectOf(specs, file, segments, node), reason: reason.trim() });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-assumed' || key === 'description' || key === 'example' || key === 'examples') continue;
      walk(value, [...segments, key]);
    }
  };
  walk(specs[file], []);
  return out;
}

/** The names of the shared schemas, parameters and responses a backend spec uses, directly or through others. */
export function sharedComponentsUsedBy(specs: Specs, file: BackendSpec): Set<string> {
  const used = new Set<string>();
  const refsIn = (node: unknown, out: string[]) => {
    if (Array.isArray(node)) for (const item of node) refsIn(item, out);
    else if (isJson(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') out.push(value);
        else refsIn(value, out);
      }
    }
  };
  const pending: string[] = [];
  refsIn(specs[file], pending);
  while (pending.length) {
    const ref = pending.pop() as string;
    const [target, fragment = ''] = ref.split('#');
    // A local reference inside common.yaml arrives as '#/components/…' while walking a shared component.
    if (target !== './common.yaml' && target !== 'common.yaml' && target !== '') continue;
    if (target === '' && !fragment.startsWith('/components/')) continue;
    if (used.has(fragment)) continue;
    used.add(fragment);
    let at: unknown = specs.common;
    for (const seg of fragment.split('/').slice(1)) at = isJson(at) ? at[unescapePointer(seg)] : undefined;
    refsIn(at, pending);
  }
  return used;
}

/** The backends that use the shared component an assumption of common.yaml sits in. */
export function backendsUsing(specs: Specs, assumption: Assumption): BackendSpec[] {
  const component = assumption.pointer.split('/').slice(0, 4).join('/');
  return BACKEND_SPECS.filter((b) => sharedComponentsUsedBy(specs, b).has(component));
}

/** Every assumption of every spec file: the six backends first, then the shared components. */
export function allAssumptions(specs: Specs): Assumption[] {
  return [...BACKEND_SPECS.flatMap((f) => assumptionsOf(specs, f)), ...assumptionsOf(specs, 'common')];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const titleOf = (specs: Specs, file: SpecFile) => {
  const info = specs[file].info;
  return isJson(info) && typeof info.title === 'string' ? info.title : file;
};

/** The HTML page "Assumptions to confirm": one section per backend, then the shared components. */
export function renderAssumptionsPage(specs: Specs): string {
  const row = (a: Assumption, usedBy?: string) =>
    `        <tr id="${escapeHtml(`${a.file}${a.pointer}`)}"><td>${escapeHtml(a.subject)}</td><td>${escapeHtml(a.reason)}</td>` +
    `${usedBy === undefined ? '' : `<td>${escapeHtml(usedBy)}</td>`}` +
    `<td><code>${escapeHtml(`${a.file}.yaml#${a.pointer}`)}</code></td></tr>`;
  const section = (file: SpecFile, items: Assumption[], shared: boolean) => {
    const head = shared
      ? '<tr><th>What</th><th>Why it is a guess</th><th>Used by</th><th>Where</th></tr>'
      : '<tr><th>What</th><th>Why it is a guess</th><th>Where</th></tr>';
    const rows = items.map((a) =>
      row(a, shared ? backendsUsing(specs, a).join(', ') || 'no backend' : undefined),
    );
    const name = shared ? 'Shared by the backends (common.yaml)' : `${file}: ${titleOf(specs, file)}`;
    return `    <section id="${file}">
      <h2>${escapeHtml(name)} <small>(${items.length})</small></h2>
${
  items.length === 0
    ? '      <p>Nothing assumed.</p>'
    : `      <table>
        ${head}
${rows.join('\n')}
      </table>`
}
    </section>`;
  };
  const backendSections = BACKEND_SPECS.map((f) => section(f, assumptionsOf(specs, f), false));
  const common = assumptionsOf(specs, 'common');
  const total = allAssumptions(specs).length;
  const toc = [...BACKEND_SPECS, 'common' as const].map((f) => `<a href="#${f}">${f}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>Assumptions to confirm · MCH Workbench API</title>
    <style>
      body { font: 15px/1.45 system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
      table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; }
      th, td { border: 1px solid #ddd; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
      th { background: #f4f4f4; }
      td code { font-size: 0.8rem; word-break: break-all; }
      small { color: #666; font-weight: normal; }
    </style>
  </head>
  <body>
    <h1>Assumptions to confirm</h1>
    <p>The product specification (SPEC.md) does not state these paths, parameter and header names, fields and shapes;
    the specs mark each with <code>x-assumed</code> and the reason. Confirm them with the backend teams, then correct the
    spec and remove the mark. ${total} assumptions in all.</p>
    <p>${toc}</p>
${backendSections.join('\n')}
${section('common', common, true)}
  </body>
</html>
`;
}
