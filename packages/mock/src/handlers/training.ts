import type { TrainingPaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { trainingTokenFor } from '../core/auth';
import { readJsonObject } from '../core/body';
import type { BackendModule } from '../core/context';
import { expired, ok, refuse, requireQuery } from '../core/envelope';
import type { TrainingState } from '../core/state';
import { formatDateTime } from '../fixtures/random';
import { seedTrainingState } from '../fixtures/training';
import { deliverNotice } from './message';

/** The training backend (SPEC.md §7.6): token exchange, study time, trainings by code, registration, progress. */
export const trainingModule: BackendModule<TrainingState> = {
  seed: seedTrainingState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<TrainingPaths>({ baseUrl: ctx.baseUrls.training });
    const state = () => ctx.db().training;
    const byCode = (code: string) => state().trainings.find((t) => t.code === code.trim().toUpperCase());

    return [
      http.get('/student/studyTime', ({ request, response }) => {
        const user = ctx.userOf(request, 'training');
        if (!user) return response.untyped(expired('training'));
        return ok('training', state().studyMinutes[String(user.id)] ?? { totalMinutes: 0, yearMinutes: 0 });
      }),

      http.get('/training/simple/info', ({ request, response }) => {
        const user = ctx.userOf(request, 'training');
        if (!user) return response.untyped(expired('training'));
        const q = requireQuery('training', new URL(request.url), 'trainingCode');
        if (!q.ok) return response.untyped(q.response);
        const training = byCode(q.value);
        if (!training) return ok('training', null);
        const mine = state().registrations[String(user.id)] ?? [];
        return ok('training', {
          trainingName: training.trainingName,
          beginTime: training.beginTime,
          endTime: training.endTime,
          isRegister: mine.includes(training.code) ? 1 : 0,
          createCompanyName: training.createCompanyName,
        });
      }),

      http.post('/reg/training', async ({ request, response }) => {
        const user = ctx.userOf(request, 'training');
        if (!user) return response.untyped(expired('training'));
        const body = await readJsonObject(request);
        const code = typeof body?.trainingCode === 'string' ? body.trainingCode.trim() : '';
        if (!code) return response.untyped(refuse('training', '缺少必填参数：trainingCode'));
        const training = byCode(code);
        if (!training) return response.untyped(refuse('training', '培训项目不存在'));
        const now = ctx.now();
        if (training.endTime < formatDateTime(now))
          return response.untyped(refuse('training', '培训已结束，无法报名'));
        const key = String(user.id);
        const mine = state().registrations[key] ?? [];
        if (mine.includes(training.code))
          return response.untyped(refuse('training', '您已报名该培训，请勿重复报名'));
        state().registrations[key] = [...mine, training.code];
        deliverNotice(ctx.db().message, user.id, now, {
          title: `培训报名成功：${training.trainingName}`,
          content: `您已成功报名“${training.trainingName}”，培训时间 ${training.beginTime} 至 ${training.endTime}，请前往在线学习页面开始学习。`,
          sender: training.createCompanyName,
        });
        return ok('training', null);
      }),

      http.get('/statistic/studing/count', ({ request, response }) => {
        const user = ctx.userOf(request, 'training');
        if (!user) return response.untyped(expired('training'));
        const now = formatDateTime(ctx.now());
        const mine = state().registrations[String(user.id)] ?? [];
        const count = state().trainings.filter(
          (t) => mine.includes(t.code) && t.beginTime <= now && t.endTime >= now,
        ).length;
        return ok('training', count);
      }),

      http.get('/statistic/study/process', ({ request, response }) => {
        const user = ctx.userOf(request, 'training');
        if (!user) return response.untyped(expired('training'));
        const url = new URL(request.url);
        const q = requireQuery('training', url, 'projectyear');
        if (!q.ok) return response.untyped(q.response);
        const year = q.value.trim();
        if (!/^\d{4}$/.test(year)) return response.untyped(refuse('training', '参数格式错误：projectyear'));
        const idRaw = url.searchParams.get('trainingId')?.trim() || undefined;
        if (idRaw !== undefined && !/^\d+$/.test(idRaw))
          return response.untyped(refuse('training', '参数格式错误：trainingId'));
        const rows = state()
          .trainings.filter((t) => t.beginTime.startsWith(`${year}-`))
          .filter((t) => idRaw === undefined || t.id === Number(idRaw))
          .flatMap((t) =>
            t.units.map((u) => ({
              trainingId: t.id,
              trainingName: t.trainingName,
              unitName: u.unitName,
              totalStudents: u.totalStudents,
              studying: u.studying,
              finished: u.finished,
              finishRate: u.totalStudents === 0 ? 0 : Math.round((u.finished / u.totalStudents) * 1000) / 10,
            })),
          );
        return ok('training', rows);
      }),

      http.post('/auth/token/exchange', async ({ request, response }) => {
        const body = await readJsonObject(request);
        const ssoToken = typeof body?.ssoToken === 'string' ? body.ssoToken.trim() : '';
        if (!ssoToken) return response.untyped(refuse('training', '缺少必填参数：ssoToken'));
        const user = ctx.db().users.find((u) => u.token === ssoToken);
        if (!user) return response.untyped(expired('training'));
        return ok('training', { token: trainingTokenFor(user.token) });
      }),
    ];
  },
};
