// @vitest-environment node
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The app imports Mantine's styles per component (a fraction of the full styles.css). This test keeps that list
 * honest: it finds every Mantine component the app's sources use, follows Mantine's own imports to the components
 * they are built from, and checks that mantine-styles.ts imports exactly the stylesheets they need, in the order
 * Mantine's full stylesheet has them.
 */

const here = dirname(fileURLToPath(import.meta.url));
const srcRoot = resolve(here, '..');
const packageRoot = (name: string) => realpathSync(join(srcRoot, '..', 'node_modules', name));
const coreRoot = packageRoot('@mantine/core');
const STYLES_FILE = join(here, 'mantine-styles.ts');
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];
const PACKAGES = ['@mantine/core', '@mantine/dates', '@mantine/notifications'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === srcRoot ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value (not type-only) names imported from `pkg` in `code`. */
function namedImports(code: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of code.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/**
 * Maps each name exported by a Mantine package's ESM index to the file that defines it (null for names it
 * re-exports from another package, which bring no Mantine styles).
 */
function exportMap(pkgRoot: string): Map<string, string | null> {
  const index = join(pkgRoot, 'esm', 'index.mjs');
  const map = new Map<string, string | null>();
  for (const match of readFileSync(index, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const from = match[2]!;
    for (const name of (match[1] ?? '').split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) map.set(local, from.startsWith('.') ? resolve(dirname(index), from) : null);
    }
  }
  return map;
}

function filesOf(map: Map<string, string | null>, names: Iterable<string>): string[] {
  return [...names].flatMap((name) => {
    const file = map.get(name);
    return typeof file === 'string' ? [file] : [];
  });
}

/** Follows relative imports from `entries`; returns the CSS module names reached and @mantine/core names used. */
function walk(entries: Iterable<string>): { modules: Set<string>; coreNames: Set<string> } {
  const seen = new Set<string>();
  const modules = new Set<string>();
  const coreNames = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const cssModule = /([\w-]+)\.module\.mjs$/.exec(file);
    if (cssModule) modules.add(cssModule[1]!);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,]*?from\s*)?"(\.[^"]+\.mjs)"/g)) {
      queue.push(resolve(dirname(file), match[1]!));
    }
    for (const name of namedImports(code, '@mantine/core')) coreNames.add(name);
  }
  return { modules, coreNames };
}

function requiredStyles(): { core: string[]; packages: Set<string> } {
  const used = new Map<string, Set<string>>(PACKAGES.map((p) => [p, new Set<string>()]));
  for (const file of sourceFiles(srcRoot)) {
    const code = readFileSync(file, 'utf8');
    for (const pkg of PACKAGES) for (const name of namedImports(code, pkg)) used.get(pkg)!.add(name);
  }
  const coreNames = new Set(used.get('@mantine/core'));
  const packages = new Set<string>();
  for (const pkg of PACKAGES.slice(1)) {
    const names = used.get(pkg)!;
    if (names.size === 0) continue;
    const map = exportMap(packageRoot(pkg));
    const { modules, coreNames: fromPkg } = walk(filesOf(map, names));
    if (modules.size > 0) packages.add(pkg);
    for (const name of fromPkg) coreNames.add(name);
  }
  const coreMap = exportMap(coreRoot);
  const unknown = [...coreNames].filter((n) => !coreMap.has(n));
  expect(unknown, 'names imported from @mantine/core that its index does not export').toEqual([]);
  const { modules } = walk(filesOf(coreMap, coreNames));
  const fullCss = readFileSync(join(coreRoot, 'styles.css'), 'utf8');
  const position = (name: string) => {
    const css = readFileSync(join(coreRoot, 'styles', `${name}.css`), 'utf8');
    const firstClass = /\.(m_[0-9a-f]+)/.exec(css)?.[1];
    const at = firstClass ? fullCss.indexOf(`.${firstClass}`) : -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const core = [...modules].filter((m) => existsSync(join(coreRoot, 'styles', `${m}.css`)));
  core.sort((a, b) => position(a) - position(b) || a.localeCompare(b));
  return { core, packages };
}

function importedStyles(): string[] {
  const code = readFileSync(STYLES_FILE, 'utf8');
  return [...code.matchAll(/^import\s+'([^']+\.css)';/gm)].map((m) => m[1]!);
}

describe('mantine-styles.ts', () => {
  it('imports the stylesheet of every Mantine component the app uses, in Mantine’s order', () => {
    const { core, packages } = requiredStyles();
    const expected = [
      ...GLOBAL_STYLES.map((n) => `@mantine/core/styles/${n}.css`),
      ...core.map((n) => `@mantine/core/styles/${n}.css`),
      ...PACKAGES.filter((p) => packages.has(p)).map((p) => `${p}/styles.css`),
    ];
    const hint = `Replace the imports in ${relative(process.cwd(), STYLES_FILE)} with:\n${expected.map((e) => `import '${e}';`).join('\n')}\n`;
    expect(importedStyles(), hint).toEqual(expected);
  });
});
