#!/usr/bin/env node
// Builds the browsable API reference: one HTML page per backend spec (Redocly build-docs, scripts inlined so
// the pages work offline) into docs-site/api/<backend>.html, the page "Assumptions to confirm" (every
// `x-assumed` of specs/, by backend; written by @mch/probe, build it first) into docs-site/assumptions.html,
// and docs-site/index.html linking them and the SDK reference (docs-site/sdk/, written by the SDK's own docs
// step).
//
//   node scripts/docs.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'docs-site');
const redoclyCli = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

/** The backends of redocly.yaml, in the order of the index. */
const BACKENDS = ['main', 'live', 'message', 'fds', 'exam', 'training'];

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The info.title and info.summary of a spec (one-line scalars), read without a YAML parser. */
function describe(backend) {
  const text = readFileSync(join(root, 'specs', `${backend}.yaml`), 'utf8');
  const field = (name) => new RegExp(`^ {2}${name}: ["']?(.+?)["']?$`, 'm').exec(text)?.[1];
  return { title: field('title') ?? backend, summary: field('summary') ?? '' };
}

function build(backend) {
  const output = join(site, 'api', `${backend}.html`);
  const { title } = describe(backend);
  const result = spawnSync(
    process.execPath,
    [
      redoclyCli,
      'build-docs',
      backend,
      '--config',
      join(root, 'redocly.yaml'),
      '--output',
      output,
      '--title',
      title,
      '--inlineBundle',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`redocly build-docs failed for ${backend}`);
  }
  return output;
}

function indexPage() {
  const items = BACKENDS.map((backend) => {
    const { title, summary } = describe(backend);
    return `      <li><a href="api/${backend}.html">${escapeHtml(title)}</a><p>${escapeHtml(summary)}</p></li>`;
  });
  const sdkNote = existsSync(join(site, 'sdk', 'index.html')) ? '' : ' (not built yet)';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>MCH Workbench API reference</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
      li { margin-bottom: 0.75rem; }
      li p { margin: 0.25rem 0 0; color: #555; }
    </style>
  </head>
  <body>
    <h1>MCH Workbench API reference</h1>
    <h2>Backend APIs (OpenAPI)</h2>
    <ul>
${items.join('\n')}
    </ul>
    <h2>Assumptions to confirm</h2>
    <ul>
      <li><a href="assumptions.html">Assumptions to confirm</a><p>Every path, name, field and shape the specs guess
      (<code>x-assumed</code>), by backend, with the reason: the list to confirm with the backend teams.</p></li>
    </ul>
    <h2>SDK</h2>
    <ul>
      <li><a href="sdk/index.html">@mch/sdk API reference</a>${sdkNote}<p>The typed clients, rules and flows of the headless SDK.</p></li>
    </ul>
  </body>
</html>
`;
}

mkdirSync(join(site, 'api'), { recursive: true });
for (const backend of BACKENDS) {
  build(backend);
  console.log(`✔ docs-site/api/${backend}.html`);
}
const assumptionsCli = join(root, 'packages', 'probe', 'dist', 'assumptions.js');
if (!existsSync(assumptionsCli)) {
  throw new Error(
    'packages/probe is not built: run `corepack pnpm --filter @mch/probe run build` (npm run docs does)',
  );
}
const assumptions = spawnSync(process.execPath, [assumptionsCli, join('docs-site', 'assumptions.html')], {
  cwd: root,
  encoding: 'utf8',
});
if (assumptions.status !== 0) {
  process.stderr.write(assumptions.stdout + assumptions.stderr);
  throw new Error('the assumptions page failed');
}
process.stdout.write(assumptions.stdout);
writeFileSync(join(site, 'index.html'), indexPage());
console.log('✔ docs-site/index.html');
