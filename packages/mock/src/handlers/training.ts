import type { TrainingPaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { BackendModule } from '../core/context';
import { ok } from '../core/envelope';
import { fail, malformed, queryInt, readBody, requiredBodyString, requiredString } from '../core/request';
import { serveFor } from '../core/serve';
import type { TrainingState } from '../core/state';
import { formatDateTime } from '../fixtures/random';
import { seedTrainingState } from '../fixtures/training';
import { deliverNotice } from './message';
import { registerOnce } from './registration';
import { exchangeToken } from './token-exchange';

/** The training backend (SPEC.md §7.6): token exchange, study time, trainings by code, registration, progress. */
export const trainingModule: BackendModule<TrainingState> = {
  seed: seedTrainingState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<TrainingPaths>({ baseUrl: ctx.baseUrls.training });
    const on = serveFor(ctx, 'training', (db) => db.training);
    const byCode = (st: TrainingState, code: string) =>
      st.trainings.find((t) => t.code === code.trim().toUpperCase());

    return [
      http.get(
        '/student/studyTime',
        on(({ st, user }) =>
          ok('training', st.studyMinutes[String(user.id)] ?? { totalMinutes: 0, yearMinutes: 0 }),
        ),
      ),

      http.get(
        '/training/simple/info',
        on(({ url, st, user }) => {
          const training = byCode(st, requiredString(url, 'trainingCode'));
          if (!training) return ok('training', null);
          const isRegister: 0 | 1 = (st.registrations[String(user.id)] ?? []).includes(training.code) ? 1 : 0;
          return ok('training', {
            trainingName: training.trainingName,
            beginTime: training.beginTime,
            endTime: training.endTime,
            isRegister,
            createCompanyName: training.createCompanyName,
          });
        }),
      ),

      http.post(
        '/reg/training',
        on(async ({ request, st, db, user, now }) => {
          const code = requiredBodyString(await readBody(request), 'trainingCode');
          const training = byCode(st, code) ?? fail('培训项目不存在');
          if (training.endTime < formatDateTime(now)) fail('培训已结束，无法报名');
          registerOnce(st.registrations, String(user.id), training.code, '您已报名该培训，请勿重复报名');
          deliverNotice(db.message, user.id, now, {
            title: `培训报名成功：${training.trainingName}`,
            content: `您已成功报名“${training.trainingName}”，培训时间 ${training.beginTime} 至 ${training.endTime}，请前往在线学习页面开始学习。`,
            sender: training.createCompanyName,
          });
          return ok('training', null);
        }),
      ),

      http.get(
        '/statistic/studing/count',
        on(({ st, user, now }) => {
          const at = formatDateTime(now);
          const mine = st.registrations[String(user.id)] ?? [];
          const count = st.trainings.filter(
            (t) => mine.includes(t.code) && t.beginTime <= at && t.endTime >= at,
          ).length;
          return ok('training', count);
        }),
      ),

      http.get(
        '/statistic/study/process',
        on(({ url, st }) => {
          const year = requiredString(url, 'projectyear');
          if (!/^\d{4}$/.test(year)) malformed('projectyear');
          const trainingId = queryInt(url, 'trainingId');
          if (trainingId !== undefined && trainingId < 0) malformed('trainingId');
          const rows = st.trainings
            .filter((t) => t.beginTime.startsWith(`${year}-`))
            .filter((t) => trainingId === undefined || t.id === trainingId)
            .flatMap((t) =>
              t.units.map((u) => ({
                trainingId: t.id,
                trainingName: t.trainingName,
                unitName: u.unitName,
                totalStudents: u.totalStudents,
                studying: u.studying,
                finished: u.finished,
                finishRate:
                  u.totalStudents === 0 ? 0 : Math.round((u.finished / u.totalStudents) * 1000) / 10,
              })),
            );
          return ok('training', rows);
        }),
      ),

      http.post(
        '/auth/token/exchange',
        on.open(async ({ request, db }) => ok('training', await exchangeToken(request, db)), 'reads'),
      ),
    ];
  },
};
