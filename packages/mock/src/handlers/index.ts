import type { HttpHandler } from 'msw';
import type { MockContext } from '../core/context';
import { examModule } from './exam';
import { fdsModule } from './fds';
import { liveModule } from './live';
import { mainModule } from './main';
import { messageModule } from './message';
import { trainingModule } from './training';

/** Every backend module, keyed as in MockDb. */
export const MODULES = {
  main: mainModule,
  live: liveModule,
  message: messageModule,
  fds: fdsModule,
  exam: examModule,
  training: trainingModule,
} as const;

/** The handlers of the six backends, in this order (main first: it also serves the second main host). */
export function backendHandlers(ctx: MockContext): HttpHandler[] {
  return Object.values(MODULES).flatMap((module) => module.handlers(ctx));
}
