import type { ChooseUserJob } from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import { createLocalTranslator } from '../../i18n/define-messages';
import { studentSettingMessages } from './messages';
import { jobLabel } from './sync-jobs';

const base = {
  id: 1,
  project: { projectId: 101, systemType: 1 },
  startedAt: 0,
  inputKey: 'k',
  elapsedMs: 0,
  limitMs: 600_000,
};

const running = (kind: ChooseUserJob['kind'], fileName?: string): ChooseUserJob => ({
  ...base,
  kind,
  fileName,
  status: 'running',
});

/** The job as it ended: done, failed, or with an outcome nobody here knows. */
const ended = (kind: ChooseUserJob['kind'], fileName?: string): ChooseUserJob[] => [
  { ...base, kind, fileName, status: 'done', imported: 2 },
  { ...base, kind, fileName, status: 'failed', error: new Error('x') },
  { ...base, kind, fileName, status: 'unconfirmed', reason: 'gatewayTimeout' },
];

const KINDS = [
  ['save', undefined],
  ['commit', undefined],
  ['addAll', undefined],
  ['import', 'people.csv'],
] as const;

describe('jobLabel', () => {
  it('says what is being done while a job runs, and what it was once it has ended, for every kind', () => {
    const t = createLocalTranslator(studentSettingMessages, 'en');
    expect(KINDS.map(([kind, file]) => jobLabel(t, running(kind, file)))).toEqual([
      'Saving the choice for Online exam project 101',
      'Committing the preselection of Online exam project 101',
      'Adding all users to Online exam project 101',
      'Importing people.csv into Online exam project 101',
    ]);
    const after = [
      'Save of the choice for Online exam project 101',
      'Commit of the preselection of Online exam project 101',
      'Addition of all users to Online exam project 101',
      'Import of people.csv into Online exam project 101',
    ];
    KINDS.forEach(([kind, file], i) => {
      for (const job of ended(kind, file)) expect(jobLabel(t, job)).toBe(after[i]);
    });
  });

  it('does the same in Chinese', () => {
    const t = createLocalTranslator(studentSettingMessages, 'zh-CN');
    expect(KINDS.map(([kind, file]) => jobLabel(t, running(kind, file)))).toEqual([
      '正在为 在线考试项目 101 保存所选',
      '正在提交 在线考试项目 101 的预选人员',
      '正在为 在线考试项目 101 添加全部人员',
      '正在将 people.csv 导入 在线考试项目 101',
    ]);
    const after = [
      '为 在线考试项目 101 保存所选',
      '提交 在线考试项目 101 的预选人员',
      '为 在线考试项目 101 添加全部人员',
      '将 people.csv 导入 在线考试项目 101',
    ];
    KINDS.forEach(([kind, file], i) => {
      for (const job of ended(kind, file)) expect(jobLabel(t, job)).toBe(after[i]);
    });
  });
});
