/** Offices and doctors (tag Doctor). */
import type { HttpHandler } from 'msw';
import { ok } from '../../core/envelope';
import { fail, queryInt, requiredInt } from '../../core/request';
import type { MainRoutes } from './routes';
import { unitOf } from './units';

/** The Doctor operations. */
export function doctorHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/v1/doctorUser/queryOrgOfficeByUnitId',
      on(({ url, st }) => {
        const unit = unitOf(st, requiredInt(url, 'unitId'));
        return ok(
          'main',
          st.offices.filter((o) => o.unitId === unit.id),
        );
      }),
    ),
    http.post(
      '/v1/doctorUser/queryDoctorByUnitAndOffice',
      on(({ url, st }) => {
        const unit = unitOf(st, requiredInt(url, 'unitId'));
        const officeId = queryInt(url, 'officeId');
        if (officeId !== undefined && !st.offices.some((o) => o.id === officeId && o.unitId === unit.id)) {
          fail(`科室不存在：${officeId}`);
        }
        return ok(
          'main',
          st.doctors.filter(
            (d) => d.unitId === unit.id && (officeId === undefined || d.officeId === officeId),
          ),
        );
      }, 'reads'),
    ),
    http.get(
      '/v1/doctorUser/queryAll',
      on(({ st }) => ok('main', st.doctors)),
    ),
  ];
}
