import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import webConfig from '../../packages/web/vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The floor app is built exactly like the web app: the web app's Vite config (plugins, resolve conditions, chunk
 * groups) with only the root, the output folder and the public folder changed. The public folder is the web app's,
 * so both serve the same config.json and the same demo-backend worker script.
 */
export default mergeConfig(webConfig, {
  root: here,
  publicDir: fileURLToPath(new URL('../../packages/web/public', import.meta.url)),
  build: { outDir: 'dist', emptyOutDir: true },
});
