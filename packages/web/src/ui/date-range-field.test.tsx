import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFormatters } from '../i18n';
import { renderUi } from '../test/render';
import { DateRangeField, type DayRange } from './date-range-field';

function Period({ initial = [null, null], upToToday }: { initial?: DayRange; upToToday?: boolean }) {
  const [range, setRange] = useState<DayRange>(initial);
  return (
    <>
      <DateRangeField
        label="Period"
        placeholder="All time"
        clearLabel="Clear the period"
        value={range}
        onChange={setRange}
        upToToday={upToToday}
      />
      <p>{`applied: ${range[0] ?? '-'} to ${range[1] ?? '-'}`}</p>
    </>
  );
}

// The calendar opens on the current month; its days are named as the app writes dates ("Nov 10, 2026").
const now = new Date();
const dayName = (day: number) =>
  createFormatters('en', '-').date(new Date(now.getFullYear(), now.getMonth(), day));
const iso = (day: number) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('DateRangeField', () => {
  // The calendar's code loads when the field first opens; transforming it can take seconds on a loaded machine.
  beforeAll(() => import('./range-calendar'), 30_000);

  it('shows the placeholder, and the range picked in its calendar, which then closes', async () => {
    renderUi(<Period />);
    const field = screen.getByRole('button', { name: 'Period' });
    expect(field.textContent).toBe('All time');
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('button', { name: dayName(10) }));
    fireEvent.click(screen.getByRole('button', { name: dayName(12) }));
    screen.getByText(`applied: ${iso(10)} to ${iso(12)}`);
    expect(field.textContent).toBe(`${iso(10)} – ${iso(12)}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: dayName(10) })).toBeNull());
    // The focus is back on the field (the day picked went with the calendar), where a keyboard user carries on.
    expect(document.activeElement).toBe(field);
  });

  it('offers no day after today for a period of statistics (today in China, whatever the computer says)', async () => {
    // 15 June 2026, 01:00 in China: still the 14th in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-14T17:00:00Z'));
    renderUi(<Period upToToday />);
    fireEvent.click(screen.getByRole('button', { name: 'Period' }));
    const tomorrow = await screen.findByRole('button', { name: 'Jun 16, 2026' });
    expect(tomorrow).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Jun 10, 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Jun 15, 2026' }));
    screen.getByText('applied: 2026-06-10 to 2026-06-15');
  });

  it('takes one day as a range (the same day twice)', async () => {
    renderUi(<Period />);
    fireEvent.click(screen.getByRole('button', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('button', { name: dayName(5) }));
    fireEvent.click(screen.getByRole('button', { name: `${dayName(5)}, chosen` }));
    screen.getByText(`applied: ${iso(5)} to ${iso(5)}`);
  });

  it('names the chosen days, not only by their colour', async () => {
    renderUi(<Period initial={[iso(3), iso(6)]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Period' }));
    await screen.findByRole('button', { name: `${dayName(3)}, first day chosen` });
    screen.getByRole('button', { name: `${dayName(6)}, last day chosen` });
    screen.getByRole('button', { name: dayName(4) });
    // A new period begun: its first day, the only one so far, is the day chosen.
    fireEvent.click(screen.getByRole('button', { name: dayName(10) }));
    await screen.findByRole('button', { name: `${dayName(10)}, chosen` });
    screen.getByRole('button', { name: dayName(3) });
  });

  it('clears the range with its clear button, back to the placeholder', () => {
    renderUi(<Period initial={[iso(3), iso(4)]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the period' }));
    screen.getByText('applied: - to -');
    expect(screen.getByRole('button', { name: 'Period' }).textContent).toBe('All time');
    expect(screen.queryByRole('button', { name: 'Clear the period' })).toBeNull();
  });

  it('drops a half-picked range when the calendar closes', async () => {
    renderUi(<Period />);
    fireEvent.click(screen.getByRole('button', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('button', { name: dayName(7) }));
    screen.getByText(`applied: ${iso(7)} to -`);
    fireEvent.keyDown(screen.getByRole('button', { name: dayName(8) }), { key: 'Escape' });
    await waitFor(() => screen.getByText('applied: - to -'));
  });

  it('speaks Chinese: the month heading as Chinese writes it and is named by it, named month buttons and days', async () => {
    renderUi(<Period />, { locale: 'zh-CN' });
    fireEvent.click(screen.getByRole('button', { name: 'Period' }));
    const heading = `${now.getFullYear()}年${now.getMonth() + 1}月`;
    // Named by what it shows (WCAG 2.5.3, label in name).
    expect((await screen.findByRole('button', { name: heading })).textContent).toBe(heading);
    screen.getByRole('button', { name: '上个月' });
    screen.getByRole('button', { name: '下个月' });
    screen.getByRole('button', {
      name: createFormatters('zh-CN', '-').date(new Date(now.getFullYear(), now.getMonth(), 10)),
    });
  });
});
