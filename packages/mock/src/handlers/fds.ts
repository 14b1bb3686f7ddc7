import type { FdsComponents, FdsPaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { BackendModule } from '../core/context';
import { ok } from '../core/envelope';
import {
  bodyInt,
  bodyString,
  fail,
  type JsonObject,
  malformed,
  type PathParams,
  pathInt,
  pathString,
  queryInt,
  readBody,
  readJson,
  requiredString,
} from '../core/request';
import { areasOf } from '../core/scale';
import { serveFor } from '../core/serve';
import type { Enumeration, FdsState, OrgInfo } from '../core/state';
import { type Area, type AreaDictionary, isWithinArea } from '../fixtures/areas';
import { RESIDENT_ENUM_IDS, seedFdsState } from '../fixtures/fds';
import { formatDateTime } from '../fixtures/random';

type AreaNode = FdsComponents['schemas']['AreaNode'];

/** The mobile rule of SPEC.md §5: 1, then 3-9, 11 digits in all. */
const MOBILE = /^1[3-9]\d{9}$/;

/** The child regions of `code` ('0' = provinces), in code order. */
function childAreas(areas: AreaDictionary, code: string): Area[] {
  return [...areas.children(code === '0' ? null : code)].sort((a, b) => a.code.localeCompare(b.code));
}

function areaNode(areas: AreaDictionary, area: Area): AreaNode {
  return { areaCode: area.code, areaName: area.name, isLeaf: areas.children(area.code).length === 0 };
}

/** The grassroots health-service backend (SPEC.md §7.4): enumerations, organisations, regions, residents. */
export const fdsModule: BackendModule<FdsState> = {
  seed: seedFdsState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<FdsPaths>({ baseUrl: ctx.baseUrls.fds });
    const on = serveFor(ctx, 'fds', (db) => db.fds);
    const areas = areasOf(ctx.scale);
    const areaOf = (code: string) => areas.byCode(code) ?? fail('行政区划不存在');
    const orgView = (st: FdsState, org: OrgInfo): OrgInfo => ({
      ...org,
      childCount: st.orgs.filter((o) => o.parentId === org.id).length,
    });
    const orgOf = (st: FdsState, params: PathParams, name: string) => {
      const wanted = pathInt(params, name);
      return st.orgs.find((o) => o.id === wanted) ?? fail('机构不存在');
    };
    const enumMap = (st: FdsState, ids: readonly number[]) => {
      const out: Record<string, Enumeration[]> = {};
      for (const id of ids) out[String(id)] = st.enums[String(id)] ?? [];
      return out;
    };

    /** The fields of an organisation a body gives (a new one, or `selfId` changed). */
    const orgInput = (st: FdsState, body: JsonObject, selfId?: number) => {
      const name = bodyString(body, 'name') || fail('机构名称不能为空');
      const areaCode = bodyString(body, 'areaCode') ?? '';
      if (!/^\d{12}$/.test(areaCode)) fail('行政区划编码必须为12位数字');
      const area = areaOf(areaCode);
      const unitType = bodyInt(body, 'unitType') ?? fail('机构类型不能为空');
      const mobile = bodyString(body, 'contactMobile') ?? '';
      if (mobile !== '' && !MOBILE.test(mobile)) fail('联系人手机号格式不正确');
      const parentId = bodyInt(body, 'parentId') ?? null;
      if (parentId !== null && !st.orgs.some((o) => o.id === parentId)) fail('上级机构不存在');
      // A unit cannot be moved under itself or one of its descendants.
      for (let at = parentId; at !== null; at = st.orgs.find((o) => o.id === at)?.parentId ?? null) {
        if (at === selfId) fail('上级机构不能是本机构或其下级机构');
      }
      return {
        parentId,
        name,
        shortName: bodyString(body, 'shortName') || name,
        areaCode: area.code,
        areaName: area.name,
        unitType,
        address: bodyString(body, 'address') ?? '',
        contactName: bodyString(body, 'contactName') ?? '',
        contactMobile: mobile,
        signed: body.signed === true,
      };
    };

    return [
      http.post(
        '/v1/fds-pc/sys-enum/keys-values-map',
        on(async ({ request, st }) => {
          const ids = await readJson(request);
          if (!Array.isArray(ids) || ids.length === 0) fail('枚举编号列表不能为空');
          const ints: number[] = [];
          for (const id of ids) ints.push(Number.isInteger(id) ? Number(id) : fail('枚举编号必须为整数'));
          return ok('fds', enumMap(st, ints));
        }, 'reads'),
      ),

      http.get(
        '/v1/fds-pc/org-info/child-list/{parentId}',
        on(({ params, st }) => {
          const parentId = pathString(params, 'parentId') === '0' ? null : orgOf(st, params, 'parentId').id;
          return ok(
            'fds',
            st.orgs.filter((o) => o.parentId === parentId).map((o) => orgView(st, o)),
          );
        }),
      ),

      http.get(
        '/v1/fds-pc/dict-area/child/{code}',
        on(({ params }) => {
          const code = pathString(params, 'code');
          if (!/^(0|\d{12})$/.test(code)) fail('行政区划编码必须为0或12位数字');
          if (code !== '0') areaOf(code);
          return ok(
            'fds',
            childAreas(areas, code).map((a) => areaNode(areas, a)),
          );
        }),
      ),

      http.get(
        '/v1/fds-pc/dict-area/code/{code}',
        on(({ params }) => ok('fds', areaNode(areas, areaOf(pathString(params, 'code'))))),
      ),

      http.get(
        '/v1/fds-pc/residents-info/card/{idCard}',
        on(({ params, st }) => {
          const idCard = pathString(params, 'idCard').trim().toUpperCase();
          return ok('fds', st.residents.find((r) => r.idCard === idCard) ?? null);
        }),
      ),

      http.get(
        '/v1/fds-pc/org-info/org-info/{id}',
        on(({ params, st }) => ok('fds', orgView(st, orgOf(st, params, 'id')))),
      ),

      http.post(
        '/v1/fds-pc/org-info',
        on(async ({ request, st, now }) => {
          const fields = orgInput(st, await readBody(request));
          const org: OrgInfo = {
            id: st.nextOrgId,
            ...fields,
            childCount: 0,
            createTime: formatDateTime(now),
          };
          st.nextOrgId += 1;
          st.orgs.push(org);
          return ok('fds', orgView(st, org));
        }),
      ),

      http.put(
        '/v1/fds-pc/org-info/{id}',
        on(async ({ request, params, st }) => {
          const org = orgOf(st, params, 'id');
          Object.assign(org, orgInput(st, await readBody(request), org.id));
          return ok('fds', orgView(st, org));
        }),
      ),

      http.get(
        '/v1/fds-pc/org-info/{id}',
        on(({ params, st }) => ok('fds', orgView(st, orgOf(st, params, 'id')))),
      ),

      http.get(
        '/v1/fds-pc/doctor-base-info/check-team-resident',
        on(({ url, st, user }) => {
          const idCard = requiredString(url, 'idCard');
          const doctorParam = queryInt(url, 'doctorId');
          if (doctorParam !== undefined && doctorParam < 0) malformed('doctorId');
          const doctorId = doctorParam ?? user.relationId;
          const team = st.teams[idCard.toUpperCase()];
          const inTeam = team !== undefined && doctorId !== null && team.doctorIds.includes(doctorId);
          return ok('fds', { inTeam, teamName: inTeam ? team.teamName : null });
        }),
      ),

      http.get(
        '/v1/fds-pc/org-info/parent-unit/{id}',
        on(({ params, st }) => {
          const org = orgOf(st, params, 'id');
          const parent = st.orgs.find((o) => o.id === org.parentId);
          return ok('fds', parent ? orgView(st, parent) : null);
        }),
      ),

      http.get(
        '/v1/fds-pc/user/current',
        on(({ user }) =>
          ok('fds', {
            id: user.id,
            adminType: user.adminType,
            userName: user.userName,
            nickName: user.nickName,
            mobile: user.mobile,
            identityCard: user.identityCard,
            unitAreaCode: user.unitAreaCode,
            unitId: user.unitId,
            unitUuid: user.unitUuid,
            unitName: user.unitName,
            doctorId: user.relationId,
            doctorUuid: user.doctorUuid,
          }),
        ),
      ),

      http.get(
        '/v1/fds-pc/residents-info/enums',
        on(({ st }) => ok('fds', enumMap(st, RESIDENT_ENUM_IDS))),
      ),

      http.get(
        '/v1/fds-pc/residents-info/area/{code}',
        on(({ params, st }) => {
          const code = pathString(params, 'code');
          areaOf(code);
          const withResidents = childAreas(areas, code).filter((a) =>
            st.residents.some((r) => isWithinArea(r.areaCode, a.code)),
          );
          return ok(
            'fds',
            withResidents.map((a) => areaNode(areas, a)),
          );
        }),
      ),
    ];
  },
};
