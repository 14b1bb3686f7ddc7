import type { LivePaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { BackendModule } from '../core/context';
import { ok } from '../core/envelope';
import {
  bodyString,
  fail,
  missing,
  readBody,
  requiredBodyString,
  requiredInt,
  requiredString,
} from '../core/request';
import { type Call, serveFor } from '../core/serve';
import type { LiveProject, LiveRoom, LiveState } from '../core/state';
import { seedLiveState } from '../fixtures/live';
import { atClock, formatDateTime, parseLocalTime, shiftTime } from '../fixtures/random';
import { deliverNotice } from './message';
import { registerOnce } from './registration';

const projectById = (st: LiveState, id: string) => st.projects.find((p) => p.projectUniqueId === id);

/** The projects of the year a request asks for (`projectyear`). */
function projectsOfYear({ url, st }: Call<LiveState>): LiveProject[] {
  const year = requiredInt(url, 'projectyear');
  return st.projects.filter((p) => p.holdStartTime.startsWith(`${year}-`));
}

/** Whether the identity card of a request (`sertId`) signed up for the project it asks about. */
function signUpStatus({ url, st }: Call<LiveState>) {
  const projectUniqueId = requiredString(url, 'projectUniqueId');
  const sertId = requiredString(url, 'sertId');
  if (!projectById(st, projectUniqueId)) fail('直播项目不存在');
  return { projectUniqueId, signedUp: (st.signUps[sertId] ?? []).includes(projectUniqueId) };
}

/** Signs an identity card up for a project (the §7.2 sign-up and the portal sign-up share it). */
async function signUp({ request, st, db, now }: Call<LiveState>): Promise<void> {
  const body = await readBody(request);
  const certificateId = requiredBodyString(body, 'certificateId');
  requiredBodyString(body, 'realName');
  if (bodyString(body, 'unitName') === undefined) missing('unitName');
  const projectUniqueId = requiredBodyString(body, 'projectUniqueId');
  if (body.joinType !== 5) fail('参加方式不正确');
  const project = projectById(st, projectUniqueId) ?? fail('直播项目不存在');
  if (project.holdEndTime < formatDateTime(now)) fail('该项目已结束，无法报名');
  registerOnce(st.signUps, certificateId, projectUniqueId, '您已报名该项目，请勿重复报名');
  const user = db.users.find((u) => u.identityCard === certificateId);
  if (user) {
    deliverNotice(db.message, user.id, now, {
      title: `直播报名成功：${project.projectName}`,
      content: `您已成功报名“${project.projectName}”，开播时间 ${project.holdStartTime}，请按时进入直播间学习。`,
      sender: project.createUnitName,
    });
  }
}

/** The live-training backend (SPEC.md §7.2): projects, figures, sign-up, alerts and rooms. No auth. */
export const liveModule: BackendModule<LiveState> = {
  seed: seedLiveState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<LivePaths>({ baseUrl: ctx.baseUrls.live });
    const { open } = serveFor(ctx, 'live', (db) => db.live);
    const signUpsOf = (st: LiveState, projectUniqueId: string) =>
      Object.values(st.signUps).filter((ids) => ids.includes(projectUniqueId)).length;

    return [
      http.get(
        '/YunProject/GetProjectSelect',
        open((call) =>
          ok(
            'live',
            projectsOfYear(call).sort((a, b) => (a.holdStartTime < b.holdStartTime ? 1 : -1)),
          ),
        ),
      ),

      http.get(
        '/YunProject/GetProjectStudyCount',
        open(({ url, st }) => {
          const id = requiredString(url, 'projectUniqueId');
          const f = st.figures[id] ?? fail('直播项目不存在');
          return ok('live', {
            projectUniqueId: id,
            signUpCount: f.signUpCount + signUpsOf(st, id),
            studyCount: f.studyCount,
            finishedCount: f.finishedCount,
          });
        }),
      ),

      http.get(
        '/YunProject/GetProjectInfoCount',
        open((call) => {
          const list = projectsOfYear(call);
          let liveCount = 0;
          let studentCount = 0;
          for (const p of list) {
            const f = call.st.figures[p.projectUniqueId];
            liveCount += f?.liveCount ?? 0;
            studentCount += (f?.signUpCount ?? 0) + signUpsOf(call.st, p.projectUniqueId);
          }
          return ok('live', { projectCount: list.length, liveCount, studentCount });
        }),
      ),

      http.get(
        '/YunProject/GetUserProjectCount',
        open(({ url, st, now }) => {
          const at = formatDateTime(now);
          const mine = (st.signUps[requiredString(url, 'sertId')] ?? [])
            .map((id) => projectById(st, id))
            .filter((p): p is LiveProject => p !== undefined);
          return ok('live', {
            signUpCount: mine.length,
            studiedCount: mine.filter((p) => p.holdStartTime <= at).length,
            finishedCount: mine.filter((p) => p.holdEndTime < at).length,
          });
        }),
      ),

      http.get(
        '/yunproject/GetProjectInfo',
        open(({ url, st }) => {
          const code = requiredString(url, 'ProjectNo').toUpperCase();
          return ok(
            'live',
            st.projects.find((p) => p.projectNo.toUpperCase() === code) ?? fail('直播项目不存在'),
          );
        }),
      ),

      http.get(
        '/yunproject/CheckUserSignUpProject',
        open((call) => ok('live', signUpStatus(call))),
      ),

      http.post(
        '/yunproject/SignUpProject',
        open(async (call) => {
          await signUp(call);
          return ok('live', null);
        }),
      ),

      http.get(
        '/yunproject/GetLiveAlert',
        open(({ url, st, now }) => {
          const nowText = formatDateTime(now);
          const alerts = (st.signUps[requiredString(url, 'SertId')] ?? [])
            .map((id) => projectById(st, id))
            .filter((p): p is LiveProject => p !== undefined && p.holdEndTime >= nowText)
            .sort((a, b) => (a.holdStartTime < b.holdStartTime ? -1 : 1))
            .map((p) => {
              const start = parseLocalTime(p.holdStartTime) ?? now;
              const next = start.getTime() > now.getTime() ? start : atClock(shiftTime(now, 1), 19, 30);
              const room = st.rooms.find((r) => r.projectUniqueId === p.projectUniqueId);
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
      ),

      http.post(
        '/yunproject/AddLiveRoom',
        open(async ({ request, st }) => {
          const body = await readBody(request);
          const projectUniqueId = requiredBodyString(body, 'projectUniqueId');
          const roomName = requiredBodyString(body, 'roomName');
          const start = parseLocalTime(bodyString(body, 'startTime') ?? '');
          const end = parseLocalTime(bodyString(body, 'endTime') ?? '');
          if (!start || !end) fail('开始时间和结束时间格式应为 YYYY-MM-DD HH:mm:ss');
          if (end.getTime() <= start.getTime()) fail('结束时间必须晚于开始时间');
          if (!projectById(st, projectUniqueId)) fail('直播项目不存在');
          const roomId = `room-${String(st.nextRoomId).padStart(4, '0')}`;
          st.nextRoomId += 1;
          const room: LiveRoom = {
            roomId,
            projectUniqueId,
            roomName,
            startTime: formatDateTime(start),
            endTime: formatDateTime(end),
            liveUrl: `${ctx.roomsOrigin.replace(/\/$/, '')}/demo-embedded/live.html?room=${roomId}`,
          };
          st.rooms.push(room);
          return ok('live', room);
        }),
      ),

      http.get(
        '/yunproject/GetLiveInfoByCode',
        open(({ url, st, now }) => {
          const code = requiredString(url, 'code').toUpperCase();
          const at = formatDateTime(now);
          // The portal finds only projects still open for sign-up.
          const project = st.projects.find((p) => p.projectNo.toUpperCase() === code && p.holdEndTime >= at);
          return ok('live', project ?? null);
        }),
      ),

      http.get(
        '/yunproject/GetSignUpStatus',
        open((call) => ok('live', signUpStatus(call))),
      ),

      http.post(
        '/yunproject/PortalSignUp',
        open(async (call) => {
          await signUp(call);
          return ok('live', null);
        }),
      ),
    ];
  },
};
