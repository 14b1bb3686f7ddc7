#!/usr/bin/env node
// Generates the TypeScript types of every backend from specs/*.yaml into src/generated/.
//
//   node scripts/generate.mjs           write src/generated/<backend>.ts and src/generated/index.ts
//   node scripts/generate.mjs --check   generate in memory; exit 1 naming the files that differ (CI drift check)
//
// openapi-typescript bundles the cross-file $refs into specs/common.yaml, so each output is self-contained.
// The output is formatted with the workspace's Biome settings, so Biome would not change it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(sdkDir, '..', '..');
const specsDir = join(root, 'specs');
const outDir = join(sdkDir, 'src', 'generated');
const biomeBin = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

/** The backends, in the order of the index, with the alias prefix of each (the spec is specs/<name>.yaml). */
const BACKENDS = [
  { name: 'main', alias: 'Main' },
  { name: 'live', alias: 'Live' },
  { name: 'message', alias: 'Message' },
  { name: 'fds', alias: 'Fds' },
  { name: 'exam', alias: 'Exam' },
  { name: 'training', alias: 'Training' },
];

/** The shared components: generated whole, so the entities no operation returns (MenuItem, SignupCard) exist too. */
const COMMON = { name: 'common', alias: 'Common' };

const REGENERATE = 'Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.';

function format(source, filePath) {
  if (!existsSync(biomeBin)) throw new Error(`Biome not found at ${biomeBin}; run pnpm install at the root`);
  // Biome skips its ignored folders (src/generated is one), so it formats under a stand-in name outside them.
  const standIn = join(sdkDir, 'scripts', `generated-${basename(filePath)}`);
  const result = spawnSync(
    process.execPath,
    [biomeBin, 'format', `--stdin-file-path=${relative(root, standIn)}`],
    { cwd: root, input: source, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0 || !result.stdout) {
    throw new Error(`Biome could not format ${filePath}:\n${result.stderr}`);
  }
  return result.stdout;
}

async function generateBackend({ name }) {
  const specFile = join(specsDir, `${name}.yaml`);
  const ast = await openapiTS(pathToFileURL(specFile), { silent: true });
  const header = [`// generated from specs/${name}.yaml — do not edit`, `// ${REGENERATE}`, '', ''].join(
    '\n',
  );
  const filePath = join(outDir, `${name}.ts`);
  return { filePath, contents: format(header + astToString(ast), filePath) };
}

function generateIndex() {
  const lines = [
    '// generated from specs/*.yaml — do not edit',
    `// ${REGENERATE}`,
    '// The types of every backend, as aliases: <Backend>Paths, <Backend>Components, <Backend>Operations.',
    '',
    ...BACKENDS.map(
      ({ name, alias }) =>
        `export type { paths as ${alias}Paths, components as ${alias}Components, operations as ${alias}Operations } from './${name}';`,
    ),
    '// Every shared schema of specs/common.yaml, including those no operation references.',
    `export type { components as ${COMMON.alias}Components } from './${COMMON.name}';`,
    '',
  ];
  const filePath = join(outDir, 'index.ts');
  return { filePath, contents: format(lines.join('\n'), filePath) };
}

async function generateAll() {
  const files = [];
  for (const backend of [...BACKENDS, COMMON]) files.push(await generateBackend(backend));
  files.push(generateIndex());
  return files;
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await generateAll();
  if (check) {
    const expected = new Set(files.map((f) => f.filePath));
    const differing = files
      .filter((f) => !existsSync(f.filePath) || readFileSync(f.filePath, 'utf8') !== f.contents)
      .map((f) => relative(root, f.filePath));
    const extra = existsSync(outDir)
      ? readdirSync(outDir)
          .map((entry) => join(outDir, entry))
          .filter((p) => p.endsWith('.ts') && !p.endsWith('.test.ts') && !expected.has(p))
          .map((p) => relative(root, p))
      : [];
    if (differing.length || extra.length) {
      for (const file of differing) console.error(`✖ ${file} differs from specs/ (or is missing)`);
      for (const file of extra) console.error(`✖ ${file} is not generated from specs/`);
      console.error(REGENERATE);
      process.exit(1);
    }
    console.log(`✔ ${files.length} generated files match specs/`);
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const f of files) writeFileSync(f.filePath, f.contents);
  console.log(`✔ wrote ${files.map((f) => relative(root, f.filePath)).join(', ')}`);
}

await main();
