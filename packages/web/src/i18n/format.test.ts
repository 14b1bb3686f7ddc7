import { describe, expect, it } from 'vitest';
import { createFormatters, toDate } from './format';

describe('createFormatters', () => {
  const moment = new Date(2024, 0, 5, 14, 30);

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
