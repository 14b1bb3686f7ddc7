import { describe, expect, it } from 'vitest';
import { createFormatters, toDate } from './format';

describe('createFormatters', () => {
  /** 14:30 in China (06:30 UTC). */
  const moment = new Date('2024-01-05T14:30:00+08:00');

  it('formats dates and date-times for each locale', () => {
    const en = createFormatters('en', '-');
    const zh = createFormatters('zh-CN', '-');
    expect(en.date(moment)).toBe('Jan 5, 2024');
    expect(zh.date(moment)).toBe('2024年1月5日');
    expect(en.dateTime(moment)).toBe('Jan 5, 2024, 14:30');
    expect(zh.dateTime(moment)).toBe('2024年1月5日 14:30');
  });

  it('reads the backend’s date strings and epoch milliseconds', () => {
    const en = createFormatters('en', '-');
    expect(en.dateTime('2024-01-05 14:30:00')).toBe('Jan 5, 2024, 14:30');
    expect(en.date(moment.getTime())).toBe('Jan 5, 2024');
  });

  it('shows every moment on China’s clock, whatever zone the browser is set to', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'UTC']) {
        process.env.TZ = zone;
        const en = createFormatters('en', '-');
        // A backend's time is shown as written, even the hour Berlin skips for daylight saving…
        expect(en.dateTime('2024-12-31 23:30:00'), zone).toBe('Dec 31, 2024, 23:30');
        expect(en.dateTime('2024-03-31 02:30:00'), zone).toBe('Mar 31, 2024, 02:30');
        expect(en.date('2024-12-31'), zone).toBe('Dec 31, 2024');
        // …and a moment with a zone reads as the clock in China showed it.
        expect(en.dateTime('2024-12-31T16:30:00Z'), zone).toBe('Jan 1, 2025, 00:30');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('shows the placeholder for empty or invalid values', () => {
    const en = createFormatters('en', '-');
    expect(en.date(null)).toBe('-');
    expect(en.date('')).toBe('-');
    expect(en.dateTime('not a date')).toBe('-');
    expect(en.number(undefined)).toBe('-');
    expect(en.number(Number.NaN)).toBe('-');
  });

  it('groups numbers the locale’s way', () => {
    expect(createFormatters('en', '-').number(1234567.5)).toBe('1,234,567.5');
    expect(createFormatters('zh-CN', '-').number(0.256, { style: 'percent' })).toBe('26%');
    // Shares and rates: always one decimal, so a column of them lines up.
    expect(createFormatters('en', '-').percent(17)).toBe('17.0');
    expect(createFormatters('en', '-').percent(51.06)).toBe('51.1');
    expect(createFormatters('zh-CN', '-').percent(7)).toBe('7.0');
    expect(createFormatters('en', '-').percent(Number.NaN)).toBe('-');
  });
});

describe('toDate', () => {
  it('returns undefined for nothing', () => {
    expect(toDate(undefined)).toBeUndefined();
    expect(toDate('2024-13-45x')).toBeUndefined();
  });
});
