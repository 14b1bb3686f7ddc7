import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu';
import { quickEntryCandidates, quickEntryKey, splitOverflow } from './quick-entries';

const item = (name: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  name,
  title,
  levelList: [title],
  isIframeUrl: false,
  ...extra,
});

describe('quickEntryCandidates', () => {
  it('lists the clickable leaves depth-first, one per page identity', () => {
    const menu: MenuItem[] = [
      item('/workbench', 'Workbench'),
      item('group:messages', 'Messages', {
        children: [item('/user-notice', 'Message list'), item('/system-notice-detail', 'Announcements')],
      }),
      item('/out-system-url', 'Exam', { query: { url: 'https://exam.example.org/' }, isIframeUrl: true }),
      item('/out-system-url', 'Training', { query: { url: 'https://training.example.org/' } }),
      item('/user-notice', 'Duplicate'),
      item('group:empty', 'Empty group'),
    ];
    const candidates = quickEntryCandidates(menu);
    expect(candidates.map((c) => c.title)).toEqual([
      'Workbench',
      'Message list',
      'Announcements',
      'Exam',
      'Training',
    ]);
    expect(candidates.map(quickEntryKey)).toEqual([
      '/workbench',
      '/user-notice',
      '/system-notice-detail',
      '/out-system-url?url=https%3A%2F%2Fexam.example.org%2F',
      '/out-system-url?url=https%3A%2F%2Ftraining.example.org%2F',
    ]);
  });

  it('gives nothing for no menu', () => {
    expect(quickEntryCandidates(null)).toEqual([]);
    expect(quickEntryCandidates(undefined)).toEqual([]);
  });
});

describe('splitOverflow', () => {
  it('shows everything when all entries fit, without a view-more control', () => {
    expect(splitOverflow([100, 100, 100], 300, 80)).toEqual({ visible: 3, overflow: 0 });
    expect(splitOverflow([], 0, 80)).toEqual({ visible: 0, overflow: 0 });
  });

  it('keeps room for the view-more control once something overflows', () => {
    expect(splitOverflow([100, 100, 100], 299, 80)).toEqual({ visible: 2, overflow: 1 });
    expect(splitOverflow([100, 100, 100], 250, 80)).toEqual({ visible: 1, overflow: 2 });
    expect(splitOverflow([100, 100, 100], 90, 80)).toEqual({ visible: 0, overflow: 3 });
  });

  it('stops at the first entry that does not fit, so the order of the row is kept', () => {
    expect(splitOverflow([50, 300, 20], 200, 50)).toEqual({ visible: 1, overflow: 2 });
  });

  it('treats odd numbers safely', () => {
    expect(splitOverflow([Number.NaN, -5, 10], 10, 5)).toEqual({ visible: 3, overflow: 0 });
    expect(splitOverflow([10, 10], Number.NaN, 5)).toEqual({ visible: 0, overflow: 2 });
    expect(splitOverflow([10, 10], Number.POSITIVE_INFINITY, 5)).toEqual({ visible: 2, overflow: 0 });
  });

  it('never shows more than fits and always accounts for every entry', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 200 }),
        (widths, available, more) => {
          const { visible, overflow } = splitOverflow(widths, available, more);
          expect(visible + overflow).toBe(widths.length);
          const used = widths.slice(0, visible).reduce((a, b) => a + b, 0);
          if (overflow === 0) expect(used).toBeLessThanOrEqual(available);
          else if (visible > 0) expect(used + more).toBeLessThanOrEqual(available);
          // Maximal: the next entry would not fit beside the view-more control.
          const next = widths[visible];
          if (overflow > 0 && next !== undefined) expect(used + next + more).toBeGreaterThan(available);
        },
      ),
    );
  });
});
