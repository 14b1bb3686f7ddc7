import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateProjectForm } from '../features/evaluation/evaluation-admin';
import { liveDateTime } from '../features/live/live';
import { currentYear } from '../features/statistics/workbench-stats';
import { parseMoment } from './format';
import {
  nextSystemYearAt,
  SYSTEM_TIME_ZONE,
  systemDate,
  systemDateTime,
  systemInstant,
  systemWallTime,
  systemYear,
} from './system-time';

describe('the system clock (China Standard Time)', () => {
  it('reads a moment as the wall clock in China shows it', () => {
    const at = new Date('2026-12-31T16:30:05Z').getTime();
    expect(systemWallTime(at)).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 30, second: 5 });
    expect(systemDateTime(at)).toBe('2027-01-01 00:30:05');
    expect(systemDate(at)).toBe('2027-01-01');
    expect(systemYear(at)).toBe(2027);
  });

  it('turns a wall time back into its moment, and refuses readings that are not real', () => {
    const wall = { year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59 };
    expect(systemInstant(wall)).toBe(new Date('2024-02-29T23:59:59+08:00').getTime());
    expect(systemInstant(wall, 250)).toBe(new Date('2024-02-29T23:59:59.250+08:00').getTime());
    expect(systemInstant({ ...wall, year: 2023 })).toBeUndefined();
    expect(systemInstant({ ...wall, hour: 24 })).toBeUndefined();
    expect(systemInstant({ ...wall, minute: 60 })).toBeUndefined();
    expect(systemInstant({ ...wall, month: 13 })).toBeUndefined();
  });

  it('knows when the next year begins in China', () => {
    const at = new Date('2026-06-15T10:00:00+08:00').getTime();
    expect(nextSystemYearAt(at)).toBe(new Date('2027-01-01T00:00:00+08:00').getTime());
    expect(nextSystemYearAt(new Date('2026-12-31T23:59:59+08:00').getTime())).toBe(
      new Date('2027-01-01T00:00:00+08:00').getTime(),
    );
  });

  it('formats in the zone Intl knows by that name', () => {
    const format = new Intl.DateTimeFormat('en-GB', { timeZone: SYSTEM_TIME_ZONE, timeStyle: 'short' });
    expect(format.format(new Date('2026-06-15T02:00:00Z'))).toBe('10:00');
  });
});

/**
 * The same rules on a machine set to another zone: Node reads `TZ` again when it changes, so each case below runs
 * as a browser in that zone would.
 */
describe.each(['Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo', 'UTC'])(
  'in a browser set to %s',
  (zone) => {
    let before: string | undefined;
    beforeEach(() => {
      before = process.env.TZ;
      process.env.TZ = zone;
    });
    afterEach(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });

    it('reads what the backends write as China time, daylight-saving gaps included', () => {
      expect(parseMoment('2025-06-15 14:30:00')?.toISOString()).toBe('2025-06-15T06:30:00.000Z');
      // 02:30 on 30 March 2025 does not exist in Berlin, nor 02:30 on 9 March 2025 in Los Angeles: both are in China.
      expect(parseMoment('2025-03-30 02:30:00')?.toISOString()).toBe('2025-03-29T18:30:00.000Z');
      expect(parseMoment('2025-03-09 02:30:00')?.toISOString()).toBe('2025-03-08T18:30:00.000Z');
      expect(liveDateTime('2025-03-30 02:30')).toBe('2025-03-30 02:30:00');
      expect(liveDateTime('2025-03-09 02:30')).toBe('2025-03-09 02:30:00');
    });

    it("tells the year and whether a period is over by China's clock", () => {
      const newYearInChina = new Date('2027-01-01T00:00:01+08:00').getTime();
      expect(currentYear({ now: () => newYearInChina })).toBe(2027);
      const form = {
        id: null,
        name: '2026年度满意度调查',
        year: 2026,
        mode: 1 as const,
        startTime: '2026-01-05 08:00:00',
        endTime: '2026-03-31 18:00:00',
      };
      expect(validateProjectForm(form, new Date('2026-03-31T18:00:01+08:00').getTime()).endTime).toBe(
        'evaluationAdmin.endPassed',
      );
      expect(validateProjectForm(form, new Date('2026-03-31T17:59:59+08:00').getTime())).toEqual({});
    });
  },
);
