/** Granted functions (tag Permission). */
import type { HttpHandler } from 'msw';
import { ok } from '../../core/envelope';
import { fail, requiredInt } from '../../core/request';
import type { MainRoutes } from './routes';

/** The product's system id (SPEC.md §6). */
const MAIN_SYSTEM_ID = 25;

/** The Permission operations. */
export function permissionHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.post(
      '/v1/roleFunction/queryFunctionAllByUserIdSystemId',
      on(({ url, db }) => {
        const userId = requiredInt(url, 'userId');
        const systemId = requiredInt(url, 'systemId');
        const target = db.users.find((u) => u.id === userId) ?? fail(`用户不存在：${userId}`);
        return ok('main', systemId === MAIN_SYSTEM_ID ? target.functions : []);
      }, 'reads'),
    ),
  ];
}
