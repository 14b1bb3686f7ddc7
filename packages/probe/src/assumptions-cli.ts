/**
 * Writes the page "Assumptions to confirm" (used by `npm run docs`):
 *
 *   node packages/probe/dist/assumptions.js docs-site/assumptions.html
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { allAssumptions, renderAssumptionsPage } from './assumptions';
import { loadSpecs } from './specs';

const out = process.argv[2];
if (!out) {
  console.error('usage: node assumptions.js <output.html>');
  process.exit(2);
}
const specs = loadSpecs();
const target = resolve(out);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderAssumptionsPage(specs));
console.log(`✔ ${out} (${allAssumptions(specs).length} assumptions)`);
