import type { ExamPaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { trainingTokenFor } from '../core/auth';
import { readJsonObject } from '../core/body';
import type { BackendModule } from '../core/context';
import { expired, ok, refuse, requireQuery } from '../core/envelope';
import type { Exam, ExamState } from '../core/state';
import { examUserIdOf, seedExamState } from '../fixtures/exam';
import { formatDateTime, shiftTime } from '../fixtures/random';
import { deliverNotice } from './message';

/** The exam states of `GET /user/gov/exam/stats`: 0 not started, 1 in progress, 2 ended. */
export const EXAM_STATE = { notStarted: 0, inProgress: 1, ended: 2 } as const;

/** The exam backend (SPEC.md §7.5): token exchange, statistics, exams by code, registration. */
export const examModule: BackendModule<ExamState> = {
  seed: seedExamState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<ExamPaths>({ baseUrl: ctx.baseUrls.exam });
    const state = () => ctx.db().exam;
    const stateOf = (exam: Exam, now: string) =>
      exam.endDate < now
        ? EXAM_STATE.ended
        : exam.startDate <= now
          ? EXAM_STATE.inProgress
          : EXAM_STATE.notStarted;
    const registered = (examId: number) =>
      Object.values(state().registrations).filter((ids) => ids.includes(examId)).length;

    return [
      http.get('/user/gov/exam/stats', ({ request, response }) => {
        const user = ctx.userOf(request, 'exam');
        if (!user) return response.untyped(expired('exam'));
        const q = requireQuery('exam', new URL(request.url), 'examState');
        if (!q.ok) return response.untyped(q.response);
        const wanted = Number(q.value);
        if (!Number.isInteger(wanted)) return response.untyped(refuse('exam', '参数格式错误：examState'));
        const now = formatDateTime(ctx.now());
        const exams = state().exams.filter((e) => stateOf(e, now) === wanted);
        return ok('exam', {
          examCount: exams.length,
          participantCount: exams.reduce((sum, e) => sum + e.participantCount + registered(e.id), 0),
          passedCount: exams.reduce((sum, e) => sum + e.passedCount, 0),
        });
      }),

      http.get('/user/exam/code/info', ({ request, response }) => {
        const user = ctx.userOf(request, 'exam');
        if (!user) return response.untyped(expired('exam'));
        const q = requireQuery('exam', new URL(request.url), 'code');
        if (!q.ok) return response.untyped(q.response);
        const code = q.value.trim().toUpperCase();
        const exam = state().exams.find((e) => e.code === code);
        if (!exam) return ok('exam', null);
        const mine = state().registrations[String(user.id)] ?? [];
        return ok('exam', {
          id: exam.id,
          userId: examUserIdOf(user),
          name: exam.name,
          startDate: exam.startDate,
          endDate: exam.endDate,
          isExamUser: mine.includes(exam.id) ? 1 : 0,
          companyName: exam.companyName,
        });
      }),

      http.post('/user/add/exam', async ({ request, response }) => {
        const user = ctx.userOf(request, 'exam');
        if (!user) return response.untyped(expired('exam'));
        const body = await readJsonObject(request);
        if (!body) return response.untyped(refuse('exam', '请求体格式错误'));
        if (typeof body.examId !== 'number') return response.untyped(refuse('exam', '缺少必填参数：examId'));
        if (typeof body.userId !== 'number') return response.untyped(refuse('exam', '缺少必填参数：userId'));
        if (body.userId !== examUserIdOf(user))
          return response.untyped(refuse('exam', '考生信息与当前登录用户不一致'));
        const exam = state().exams.find((e) => e.id === body.examId);
        if (!exam) return response.untyped(refuse('exam', '考试不存在'));
        const now = ctx.now();
        if (exam.endDate < formatDateTime(now))
          return response.untyped(refuse('exam', '考试已结束，无法报名'));
        const key = String(user.id);
        const mine = state().registrations[key] ?? [];
        if (mine.includes(exam.id)) return response.untyped(refuse('exam', '您已报名该考试，请勿重复报名'));
        state().registrations[key] = [...mine, exam.id];
        deliverNotice(ctx.db().message, user.id, now, {
          title: `考试报名成功：${exam.name}`,
          content: `您已成功报名“${exam.name}”，考试时间 ${exam.startDate} 至 ${exam.endDate}，请按时参加考试。`,
          sender: exam.companyName,
        });
        return ok('exam', null);
      }),

      http.get('/user/exam/recent/close/num', ({ request, response }) => {
        const user = ctx.userOf(request, 'exam');
        if (!user) return response.untyped(expired('exam'));
        const now = ctx.now();
        const from = formatDateTime(now);
        const until = formatDateTime(shiftTime(now, 7));
        const mine = state().registrations[String(user.id)] ?? [];
        const closing = state().exams.filter(
          (e) => mine.includes(e.id) && e.endDate >= from && e.endDate <= until,
        );
        return ok('exam', closing.length);
      }),

      http.post('/user/token/exchange', async ({ request, response }) => {
        const body = await readJsonObject(request);
        const ssoToken = typeof body?.ssoToken === 'string' ? body.ssoToken.trim() : '';
        if (!ssoToken) return response.untyped(refuse('exam', '缺少必填参数：ssoToken'));
        const user = ctx.db().users.find((u) => u.token === ssoToken);
        if (!user) return response.untyped(expired('exam'));
        return ok('exam', { token: trainingTokenFor(user.token) });
      }),
    ];
  },
};
