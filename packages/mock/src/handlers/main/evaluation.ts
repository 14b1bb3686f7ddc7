/** Evaluation (tag Evaluation): satisfaction projects, answers, statistics and the answers' download. */
import { type HttpHandler, HttpResponse } from 'msw';
import { ok, paginate } from '../../core/envelope';
import {
  bodyInt,
  bodyString,
  fail,
  malformed,
  missing,
  parseTime,
  queryInt,
  queryPage,
  queryString,
  readBody,
  requiredBodyInt,
  requiredBodyString,
  requiredInt,
  requiredString,
} from '../../core/request';
import type { AnswerRow, MainState, ProjectRow } from '../../core/state';
import { toCsv } from '../../fixtures/main-import';
import { formatDateTime } from '../../fixtures/random';
import type { MainRoutes, Schemas } from './routes';
import { compareText, contains, nextId, pick } from './rows';

/** A project as the backend answers it (without who responded). */
function projectView(p: ProjectRow): Schemas['EvaluationProject'] {
  return pick(p, ['id', 'mode', 'name', 'year', 'status', 'startTime', 'endTime', 'createTime']);
}

/** An answer as a row of the details page. */
function answerView(a: AnswerRow): Schemas['AppraiseDetail'] {
  return pick(a, [
    'id',
    'projectId',
    'userName',
    'unitName',
    'appraiseResult',
    'explain',
    'suggest',
    'createTime',
  ]);
}

/** The answer counts and the satisfaction rate (very satisfied or satisfied, in percent). */
function statsOf(answers: readonly AnswerRow[]) {
  const count = (r: number) => answers.filter((a) => a.appraiseResult === r).length;
  const verySatisfied = count(0);
  const satisfied = count(1);
  const dissatisfied = count(2);
  const total = answers.length;
  const satisfactionRate = total ? Math.round(((verySatisfied + satisfied) / total) * 10_000) / 100 : 0;
  return { total, verySatisfied, satisfied, dissatisfied, satisfactionRate };
}

/** The project of `id`, or the refusal. */
function projectOf(st: MainState, id: number): ProjectRow {
  return st.projects.find((p) => p.id === id) ?? fail(`评价项目不存在：${id}`);
}

/** The Evaluation operations. */

/** Length of a text in characters (Unicode code points), after trimming. */
const characters = (text: string): number => [...text.trim()].length;

export function evaluationHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/ysfyAppraise/getDetailPage',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const p = projectOf(st, requiredInt(url, 'projectId'));
        const result = queryInt(url, 'appraiseResult');
        if (result !== undefined && ![0, 1, 2].includes(result)) malformed('appraiseResult');
        const unitName = queryString(url, 'unitName');
        const from = queryString(url, 'startTime')
          ? formatDateTime(parseTime(requiredString(url, 'startTime'), 'startTime'))
          : undefined;
        const to = queryString(url, 'endTime')
          ? formatDateTime(parseTime(requiredString(url, 'endTime'), 'endTime', true))
          : undefined;
        const rows = st.answers
          .filter(
            (a) =>
              a.projectId === p.id &&
              (result === undefined || a.appraiseResult === result) &&
              contains(a.unitName, unitName) &&
              (from === undefined || a.createTime >= from) &&
              (to === undefined || a.createTime <= to),
          )
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.id - a.id);
        const page = paginate(rows, pageIndex, pageSize);
        return ok('main', { ...page, records: page.records.map(answerView) });
      }),
    ),
    http.get(
      '/ysfyAppraise/getDetailStats',
      on(({ url, st }) => {
        const p = projectOf(st, requiredInt(url, 'projectId'));
        return ok('main', statsOf(st.answers.filter((a) => a.projectId === p.id)));
      }),
    ),
    http.get(
      '/ysfyAppraise/getProjectList',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const year = queryInt(url, 'year');
        const name = queryString(url, 'name');
        const status = queryInt(url, 'status');
        const rows = st.projects
          .filter(
            (p) =>
              (year === undefined || p.year === year) &&
              contains(p.name, name) &&
              (status === undefined || p.status === status),
          )
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.id - a.id)
          .map(projectView);
        return ok('main', paginate(rows, pageIndex, pageSize));
      }),
    ),
    http.get(
      '/ysfyAppraise/getDetailStatsByUnit',
      on(({ url, st }) => {
        const p = projectOf(st, requiredInt(url, 'projectId'));
        const byUnit = new Map<number, AnswerRow[]>();
        for (const a of st.answers.filter((x) => x.projectId === p.id)) {
          const list = byUnit.get(a.unitId);
          if (list) list.push(a);
          else byUnit.set(a.unitId, [a]);
        }
        const rows = [...byUnit.entries()].map(([unitId, list]) => ({
          unitId,
          unitName: list[0]?.unitName ?? '',
          ...statsOf(list),
        }));
        rows.sort((a, b) => b.total - a.total || a.unitId - b.unitId);
        return ok('main', rows);
      }),
    ),
    http.get(
      '/ysfyAppraise/getUseProject',
      on(({ st, user }) => {
        const active = st.projects
          .filter((p) => p.status === 1 && !p.respondedUserIds.includes(user.id))
          .sort((a, b) => compareText(b.startTime, a.startTime));
        const first = active[0];
        return ok('main', first ? projectView(first) : null);
      }),
    ),
    http.get(
      '/ysfyAppraise/ignoreAppraise',
      on(({ url, st, user, changed }) => {
        const p = projectOf(st, requiredInt(url, 'projectId'));
        if (p.status !== 1) fail('该评价项目未在进行中');
        if (p.mode !== 0) fail('该评价项目不允许忽略');
        if (!p.respondedUserIds.includes(user.id)) {
          p.respondedUserIds.push(user.id);
          changed();
        }
        return ok('main', null);
      }),
    ),
    http.post(
      '/ysfyAppraise/saveDetail',
      on(async ({ st, user, now, request }) => {
        const body = await readBody(request);
        const result = requiredBodyInt(body, 'appraiseResult');
        if (result !== 0 && result !== 1 && result !== 2) malformed('appraiseResult');
        const p = projectOf(st, requiredBodyInt(body, 'projectId'));
        const explain = bodyString(body, 'explain') || null;
        const suggest = bodyString(body, 'suggest') || null;
        // Characters, as the form's counter and the spec's maxLength count them (a character outside the BMP, such
        // as 𠮷 or an emoji, is one), after trimming.
        if (explain && characters(explain) > 200) fail('不满意原因不能超过200个字');
        if (suggest && characters(suggest) > 200) fail('意见建议不能超过200个字');
        if (p.status !== 1) fail('该评价项目未在进行中');
        if (st.answers.some((a) => a.projectId === p.id && a.userId === user.id))
          fail('您已提交过该项目的评价');
        st.answers.push({
          id: nextId(st.answers),
          projectId: p.id,
          userId: user.id,
          userName: user.nickName,
          unitId: user.unitId,
          unitName: user.unitName,
          appraiseResult: result,
          explain: result === 2 ? explain : null,
          suggest,
          createTime: formatDateTime(now),
        });
        if (!p.respondedUserIds.includes(user.id)) p.respondedUserIds.push(user.id);
        return ok('main', null);
      }),
    ),
    http.post(
      '/ysfyAppraise/saveProject',
      on(async ({ st, now, request }) => {
        const body = await readBody(request);
        const id = bodyInt(body, 'id');
        const name = requiredBodyString(body, 'name');
        if (name.length > 100) fail('项目名称不能超过100个字');
        const year = requiredBodyInt(body, 'year');
        const mode = requiredBodyInt(body, 'mode');
        if (mode !== 0 && mode !== 1) malformed('mode');
        const startText = bodyString(body, 'startTime') ?? missing('startTime');
        const endText = bodyString(body, 'endTime') ?? missing('endTime');
        const start = parseTime(startText, 'startTime');
        const end = parseTime(endText, 'endTime', true);
        if (start.getTime() > end.getTime()) fail('开始时间不能晚于结束时间');
        if (st.projects.some((p) => p.name === name && p.year === year && p.id !== id)) {
          fail('同一年度已存在同名评价项目');
        }
        const fields = {
          name,
          year,
          mode,
          startTime: formatDateTime(start),
          endTime: formatDateTime(end),
        } as const;
        if (id !== undefined) {
          const p = projectOf(st, id);
          Object.assign(p, fields);
          return ok('main', projectView(p));
        }
        const created: ProjectRow = {
          id: nextId(st.projects),
          ...fields,
          status: 0,
          createTime: formatDateTime(now),
          respondedUserIds: [],
        };
        st.projects.push(created);
        return ok('main', projectView(created));
      }),
    ),
    http.get(
      '/ysfyAppraise/updateProjectStatus',
      on(({ url, st, changed }) => {
        const p = projectOf(st, requiredInt(url, 'projectId'));
        const status = requiredInt(url, 'status');
        if (status !== 0 && status !== 1 && status !== 2) malformed('status');
        // One evaluation at a time: getUseProject asks users by the one project in use.
        if (status === 1 && st.projects.some((x) => x.status === 1 && x.id !== p.id)) {
          fail('已有评价项目正在使用中，请先结束该项目');
        }
        p.status = status;
        changed();
        return ok('main', null);
      }),
    ),
    http.get(
      '/ysfyAppraise/getProjectByName',
      on(({ url, st }) => {
        const name = requiredString(url, 'name');
        const year = requiredInt(url, 'year');
        const p = st.projects.find((x) => x.name === name && x.year === year);
        return ok('main', p ? projectView(p) : null);
      }),
    ),
    http.get(
      '/v1/file/ysfyAppraiseDetailDown',
      on(({ url, st }) => {
        const p = projectOf(st, requiredInt(url, 'projectId'));
        const labels = ['非常满意', '满意', '不满意'];
        const rows = st.answers
          .filter((a) => a.projectId === p.id)
          .sort((a, b) => compareText(a.createTime, b.createTime) || a.id - b.id)
          .map((a, i) => [
            i + 1,
            a.userName,
            a.unitName,
            labels[a.appraiseResult] ?? '',
            a.explain,
            a.suggest,
            a.createTime,
          ]);
        const csv = toCsv(['序号', '姓名', '单位', '评价结果', '不满意原因', '意见建议', '提交时间'], rows);
        const filename = `${p.name}-评价明细.csv`;
        return HttpResponse.text(csv, {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="appraise-${p.id}.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
          },
        });
      }),
    ),
  ];
}
