import type { FdsComponents, FdsPaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { isRecord, readJson } from '../core/body';
import type { BackendModule } from '../core/context';
import { expired, ok, refuse, requireQuery } from '../core/envelope';
import { areasOf } from '../core/scale';
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
    const state = () => ctx.db().fds;
    const areas = areasOf(ctx.scale);
    const areaByCode = (code: string) => areas.byCode(code);
    const orgView = (org: OrgInfo): OrgInfo => ({
      ...org,
      childCount: state().orgs.filter((o) => o.parentId === org.id).length,
    });
    const orgById = (raw: string | readonly string[] | undefined) => {
      const id = Number(raw);
      return Number.isInteger(id) ? state().orgs.find((o) => o.id === id) : undefined;
    };
    const enumMap = (ids: readonly number[]) => {
      const out: Record<string, Enumeration[]> = {};
      for (const id of ids) out[String(id)] = state().enums[String(id)] ?? [];
      return out;
    };

    /** Checks an organisation body; gives the refusal or the fields to store. */
    const orgInput = (body: unknown, selfId?: number) => {
      if (!isRecord(body)) return { refusal: refuse('fds', '请求体格式错误') };
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) return { refusal: refuse('fds', '机构名称不能为空') };
      if (typeof body.areaCode !== 'string' || !/^\d{12}$/.test(body.areaCode)) {
        return { refusal: refuse('fds', '行政区划编码必须为12位数字') };
      }
      const area = areaByCode(body.areaCode);
      if (!area) return { refusal: refuse('fds', '行政区划不存在') };
      if (typeof body.unitType !== 'number' || !Number.isInteger(body.unitType)) {
        return { refusal: refuse('fds', '机构类型不能为空') };
      }
      const mobile = typeof body.contactMobile === 'string' ? body.contactMobile.trim() : '';
      if (
        body.contactMobile !== undefined &&
        body.contactMobile !== null &&
        typeof body.contactMobile !== 'string'
      ) {
        return { refusal: refuse('fds', '联系人手机号格式不正确') };
      }
      if (mobile !== '' && !MOBILE.test(mobile)) return { refusal: refuse('fds', '联系人手机号格式不正确') };
      let parentId: number | null = null;
      if (body.parentId !== undefined && body.parentId !== null) {
        if (typeof body.parentId !== 'number' || !state().orgs.some((o) => o.id === body.parentId)) {
          return { refusal: refuse('fds', '上级机构不存在') };
        }
        parentId = body.parentId;
        // A unit cannot be moved under itself or one of its descendants.
        for (
          let at: number | null = parentId;
          at !== null;
          at = state().orgs.find((o) => o.id === at)?.parentId ?? null
        ) {
          if (at === selfId) return { refusal: refuse('fds', '上级机构不能是本机构或其下级机构') };
        }
      }
      const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
      return {
        fields: {
          parentId,
          name,
          shortName: str(body.shortName) || name,
          areaCode: area.code,
          areaName: area.name,
          unitType: body.unitType,
          address: str(body.address),
          contactName: str(body.contactName),
          contactMobile: mobile,
          signed: body.signed === true,
        },
      };
    };

    return [
      http.post('/v1/fds-pc/sys-enum/keys-values-map', async ({ request, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const body = await readJson(request);
        if (!Array.isArray(body) || body.length === 0)
          return response.untyped(refuse('fds', '枚举编号列表不能为空'));
        if (!body.every((id) => Number.isInteger(id)))
          return response.untyped(refuse('fds', '枚举编号必须为整数'));
        return ok('fds', enumMap(body as number[]));
      }),

      http.get('/v1/fds-pc/org-info/child-list/{parentId}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        if (params.parentId === '0') {
          return ok(
            'fds',
            state()
              .orgs.filter((o) => o.parentId === null)
              .map(orgView),
          );
        }
        const parent = orgById(params.parentId);
        if (!parent) return response.untyped(refuse('fds', '机构不存在'));
        return ok(
          'fds',
          state()
            .orgs.filter((o) => o.parentId === parent.id)
            .map(orgView),
        );
      }),

      http.get('/v1/fds-pc/dict-area/child/{code}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const code = String(params.code);
        if (!/^(0|\d{12})$/.test(code))
          return response.untyped(refuse('fds', '行政区划编码必须为0或12位数字'));
        if (code !== '0' && !areaByCode(code)) return response.untyped(refuse('fds', '行政区划不存在'));
        return ok(
          'fds',
          childAreas(areas, code).map((a) => areaNode(areas, a)),
        );
      }),

      http.get('/v1/fds-pc/dict-area/code/{code}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const area = areaByCode(String(params.code));
        if (!area) return response.untyped(refuse('fds', '行政区划不存在'));
        return ok('fds', areaNode(areas, area));
      }),

      http.get('/v1/fds-pc/residents-info/card/{idCard}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const idCard = String(params.idCard).trim().toUpperCase();
        return ok('fds', state().residents.find((r) => r.idCard === idCard) ?? null);
      }),

      http.get('/v1/fds-pc/org-info/org-info/{id}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const org = orgById(params.id);
        if (!org) return response.untyped(refuse('fds', '机构不存在'));
        return ok('fds', orgView(org));
      }),

      http.post('/v1/fds-pc/org-info', async ({ request, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const input = orgInput(await readJson(request));
        if (input.refusal) return response.untyped(input.refusal);
        const org: OrgInfo = {
          id: state().nextOrgId,
          ...input.fields,
          childCount: 0,
          createTime: formatDateTime(ctx.now()),
        };
        state().nextOrgId += 1;
        state().orgs.push(org);
        return ok('fds', orgView(org));
      }),

      http.put('/v1/fds-pc/org-info/{id}', async ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const org = orgById(params.id);
        if (!org) return response.untyped(refuse('fds', '机构不存在'));
        const input = orgInput(await readJson(request), org.id);
        if (input.refusal) return response.untyped(input.refusal);
        Object.assign(org, input.fields);
        return ok('fds', orgView(org));
      }),

      http.get('/v1/fds-pc/org-info/{id}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const org = orgById(params.id);
        if (!org) return response.untyped(refuse('fds', '机构不存在'));
        return ok('fds', orgView(org));
      }),

      http.get('/v1/fds-pc/doctor-base-info/check-team-resident', ({ request, response }) => {
        const user = ctx.userOf(request, 'fds');
        if (!user) return response.untyped(expired('fds'));
        const url = new URL(request.url);
        const q = requireQuery('fds', url, 'idCard');
        if (!q.ok) return response.untyped(q.response);
        const doctorRaw = url.searchParams.get('doctorId')?.trim() || undefined;
        if (doctorRaw !== undefined && !/^\d+$/.test(doctorRaw))
          return response.untyped(refuse('fds', '参数格式错误：doctorId'));
        const doctorId = doctorRaw === undefined ? user.relationId : Number(doctorRaw);
        const team = state().teams[q.value.trim().toUpperCase()];
        const inTeam = team !== undefined && doctorId !== null && team.doctorIds.includes(doctorId);
        return ok('fds', { inTeam, teamName: inTeam ? team.teamName : null });
      }),

      http.get('/v1/fds-pc/org-info/parent-unit/{id}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const org = orgById(params.id);
        if (!org) return response.untyped(refuse('fds', '机构不存在'));
        const parent = state().orgs.find((o) => o.id === org.parentId);
        return ok('fds', parent ? orgView(parent) : null);
      }),

      http.get('/v1/fds-pc/user/current', ({ request, response }) => {
        const user = ctx.userOf(request, 'fds');
        if (!user) return response.untyped(expired('fds'));
        return ok('fds', {
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
        });
      }),

      http.get('/v1/fds-pc/residents-info/enums', ({ request, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        return ok('fds', enumMap(RESIDENT_ENUM_IDS));
      }),

      http.get('/v1/fds-pc/residents-info/area/{code}', ({ request, params, response }) => {
        if (!ctx.userOf(request, 'fds')) return response.untyped(expired('fds'));
        const code = String(params.code);
        if (!areaByCode(code)) return response.untyped(refuse('fds', '行政区划不存在'));
        const withResidents = childAreas(areas, code).filter((a) =>
          state().residents.some((r) => isWithinArea(r.areaCode, a.code)),
        );
        return ok(
          'fds',
          withResidents.map((a) => areaNode(areas, a)),
        );
      }),
    ];
  },
};
