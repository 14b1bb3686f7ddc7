/** What the handler modules of the main backend share: its two hosts and the resolvers of each. */
import type { MainComponents, MainPaths } from '@mch/sdk/generated';
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw';
import type { MockContext } from '../../core/context';
import { areasOf } from '../../core/scale';
import { type Serve, serveFor } from '../../core/serve';
import type { MainState } from '../../core/state';
import type { AreaDictionary } from '../../fixtures/areas';

/** The handler factories of a main host. */
export type MainHttp = OpenApiHttpHandlers<MainPaths>;

/** The schemas of specs/main.yaml. */
export type Schemas = MainComponents['schemas'];

/** What every handler module of the main backend is given. */
export interface MainRoutes {
  /** Handlers on the main host. */
  http: MainHttp;
  /** Handlers on the second main host (`mainSync`, which serves the long sync calls). */
  sync: MainHttp;
  /** Resolvers of operations on the main host: a known login token is required. */
  on: Serve<MainState>;
  /** Resolvers of operations on the second main host. */
  onSync: Serve<MainState>;
  /** The region dictionary of the demo's scale. */
  areas: AreaDictionary;
  /** Where the demo's room pages are served. */
  roomsOrigin: string;
}

/** The routes of the main backend of a demo. */
export function mainRoutes(ctx: MockContext): MainRoutes {
  return {
    http: createOpenApiHttp<MainPaths>({ baseUrl: ctx.baseUrls.main }),
    sync: createOpenApiHttp<MainPaths>({ baseUrl: ctx.baseUrls.mainSync }),
    on: serveFor(ctx, 'main', (db) => db.main),
    onSync: serveFor(ctx, 'mainSync', (db) => db.main),
    areas: areasOf(ctx.scale),
    roomsOrigin: ctx.roomsOrigin,
  };
}
