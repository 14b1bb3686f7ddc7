#!/usr/bin/env node
// The root scripts of the workspace. `npm start` / `npm test` work on a machine with only Node and npm:
// pnpm comes from corepack (pinned in package.json) and dependencies are installed from the lockfile first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', COREPACK_ENABLE_STRICT: '0' };

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function pnpm(...args) {
  // Prefer a pnpm already running us; otherwise corepack; otherwise npx.
  const ua = process.env.npm_config_user_agent ?? '';
  if (ua.startsWith('pnpm/') && process.env.npm_execpath)
    return run(process.execPath, [process.env.npm_execpath, ...args]);
  const viaCorepack = spawnSync('corepack', ['pnpm', '--version'], { cwd: root, env, encoding: 'utf8' });
  if (viaCorepack.status === 0) return run('corepack', ['pnpm', ...args]);
  return run('npx', ['--yes', 'pnpm@10.34.9', ...args]);
}

function must(code, what) {
  if (code !== 0) {
    console.error(`\n✖ ${what} failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Prints the page snapshot Playwright kept of every browser test attempt that failed (a failure, or the first attempt
 * of a test that passed on its retry): on a fresh clone in CI the run's output is all there is to read.
 */
function printFailedAttempts() {
  for (const sub of ['artifacts', 'prod-artifacts'])
    printFailedAttemptsIn(join(root, 'packages/web/test-results', sub));
}

function printFailedAttemptsIn(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name, 'error-context.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    console.error(
      `\n--- failed attempt: ${name} ---\n${text.length > 12_000 ? `${text.slice(0, 12_000)}\n…` : text}`,
    );
  }
}

/** Whether a command is on the PATH. */
function has(command) {
  if (spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0) return true;
  return existsSync(`/usr/sbin/${command}`) || existsSync(`/usr/bin/${command}`);
}

/**
 * Makes sure a Debian package's command exists (Chromium for the browser tests, nginx for the production
 * preview): installs it with apt-get when it is missing and this machine allows it (root, or sudo without a
 * password); otherwise stops at once with the one command to run.
 */
function ensureDebian(command, packages, why) {
  if (has(command)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !root && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const manual = `sudo apt-get install -y ${packages.join(' ')}`;
  if (!has('apt-get') || (!root && !sudo)) {
    console.error(`\n✖ ${why} need ${command}, which is missing. Install it once with:\n\n    ${manual}\n`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(', ')} (${why} need ${command})...`);
  const prefix = root ? [] : ['sudo', '-n'];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    return run(cmd, rest, { env: aptEnv });
  };
  if (apt('update', '-qq') !== 0 || apt('install', '-y', '-qq', ...packages) !== 0 || !has(command)) {
    console.error(`\n✖ Could not install ${packages.join(' ')}. Run:\n\n    ${manual}\n`);
    process.exit(1);
  }
}

const needChromium = () => ensureDebian('chromium', ['chromium', 'fonts-noto-cjk'], 'The browser tests');
const needNginx = () => ensureDebian('nginx', ['nginx'], 'The production preview and its browser test');

function install() {
  must(pnpm('install', '--frozen-lockfile', '--prefer-offline'), 'pnpm install');
}

const steps = {
  install: () => install(),
  generate: () => {
    install();
    must(pnpm('--filter', '@mch/sdk', 'run', 'generate'), 'generate');
  },
  build: () => {
    install();
    must(pnpm('-r', '--filter', './packages/**', 'run', 'build'), 'build');
  },
  start: () => {
    steps.build();
    must(pnpm('--filter', '@mch/web', 'run', 'serve'), 'serve');
  },
  dev: () => {
    install();
    must(pnpm('--filter', '@mch/sdk', 'run', 'build'), 'sdk build');
    must(pnpm('--filter', '@mch/web', 'run', 'dev'), 'dev');
  },
  'preview:prod': () => {
    steps.build();
    needNginx();
    must(run(process.execPath, ['scripts/preview-prod.mjs']), 'preview:prod');
  },
  'mock:serve': () => {
    install();
    must(pnpm('--filter', '@mch/sdk', 'run', 'build'), 'sdk build');
    must(pnpm('--filter', '@mch/mock', 'run', 'build'), 'mock build');
    // Options after the name reach the server: `npm run mock:serve -- --scale large`.
    must(pnpm('--filter', '@mch/mock', 'run', 'serve', ...process.argv.slice(3)), 'mock serve');
  },
  probe: () => {
    install();
    must(pnpm('--filter', '@mch/sdk', 'run', 'build'), 'sdk build');
    must(pnpm('--filter', '@mch/probe', 'run', 'build'), 'probe build');
    // Options after the name reach the probe: `npm run probe -- --config config.json --token …`. Its exit code is
    // the probe's (1 when an operation failed).
    process.exit(run(process.execPath, ['packages/probe/dist/cli.js', ...process.argv.slice(3)]));
  },
  typecheck: () => {
    install();
    must(pnpm('-r', '--filter', './packages/**', 'run', 'typecheck'), 'typecheck');
  },
  docs: () => {
    install();
    must(pnpm('run', 'docs:build'), 'docs');
  },
  bench: () => {
    steps.build();
    must(run(process.execPath, ['scripts/bench.mjs']), 'bench');
  },
  test: () => {
    install();
    needChromium();
    needNginx();
    must(pnpm('exec', 'biome', 'ci', '.'), 'lint and format (biome)');
    must(pnpm('--filter', '@mch/web', 'run', 'layers'), 'layer rules and import cycles (dependency-cruiser)');
    must(pnpm('--filter', '@mch/sdk', 'run', 'check:generated'), 'generated clients drift check');
    must(pnpm('exec', 'redocly', 'lint', '--config', 'redocly.yaml'), 'spec lint (redocly)');
    must(pnpm('-r', '--filter', './packages/**', 'run', 'build'), 'build');
    must(pnpm('-r', '--filter', './packages/**', 'run', 'typecheck'), 'typecheck');
    must(pnpm('-r', '--filter', './packages/**', 'run', 'test'), 'unit and contract tests');
    must(run(process.execPath, ['--test', 'deploy/']), 'nginx site tests');
    const browser = pnpm('--filter', '@mch/web', 'run', 'e2e');
    printFailedAttempts();
    must(browser, 'browser tests');
    console.log('\n✔ all checks passed');
  },
};

const name = process.argv[2];
const step = name && steps[name];
if (!step) {
  console.error(`usage: node scripts/task.mjs <${Object.keys(steps).join('|')}>`);
  process.exit(2);
}
if (!existsSync(join(root, 'package.json'))) process.exit(2);
step();
