import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The libraries, in three long-lived chunks of their own (they change rarely): React; the UI and data libraries of
 * every screen (Mantine without its date pickers, Floating UI, TanStack Router and Query, jotai, the icons,
 * openapi-fetch and their helpers); and the date pickers with dayjs, loaded with the first date field. Without the
 * second group the bundler cut those libraries into some thirty small shared chunks, every one needed before the
 * first screen and each a request of its own (38 scripts on the landing, 12 with it). The UI group is matched first
 * (higher priority), so the date pickers' group takes only their own code; their stylesheet goes with Mantine's.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  {
    name: 'vendor-ui',
    test: /[\\/]node_modules[\\/](@mantine[\\/](?!dates[\\/])|(@floating-ui|@tanstack|@tabler)[\\/]|(jotai|clsx|openapi-fetch|react-transition-group|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es)[\\/])/,
    priority: 15,
  },
  {
    name: 'vendor-dates',
    test: /[\\/]node_modules[\\/](@mantine[\\/]dates[\\/].*\.m?js$|dayjs[\\/])/,
    priority: 10,
  },
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
