import { PAGE_DEFINITIONS } from '@mch/sdk';
import { createRootRoute, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { AppFrame } from './app-frame';
import { parseQuery, stringifyQuery } from './search';

/** Path of the login route (no shell): it loads the session and lands on the workbench. */
export const LOGIN_PATH = '/';

/** Path of the demo sign-in page (no shell, only when config.demo). */
export const DEMO_LOGIN_PATH = '/demo-login';

/** Route components render nothing: the root frame renders the shell, and the shell renders every open page. */
function RouteSlot() {
  return null;
}

const rootRoute = createRootRoute({ component: AppFrame, notFoundComponent: RouteSlot });

const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: LOGIN_PATH, component: RouteSlot });
const demoLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DEMO_LOGIN_PATH,
  component: RouteSlot,
});
/** One code route per page of SPEC.md §2.2 (the SDK's PAGE_DEFINITIONS; `$id` is a path parameter). */
const pageRoutes = PAGE_DEFINITIONS.map((definition) =>
  createRoute({ getParentRoute: () => rootRoute, path: definition.path, component: RouteSlot }),
);

const routeTree = rootRoute.addChildren([loginRoute, demoLoginRoute, ...pageRoutes]);

/** Creates the app's router (history mode by default; tests pass a memory history). */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    caseSensitive: true,
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
    ...(options.history ? { history: options.history } : {}),
  });
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;
