import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import webConfig from '../../packages/web/vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The floor app is built exactly like the web app's demo build (`--mode demo`): the web app's Vite config
 * (plugins, resolve conditions, chunk groups) with only the root, the output folder and the public folder changed.
 * The public folder is the demo build's, so both serve the same config.json and the same demo-backend worker.
 */
export default defineConfig((env) =>
  mergeConfig(webConfig(env), {
    root: here,
    publicDir: fileURLToPath(new URL('../../packages/web/demo/public', import.meta.url)),
    build: { outDir: 'dist', emptyOutDir: true },
  }),
);
