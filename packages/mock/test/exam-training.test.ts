import type { ExamPaths, TrainingPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { expectExpired, refusalOf, sdkClient, TEST_NOW, useDemo } from './support';

const demo = useDemo();
const exam = (token = 'train.demo-doctor') => sdkClient<ExamPaths>(demo, 'exam', token);
const training = (token = 'train.demo-doctor') => sdkClient<TrainingPaths>(demo, 'training', token);

describe('token exchange', () => {
  it('exchanges a demo login token for the exam and training token', async () => {
    const body = { ssoToken: 'demo-doctor' };
    expect(await exam('').POST('/user/token/exchange', { body })).toEqual({ token: 'train.demo-doctor' });
    expect(await training('').POST('/auth/token/exchange', { body })).toEqual({ token: 'train.demo-doctor' });
  });

  it('answers an unknown SSO token or bearer token with the expired answer of each backend', async () => {
    const examClient = exam('train.nobody');
    await expectExpired(examClient.POST('/user/token/exchange', { body: { ssoToken: 'nobody' } }));
    await expectExpired(examClient.GET('/user/exam/recent/close/num'));
    expect(examClient.last()?.status).toBe(200);
    expect(JSON.parse(examClient.last()?.text ?? '{}')).toMatchObject({ code: 401 });

    const trainingClient = training('demo-doctor');
    await expectExpired(trainingClient.GET('/student/studyTime'));
    expect(trainingClient.last()?.status).toBe(401);
  });
});

describe('exams', () => {
  it('finds 2024YKS0001 unregistered and 2024YKS0002 registered; other codes find nothing', async () => {
    const open = await exam().GET('/user/exam/code/info', { params: { query: { code: '2024yks0001' } } });
    expect(open).toMatchObject({ isExamUser: 0, name: expect.stringContaining('考试') });
    const done = await exam().GET('/user/exam/code/info', { params: { query: { code: '2024YKS0002' } } });
    expect(done?.isExamUser).toBe(1);
    expect(
      await exam().GET('/user/exam/code/info', { params: { query: { code: '2024YKS9999' } } }),
    ).toBeNull();
  });

  it('registering flips isExamUser for that user only, and twice is refused', async () => {
    const code = { params: { query: { code: '2024YKS0001' } } };
    const found = await exam().GET('/user/exam/code/info', code);
    await exam().POST('/user/add/exam', { body: { examId: found?.id ?? 0, userId: found?.userId ?? 0 } });
    expect((await exam().GET('/user/exam/code/info', code))?.isExamUser).toBe(1);
    expect((await exam('train.demo-admin').GET('/user/exam/code/info', code))?.isExamUser).toBe(0);
    const again = await refusalOf(
      exam().POST('/user/add/exam', { body: { examId: found?.id ?? 0, userId: found?.userId ?? 0 } }),
    );
    expect(again.code).toBe(500);
  });

  it('refuses a registration for another user or an unknown exam', async () => {
    const found = await exam().GET('/user/exam/code/info', { params: { query: { code: '2024YKS0001' } } });
    await refusalOf(exam().POST('/user/add/exam', { body: { examId: found?.id ?? 0, userId: 1 } }));
    await refusalOf(exam().POST('/user/add/exam', { body: { examId: 1, userId: found?.userId ?? 0 } }));
  });

  it('counts exams by state and the registered exams closing within a week', async () => {
    const stats = (examState: number) =>
      exam().GET('/user/gov/exam/stats', { params: { query: { examState } } });
    const [notStarted, inProgress, ended] = [await stats(0), await stats(1), await stats(2)];
    expect(notStarted.examCount).toBeGreaterThanOrEqual(1);
    expect(inProgress.examCount).toBeGreaterThanOrEqual(2);
    expect(ended.examCount).toBeGreaterThan(10);
    expect(ended.passedCount).toBeLessThanOrEqual(ended.participantCount);
    expect(await exam().GET('/user/exam/recent/close/num')).toBeGreaterThanOrEqual(1);
  });
});

describe('trainings', () => {
  it('finds 2024YKC0001 unregistered and 2024YKC0002 registered; other codes find nothing', async () => {
    const q = (trainingCode: string) => ({ params: { query: { trainingCode } } });
    expect((await training().GET('/training/simple/info', q('2024YKC0001')))?.isRegister).toBe(0);
    expect((await training().GET('/training/simple/info', q('2024YKC0002')))?.isRegister).toBe(1);
    expect(await training().GET('/training/simple/info', q('2024YKC9999'))).toBeNull();
  });

  it('registering flips isRegister for that user only, raises the studying count, and twice is refused', async () => {
    const q = { params: { query: { trainingCode: '2024YKC0001' } } };
    const before = await training().GET('/statistic/studing/count');
    await training().POST('/reg/training', { body: { trainingCode: '2024YKC0001' } });
    expect((await training().GET('/training/simple/info', q))?.isRegister).toBe(1);
    expect((await training('train.demo-admin').GET('/training/simple/info', q))?.isRegister).toBe(0);
    expect(await training().GET('/statistic/studing/count')).toBe(before + 1);
    await refusalOf(training().POST('/reg/training', { body: { trainingCode: '2024YKC0001' } }));
    await refusalOf(training().POST('/reg/training', { body: { trainingCode: '2024YKC9999' } }));
  });

  it('gives the study time and the study progress of a year, filtered by training', async () => {
    const time = await training().GET('/student/studyTime');
    expect(time.totalMinutes).toBeGreaterThanOrEqual(time.yearMinutes);
    const year = TEST_NOW.getFullYear() - 1;
    const rows = await training().GET('/statistic/study/process', {
      params: { query: { projectyear: year } },
    });
    expect(rows.length).toBeGreaterThan(0);
    const first = rows[0];
    const one = await training().GET('/statistic/study/process', {
      params: { query: { projectyear: year, trainingId: first?.trainingId ?? 0 } },
    });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.trainingId === first?.trainingId)).toBe(true);
    expect(one.every((r) => r.finished + r.studying <= r.totalStudents)).toBe(true);
  });
});
