import type { LivePaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { readJsonObject } from '../core/body';
import type { BackendModule, MockContext } from '../core/context';
import { ok, refuse, requireQuery } from '../core/envelope';
import type { LiveProject, LiveRoom, LiveState } from '../core/state';
import { seedLiveState } from '../fixtures/live';
import { atClock, formatDateTime, parseLocalTime, shiftTime } from '../fixtures/random';
import { deliverNotice } from './message';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Signs `certificateId` up for a project (the §7.2 sign-up and the portal sign-up share it): undefined on
 * success, else the refusal to answer with.
 */
async function signUp(ctx: MockContext, request: Request): Promise<Response | undefined> {
  const body = await readJsonObject(request);
  if (!body) return refuse('live', '请求体格式错误');
  const certificateId = text(body.certificateId);
  const projectUniqueId = text(body.projectUniqueId);
  if (!certificateId) return refuse('live', '缺少必填参数：certificateId');
  if (!text(body.realName)) return refuse('live', '缺少必填参数：realName');
  if (typeof body.unitName !== 'string') return refuse('live', '缺少必填参数：unitName');
  if (!projectUniqueId) return refuse('live', '缺少必填参数：projectUniqueId');
  if (body.joinType !== 5) return refuse('live', '参加方式不正确');
  const db = ctx.db();
  const project = db.live.projects.find((p) => p.projectUniqueId === projectUniqueId);
  if (!project) return refuse('live', '直播项目不存在');
  if (project.holdEndTime < formatDateTime(ctx.now())) return refuse('live', '该项目已结束，无法报名');
  const mine = db.live.signUps[certificateId] ?? [];
  if (mine.includes(projectUniqueId)) return refuse('live', '您已报名该项目，请勿重复报名');
  db.live.signUps[certificateId] = [...mine, projectUniqueId];
  const user = db.users.find((u) => u.identityCard === certificateId);
  if (user) {
    deliverNotice(db.message, user.id, ctx.now(), {
      title: `直播报名成功：${project.projectName}`,
      content: `您已成功报名“${project.projectName}”，开播时间 ${project.holdStartTime}，请按时进入直播间学习。`,
      sender: project.createUnitName,
    });
  }
  return undefined;
}

/** The live-training backend (SPEC.md §7.2): projects, figures, sign-up, alerts and rooms. No auth. */
export const liveModule: BackendModule<LiveState> = {
  seed: seedLiveState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<LivePaths>({ baseUrl: ctx.baseUrls.live });
    const state = () => ctx.db().live;
    const signUpsOf = (projectUniqueId: string) =>
      Object.values(state().signUps).filter((ids) => ids.includes(projectUniqueId)).length;
    const yearOf = (url: URL) => {
      const q = requireQuery('live', url, 'projectyear');
      if (!q.ok) return q;
      const year = Number(q.value);
      return Number.isInteger(year)
        ? { ok: true as const, year }
        : { ok: false as const, response: refuse('live', '参数格式错误：projectyear') };
    };
    const projectById = (id: string) => state().projects.find((p) => p.projectUniqueId === id);
    const status = (projectUniqueId: string, sertId: string) => ({
      projectUniqueId,
      signedUp: (state().signUps[sertId] ?? []).includes(projectUniqueId),
    });
    /** The sign-up status a request asks for, or the refusal to answer with. */
    const statusOf = (request: Request) => {
      const url = new URL(request.url);
      const id = requireQuery('live', url, 'projectUniqueId');
      if (!id.ok) return { refusal: id.response };
      const sert = requireQuery('live', url, 'sertId');
      if (!sert.ok) return { refusal: sert.response };
      if (!projectById(id.value)) return { refusal: refuse('live', '直播项目不存在') };
      return { status: status(id.value, sert.value.trim()) };
    };

    return [
      http.get('/YunProject/GetProjectSelect', ({ request, response }) => {
        const year = yearOf(new URL(request.url));
        if (!year.ok) return response.untyped(year.response);
        const list = state()
          .projects.filter((p) => p.holdStartTime.startsWith(`${year.year}-`))
          .sort((a, b) => (a.holdStartTime < b.holdStartTime ? 1 : -1));
        return ok('live', list);
      }),

      http.get('/YunProject/GetProjectStudyCount', ({ request, response }) => {
        const id = requireQuery('live', new URL(request.url), 'projectUniqueId');
        if (!id.ok) return response.untyped(id.response);
        const f = state().figures[id.value];
        if (!f) return response.untyped(refuse('live', '直播项目不存在'));
        return ok('live', {
          projectUniqueId: id.value,
          signUpCount: f.signUpCount + signUpsOf(id.value),
          studyCount: f.studyCount,
          finishedCount: f.finishedCount,
        });
      }),

      http.get('/YunProject/GetProjectInfoCount', ({ request, response }) => {
        const year = yearOf(new URL(request.url));
        if (!year.ok) return response.untyped(year.response);
        const list = state().projects.filter((p) => p.holdStartTime.startsWith(`${year.year}-`));
        let liveCount = 0;
        let studentCount = 0;
        for (const p of list) {
          const f = state().figures[p.projectUniqueId];
          liveCount += f?.liveCount ?? 0;
          studentCount += (f?.signUpCount ?? 0) + signUpsOf(p.projectUniqueId);
        }
        return ok('live', { projectCount: list.length, liveCount, studentCount });
      }),

      http.get('/YunProject/GetUserProjectCount', ({ request, response }) => {
        const sert = requireQuery('live', new URL(request.url), 'sertId');
        if (!sert.ok) return response.untyped(sert.response);
        const now = formatDateTime(ctx.now());
        const mine = (state().signUps[sert.value.trim()] ?? [])
          .map(projectById)
          .filter((p): p is LiveProject => p !== undefined);
        return ok('live', {
          signUpCount: mine.length,
          studiedCount: mine.filter((p) => p.holdStartTime <= now).length,
          finishedCount: mine.filter((p) => p.holdEndTime < now).length,
        });
      }),

      http.get('/yunproject/GetProjectInfo', ({ request, response }) => {
        const no = requireQuery('live', new URL(request.url), 'ProjectNo');
        if (!no.ok) return response.untyped(no.response);
        const code = no.value.trim().toUpperCase();
        const project = state().projects.find((p) => p.projectNo.toUpperCase() === code);
        if (!project) return response.untyped(refuse('live', '直播项目不存在'));
        return ok('live', project);
      }),

      http.get('/yunproject/CheckUserSignUpProject', ({ request, response }) => {
        const out = statusOf(request);
        return out.refusal ? response.untyped(out.refusal) : ok('live', out.status);
      }),

      http.post('/yunproject/SignUpProject', async ({ request, response }) => {
        const refusal = await signUp(ctx, request);
        return refusal ? response.untyped(refusal) : ok('live', null);
      }),

      http.get('/yunproject/GetLiveAlert', ({ request, response }) => {
        const sert = requireQuery('live', new URL(request.url), 'SertId');
        if (!sert.ok) return response.untyped(sert.response);
        const now = ctx.now();
        const nowText = formatDateTime(now);
        const alerts = (state().signUps[sert.value.trim()] ?? [])
          .map(projectById)
          .filter((p): p is LiveProject => p !== undefined && p.holdEndTime >= nowText)
          .sort((a, b) => (a.holdStartTime < b.holdStartTime ? -1 : 1))
          .map((p) => {
            const start = parseLocalTime(p.holdStartTime) ?? now;
            const next = start.getTime() > now.getTime() ? start : atClock(shiftTime(now, 1), 19, 30);
            const room = state().rooms.find((r) => r.projectUniqueId === p.projectUniqueId);
            return {
              projectUniqueId: p.projectUniqueId,
              projectName: p.projectName,
              liveTitle: `${p.projectName}（下一讲）`,
              liveStartTime: formatDateTime(next),
              liveUrl: room?.liveUrl ?? null,
            };
          });
        return ok('live', alerts);
      }),

      http.post('/yunproject/AddLiveRoom', async ({ request, response }) => {
        const body = await readJsonObject(request);
        if (!body) return response.untyped(refuse('live', '请求体格式错误'));
        const projectUniqueId = text(body.projectUniqueId);
        const roomName = text(body.roomName);
        if (!projectUniqueId) return response.untyped(refuse('live', '缺少必填参数：projectUniqueId'));
        if (!roomName) return response.untyped(refuse('live', '缺少必填参数：roomName'));
        const start = parseLocalTime(text(body.startTime));
        const end = parseLocalTime(text(body.endTime));
        if (!start || !end)
          return response.untyped(refuse('live', '开始时间和结束时间格式应为 YYYY-MM-DD HH:mm:ss'));
        if (end.getTime() <= start.getTime())
          return response.untyped(refuse('live', '结束时间必须晚于开始时间'));
        if (!projectById(projectUniqueId)) return response.untyped(refuse('live', '直播项目不存在'));
        const roomId = `room-${String(state().nextRoomId).padStart(4, '0')}`;
        state().nextRoomId += 1;
        const room: LiveRoom = {
          roomId,
          projectUniqueId,
          roomName,
          startTime: formatDateTime(start),
          endTime: formatDateTime(end),
          liveUrl: `${ctx.roomsOrigin.replace(/\/$/, '')}/demo-embedded/live.html?room=${roomId}`,
        };
        state().rooms.push(room);
        return ok('live', room);
      }),

      http.get('/yunproject/GetLiveInfoByCode', ({ request, response }) => {
        const q = requireQuery('live', new URL(request.url), 'code');
        if (!q.ok) return response.untyped(q.response);
        const code = q.value.trim().toUpperCase();
        const now = formatDateTime(ctx.now());
        // The portal finds only projects still open for sign-up.
        const project = state().projects.find(
          (p) => p.projectNo.toUpperCase() === code && p.holdEndTime >= now,
        );
        return ok('live', project ?? null);
      }),

      http.get('/yunproject/GetSignUpStatus', ({ request, response }) => {
        const out = statusOf(request);
        return out.refusal ? response.untyped(out.refusal) : ok('live', out.status);
      }),

      http.post('/yunproject/PortalSignUp', async ({ request, response }) => {
        const refusal = await signUp(ctx, request);
        return refusal ? response.untyped(refusal) : ok('live', null);
      }),
    ];
  },
};
