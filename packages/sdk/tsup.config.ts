import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', generated: 'src/generated/index.ts', testing: 'src/testing.ts' },
  // One copy of shared code (the error classes) for every entry, in ESM and CommonJS alike.
  splitting: true,
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});
