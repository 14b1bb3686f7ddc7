/**
 * The main backend of the demo (specs/main.yaml), one module per tag of the spec, composed here in the spec's
 * order. Every operation needs a known login token; refusals use the backend's own envelope (`BIZ.PARAM_ERROR`).
 * No two operations share a method and path, so a request matches one handler whatever the order.
 */
import type { HttpHandler } from 'msw';
import type { BackendModule, MockContext } from '../../core/context';
import type { MainState } from '../../core/state';
import { seedMainState } from '../../fixtures/main';
import { businessLineHandlers } from './business-line';
import { consultationHandlers } from './consultation';
import { doctorHandlers } from './doctor';
import { evaluationHandlers } from './evaluation';
import { loginLogHandlers } from './login-log';
import { organisationHandlers } from './organisation';
import { permissionHandlers } from './permission';
import { roleHandlers } from './role';
import { mainRoutes } from './routes';
import { statisticsHandlers } from './statistics';
import { syncHandlers } from './sync';
import { systemHandlers } from './system';
import { systemNoticeHandlers } from './system-notice';
import { userHandlers } from './user';

/** The handlers of the main backend, by tag in the order of specs/main.yaml. */
export function mainHandlers(ctx: MockContext): HttpHandler[] {
  const routes = mainRoutes(ctx);
  return [
    statisticsHandlers,
    consultationHandlers,
    evaluationHandlers,
    userHandlers,
    permissionHandlers,
    syncHandlers,
    loginLogHandlers,
    systemHandlers,
    organisationHandlers,
    doctorHandlers,
    roleHandlers,
    systemNoticeHandlers,
    businessLineHandlers,
  ].flatMap((handlersOf) => handlersOf(routes));
}

/** The main backend module of the demo (it also serves the two sync calls of the second host). */
export const mainModule: BackendModule<MainState> = {
  seed: seedMainState,
  handlers: mainHandlers,
};
