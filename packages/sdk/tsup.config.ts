import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', generated: 'src/generated/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});
