import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Libraries the shell loads on every page; they change rarely, so they get long-lived chunks of their own. */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
];

/**
 * Two builds of one app. The default (`vite build`) is the deployable build in `dist/`: no demo backend, no MSW
 * worker, no demo pages, and a `config.json` with `"demo": false`. `--mode demo` makes the demo build in
 * `dist-demo/` from `demo/public/` (the MSW worker, the stand-in subsystem and room pages, a demo config.json):
 * what `npm start`, `npm run dev` and the browser tests run. `__MCH_DEMO__` is a constant, so the demo code is
 * left out of the deployable build entirely.
 */
export default defineConfig(({ mode }) => {
  const demo = mode === 'demo';
  return {
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    define: { __MCH_DEMO__: JSON.stringify(demo) },
    publicDir: demo ? 'demo/public' : 'public',
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        output: { codeSplitting: { groups: vendorGroups } },
      },
    },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
  };
});
