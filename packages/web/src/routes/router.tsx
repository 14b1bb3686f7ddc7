import {
  canonicalPageQuery,
  PAGE_DEFINITIONS,
  type PageDefinition,
  type PageName,
  type PageSearch,
  pageSearchOf,
  type Workbench,
} from '@mch/sdk';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { preloadPage, warmPage } from '../pages/registry';
import { DEMO_LOGIN_PATH, LOGIN_PATH } from '../platform/paths';
import { parseQuery, stringifyQuery } from '../platform/search';
import { AppFrame } from '../shell/app-frame';

/** What every route's loader gets: the app's SDK instance and its one query client. */
export interface RouterContext {
  wb: Workbench;
  queryClient: QueryClient;
}

/**
 * Route components render nothing where the router would put them: the root frame renders the shell, and the
 * shell renders every open page in its keep-alive tab (with the same page component, see routes.tsx).
 */
function RouteSlot() {
  return null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppFrame,
  notFoundComponent: RouteSlot,
});

/** The login route lands on the workbench (unless the user asked for another page): its loader starts the workbench's first data. */
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: LOGIN_PATH,
  component: RouteSlot,
  loader: ({ context }) => warmPage('Workbench', context, pageSearchOf('Workbench', {}), { landing: true }),
});
/** The demo's sign-in page: a route of the demo build only. */
const demoRoutes = __MCH_DEMO__
  ? [createRoute({ getParentRoute: () => rootRoute, path: DEMO_LOGIN_PATH, component: RouteSlot })]
  : [];

/**
 * The route of a page of SPEC.md §2.2: its search is checked by the SDK's `canonicalPageQuery` (a value the page
 * cannot take is dropped here, never parsed by the page, which gets the typed `pageSearchOf`), and its loader asks
 * for the page's code (`preloadPage`) and starts the page's first queries alongside it.
 */
function pageRoute<N extends PageName>(definition: PageDefinition & { name: N }) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: definition.path,
    // A value the page cannot take leaves the address here (the rest of the query is the tab's identity).
    validateSearch: (raw: Record<string, unknown>) => canonicalPageQuery(definition.name, raw),
    loaderDeps: ({ search }): { search: PageSearch<N> } => ({
      search: pageSearchOf(definition.name, search),
    }),
    // The page's code and first queries are asked for together as the address changes; the shell renders the page
    // in its tab as soon as its code is there.
    loader: ({ context, deps }) => {
      preloadPage(definition.name);
      warmPage(definition.name, context, deps.search);
    },
    component: RouteSlot,
  });
}

const pageRoutes = PAGE_DEFINITIONS.map((definition) => pageRoute(definition));

const routeTree = rootRoute.addChildren([loginRoute, ...demoRoutes, ...pageRoutes]);

/** Creates the app's router (history mode by default; tests pass a memory history). */
export function createAppRouter(context: RouterContext, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context,
    caseSensitive: true,
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
    ...(options.history ? { history: options.history } : {}),
  });
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;
