import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  DETAIL_GRID_COLUMNS,
  DETAIL_ITEM_SPAN,
  detailItemSpan,
  displayValue,
  EMPTY_PLACEHOLDER,
  formatAmount,
  isolateBidi,
  parseMoment,
  shortenText,
  TABLE_PAGE_SIZES,
} from './format';
import { SYSTEM_TIME_ZONE } from './system-time';

describe('constants', () => {
  it('match the spec', () => {
    expect(DETAIL_GRID_COLUMNS).toBe(24);
    expect(DETAIL_ITEM_SPAN).toBe(8);
    expect(EMPTY_PLACEHOLDER).toBe('-');
    expect(TABLE_PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});

describe('formatAmount', () => {
  it('adds thousands separators and keeps up to 2 decimals as given', () => {
    expect(formatAmount(1234567)).toBe('1,234,567');
    expect(formatAmount(1234567.5)).toBe('1,234,567.5');
    expect(formatAmount(1234.567)).toBe('1,234.57');
    expect(formatAmount(-9876.5)).toBe('-9,876.5');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount('1234.50')).toBe('1,234.50');
    expect(formatAmount('1234.5')).toBe('1,234.5');
    expect(formatAmount('1234.567')).toBe('1,234.57');
    expect(formatAmount(' 1000 ')).toBe('1,000');
    expect(formatAmount('12345678901234567890')).toBe('12,345,678,901,234,567,890');
    expect(formatAmount('1.005')).toBe('1.01');
  });

  it("groups digits as the locale's Intl.NumberFormat does", () => {
    for (const locale of ['en', 'zh-CN']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: true });
      for (const n of [0, -7, 12345, -1234567, Number.MAX_SAFE_INTEGER, 1234.5])
        expect(formatAmount(n, locale), `${n} in ${locale}`).toBe(intl.format(n));
    }
    // Indian English groups by two after the first three.
    expect(formatAmount(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatAmount(-0)).toBe(new Intl.NumberFormat('en').format(-0));
  });

  it('shows - for empty and non-numeric values', () => {
    for (const empty of [
      null,
      undefined,
      '',
      '  ',
      'abc',
      '1,234',
      '1e5',
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(formatAmount(empty), String(empty)).toBe('-');
    }
  });

  it('formats for the Chinese locale and falls back to English for an unknown one', () => {
    expect(formatAmount(1234567.5, 'zh-CN')).toBe('1,234,567.5');
    expect(formatAmount(1234.5, 'not a locale!')).toBe('1,234.5');
  });

  it('keeps the value: removing the separators gives back the number rounded to 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        const formatted = formatAmount(text);
        expect(formatted.replaceAll(',', '')).toBe(text);
        expect(formatted).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('shortenText', () => {
  it('cuts after 10 characters with three full stops and keeps the full text', () => {
    expect(shortenText('abcdefghijkl')).toEqual({
      text: 'abcdefghij...',
      full: 'abcdefghijkl',
      truncated: true,
    });
    expect(shortenText('abcdefghij')).toEqual({ text: 'abcdefghij', full: 'abcdefghij', truncated: false });
    expect(shortenText('abcdef', 3)).toEqual({ text: 'abc...', full: 'abcdef', truncated: true });
  });

  it('never splits a Chinese character or an emoji', () => {
    expect(shortenText('湖南省妇幼保健院远程会诊中心').text).toBe('湖南省妇幼保健院远程...');
    expect(shortenText('😀😀😀😀😀😀😀😀😀😀😀').text).toBe('😀😀😀😀😀😀😀😀😀😀...');
    expect(shortenText('👩‍⚕️👩‍⚕️👩‍⚕️', 2).text).toBe('👩‍⚕️👩‍⚕️...');
    expect(shortenText('🇨🇳🇨🇳', 1).text).toBe('🇨🇳...');
  });

  it('keeps short text whole, counting joined emoji as one character however many UTF-16 units they take', () => {
    // At most `max` UTF-16 units: fits without being counted.
    expect(shortenText('😀😀😀😀😀', 10)).toEqual({
      text: '😀😀😀😀😀',
      full: '😀😀😀😀😀',
      truncated: false,
    });
    // More units than `max` but no more characters: still whole.
    expect(shortenText('👩‍⚕️👩‍⚕️', 2)).toEqual({ text: '👩‍⚕️👩‍⚕️', full: '👩‍⚕️👩‍⚕️', truncated: false });
    expect(shortenText('🇨🇳', 1).truncated).toBe(false);
    expect(shortenText('e\u0301', 1)).toEqual({ text: 'e\u0301', full: 'e\u0301', truncated: false });
    // One character more than `max`: cut after the last whole one.
    expect(shortenText('👩‍⚕️👩‍⚕️👩‍⚕️', 2).text).toBe('👩‍⚕️👩‍⚕️...');
    expect(shortenText('湖南省妇幼保健院远程会', 10).text).toBe('湖南省妇幼保健院远程...');
  });

  it('agrees with counting every grapheme of the text', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (text, max) => {
          const chars = Array.from(segmenter.segment(text), (s) => s.segment);
          const expected =
            chars.length <= max
              ? { text, full: text, truncated: false }
              : { text: `${chars.slice(0, max).join('')}...`, full: text, truncated: true };
          expect(shortenText(text, max)).toEqual(expected);
        },
      ),
    );
  });

  it('treats missing text as empty and a bad limit as the default', () => {
    expect(shortenText(null)).toEqual({ text: '', full: '', truncated: false });
    expect(shortenText(undefined)).toEqual({ text: '', full: '', truncated: false });
    expect(shortenText('abcdefghijkl', 0).text).toBe('abcdefghij...');
    expect(shortenText('abcdefghijkl', Number.NaN).text).toBe('abcdefghij...');
  });

  it('keeps a prefix of the text and cuts only what is too long', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (text, max) => {
          const short = shortenText(text, max);
          expect(short.full).toBe(text);
          if (short.truncated) {
            expect(short.text.endsWith('...')).toBe(true);
            expect(text.startsWith(short.text.slice(0, -3))).toBe(true);
            expect(short.text.length).toBeLessThan(text.length + 3);
            expect(shortenText(short.text.slice(0, -3), max).truncated).toBe(false);
          } else {
            expect(short.text).toBe(text);
          }
        },
      ),
    );
  });
});

describe('displayValue and detailItemSpan', () => {
  it('shows - for empty values', () => {
    expect(displayValue(null)).toBe('-');
    expect(displayValue(undefined)).toBe('-');
    expect(displayValue('')).toBe('-');
    expect(displayValue('  ')).toBe('-');
    expect(displayValue(Number.NaN)).toBe('-');
    expect(displayValue(0)).toBe('0');
    expect(displayValue(false)).toBe('false');
    expect(displayValue('Changsha')).toBe('Changsha');
  });

  it('clamps spans to the grid', () => {
    expect(detailItemSpan()).toBe(8);
    expect(detailItemSpan(null)).toBe(8);
    expect(detailItemSpan(Number.NaN)).toBe(8);
    expect(detailItemSpan(12)).toBe(12);
    expect(detailItemSpan(0)).toBe(1);
    expect(detailItemSpan(100)).toBe(24);
    expect(detailItemSpan(7.6)).toBe(8);
  });
});

describe('isolateBidi', () => {
  it('wraps text with right-to-left letters or bidirectional controls in a first-strong isolate', () => {
    expect(isolateBidi('abc\u202Exyz')).toBe('\u2068abc\u202Exyz\u2069');
    expect(isolateBidi('مستشفى')).toBe('\u2068مستشفى\u2069');
    expect(isolateBidi('שלום 1')).toBe('\u2068שלום 1\u2069');
    expect(`${isolateBidi('x\u202E')} – Message detail`).toBe('\u2068x\u202E\u2069 – Message detail');
  });

  it('leaves other text as it is', () => {
    for (const text of ['关于开展妇幼健康服务质量评价工作的通知', 'Login log', '👩‍⚕️ 2026', '']) {
      expect(isolateBidi(text)).toBe(text);
    }
  });
});

describe('parseMoment', () => {
  it('reads the dates and date-times without a zone the backends send as China time', () => {
    expect(parseMoment('2024-01-05')).toEqual(new Date('2024-01-05T00:00:00+08:00'));
    expect(parseMoment('2024-01-05 14:30:00')).toEqual(new Date('2024-01-05T14:30:00+08:00'));
    expect(parseMoment(' 2024/1/5 14:30 ')).toEqual(new Date('2024-01-05T14:30:00+08:00'));
    expect(parseMoment('2024-01-05T14:30:05.25')).toEqual(new Date('2024-01-05T14:30:05.250+08:00'));
    // A Java LocalDateTime's micro- or nanoseconds: kept to the millisecond, never rounded into the next second.
    expect(parseMoment('2024-01-05T14:30:05.123456')).toEqual(new Date('2024-01-05T14:30:05.123+08:00'));
    expect(parseMoment('2024-12-31 23:59:59.999999999')).toEqual(new Date('2024-12-31T23:59:59.999+08:00'));
    // A wall time a daylight-saving zone skips (Berlin, 31 March 2024 02:30) is a real moment in China.
    expect(parseMoment('2024-03-31 02:30:00')).toEqual(new Date('2024-03-31T02:30:00+08:00'));
  });

  it('shows a zone-less moment as written when shown on the system clock', () => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: SYSTEM_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    expect(format.format(parseMoment('2024-12-31 23:30:15'))).toBe('31/12/2024, 23:30:15');
    expect(format.format(parseMoment('2024-01-05T06:30:00Z'))).toBe('05/01/2024, 14:30:00');
  });

  it('reads zoned ISO date-times, epoch milliseconds and dates', () => {
    expect(parseMoment('2024-01-05T06:30:00Z')?.toISOString()).toBe('2024-01-05T06:30:00.000Z');
    expect(parseMoment('2024-01-05T14:30:00+08:00')?.toISOString()).toBe('2024-01-05T06:30:00.000Z');
    expect(parseMoment(1_704_436_200_000)?.toISOString()).toBe('2024-01-05T06:30:00.000Z');
    const date = new Date(2024, 0, 5);
    expect(parseMoment(date)).toBe(date);
  });

  it('gives undefined for nothing, for days that do not exist and for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      '2024-13-45x',
      '2024-02-30',
      '2023-02-29',
      '2024-01-05 24:00',
      '2024-01-05 12:60',
      'yesterday',
      '<script>',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date('nope'),
    ]) {
      expect(parseMoment(value)).toBeUndefined();
    }
    expect(parseMoment('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00+08:00'));
  });
});
