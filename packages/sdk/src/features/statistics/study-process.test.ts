import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers';
import { SyncError } from '../subsystems/training-token';
import { fetchStudyProcess } from './study-process';

describe('fetchStudyProcess (GET /statistic/study/process)', () => {
  it('exchanges the training token, then asks by year (and training) with it', async () => {
    const { wb, demo } = signedIn();
    const training = demo.db().training.trainings.find((t) => t.id === 8001);
    const year = Number(training?.beginTime.slice(0, 4));
    const all = await fetchStudyProcess(wb, { year });
    expect(all.map((r) => r.trainingId)).toContain(8001);
    const one = await fetchStudyProcess(wb, { year, trainingId: 8001 });
    expect(one.length).toBeGreaterThan(0);
    expect(one).toEqual(all.filter((r) => r.trainingId === 8001));
    expect(one[0]).toMatchObject({ trainingName: training?.trainingName, unitName: expect.any(String) });
    const asked = demo.requestsTo('GET training /statistic/study/process');
    expect(asked.map((r) => [r.search, r.headers.authorization])).toEqual([
      [`?projectyear=${year}`, 'Bearer train.demo-doctor'],
      [`?projectyear=${year}&trainingId=8001`, 'Bearer train.demo-doctor'],
    ]);
  });

  it('rejects with a SyncError and asks nothing when the token cannot be had', async () => {
    const { wb, demo } = signedIn();
    demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/userInfo' });
    await expect(fetchStudyProcess(wb, { year: 2026 })).rejects.toBeInstanceOf(SyncError);
    expect(demo.requestsTo('GET training /statistic/study/process')).toEqual([]);
  });
});
