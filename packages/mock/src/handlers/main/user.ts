/** The current user (tag User). */
import type { HttpHandler } from 'msw';
import { ok } from '../../core/envelope';
import type { DemoUser } from '../../core/state';
import type { MainRoutes, Schemas } from './routes';
import { pick } from './rows';

/** A demo user as getUser answers it. */
function userView(u: DemoUser): Schemas['UserInfoResponse'] {
  return pick(u, [
    'id',
    'adminType',
    'userName',
    'nickName',
    'mobile',
    'identityCard',
    'unitAreaCode',
    'unitId',
    'unitUuid',
    'unitName',
    'relationId',
    'doctorUuid',
  ]);
}

/** The User operations. */
export function userHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/v1/user/getUser',
      on(({ user }) => ok('main', userView(user))),
    ),
    http.post(
      '/v1/user/checkUnitTreeRoot',
      on(
        ({ st, user }) =>
          ok(
            'main',
            st.treeNodes.some((n) => n.parentId === null && n.unitId === user.unitId),
          ),
        'reads',
      ),
    ),
  ];
}
