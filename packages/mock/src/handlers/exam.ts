import type { ExamPaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { BackendModule } from '../core/context';
import { ok } from '../core/envelope';
import { fail, readBody, requiredBodyInt, requiredInt, requiredString } from '../core/request';
import { serveFor } from '../core/serve';
import type { Exam, ExamState } from '../core/state';
import { examUserIdOf, seedExamState } from '../fixtures/exam';
import { formatDateTime, shiftTime } from '../fixtures/random';
import { deliverNotice } from './message';
import { registerOnce } from './registration';
import { exchangeToken } from './token-exchange';

/** The exam states of `GET /user/gov/exam/stats`: 0 not started, 1 in progress, 2 ended. */
export const EXAM_STATE = { notStarted: 0, inProgress: 1, ended: 2 } as const;

const stateOf = (exam: Exam, now: string) =>
  exam.endDate < now
    ? EXAM_STATE.ended
    : exam.startDate <= now
      ? EXAM_STATE.inProgress
      : EXAM_STATE.notStarted;

/** The exam backend (SPEC.md §7.5): token exchange, statistics, exams by code, registration. */
export const examModule: BackendModule<ExamState> = {
  seed: seedExamState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<ExamPaths>({ baseUrl: ctx.baseUrls.exam });
    const on = serveFor(ctx, 'exam', (db) => db.exam);
    const registered = (st: ExamState, examId: number) =>
      Object.values(st.registrations).filter((ids) => ids.includes(examId)).length;

    return [
      http.get(
        '/user/gov/exam/stats',
        on(({ url, st, now }) => {
          const wanted = requiredInt(url, 'examState');
          const at = formatDateTime(now);
          const exams = st.exams.filter((e) => stateOf(e, at) === wanted);
          return ok('exam', {
            examCount: exams.length,
            participantCount: exams.reduce((sum, e) => sum + e.participantCount + registered(st, e.id), 0),
            passedCount: exams.reduce((sum, e) => sum + e.passedCount, 0),
          });
        }),
      ),

      http.get(
        '/user/exam/code/info',
        on(({ url, st, user }) => {
          const code = requiredString(url, 'code').toUpperCase();
          const exam = st.exams.find((e) => e.code === code);
          if (!exam) return ok('exam', null);
          const isExamUser: 0 | 1 = (st.registrations[String(user.id)] ?? []).includes(exam.id) ? 1 : 0;
          return ok('exam', {
            id: exam.id,
            userId: examUserIdOf(user),
            name: exam.name,
            startDate: exam.startDate,
            endDate: exam.endDate,
            isExamUser,
            companyName: exam.companyName,
          });
        }),
      ),

      http.post(
        '/user/add/exam',
        on(async ({ request, st, db, user, now }) => {
          const body = await readBody(request);
          const examId = requiredBodyInt(body, 'examId');
          if (requiredBodyInt(body, 'userId') !== examUserIdOf(user)) fail('考生信息与当前登录用户不一致');
          const exam = st.exams.find((e) => e.id === examId) ?? fail('考试不存在');
          if (exam.endDate < formatDateTime(now)) fail('考试已结束，无法报名');
          registerOnce(st.registrations, String(user.id), exam.id, '您已报名该考试，请勿重复报名');
          deliverNotice(db.message, user.id, now, {
            title: `考试报名成功：${exam.name}`,
            content: `您已成功报名“${exam.name}”，考试时间 ${exam.startDate} 至 ${exam.endDate}，请按时参加考试。`,
            sender: exam.companyName,
          });
          return ok('exam', null);
        }),
      ),

      http.get(
        '/user/exam/recent/close/num',
        on(({ st, user, now }) => {
          const from = formatDateTime(now);
          const until = formatDateTime(shiftTime(now, 7));
          const mine = st.registrations[String(user.id)] ?? [];
          const closing = st.exams.filter(
            (e) => mine.includes(e.id) && e.endDate >= from && e.endDate <= until,
          );
          return ok('exam', closing.length);
        }),
      ),

      http.post(
        '/user/token/exchange',
        on.open(async ({ request, db }) => ok('exam', await exchangeToken(request, db)), 'reads'),
      ),
    ];
  },
};
