/**
 * The system's time: China Standard Time. The backends write moments without a zone ('2025-06-15 14:30:00'), as the
 * wall clock in China shows them, and the system's year and "already over" are China's. The browser's own
 * zone plays no part: a workbench on a machine set to another zone (a laptop back from abroad, a server in UTC)
 * reads, shows and compares every moment as a user in Hunan or Yunnan would.
 *
 * China has kept one offset, UTC+8, without daylight saving since 1991, so the wall time of any moment the system
 * deals in is the moment plus eight hours: the arithmetic here is plain UTC arithmetic and has no gaps or repeated
 * hours (a wall time that does not exist in a daylight-saving zone, 2025-03-30 02:30 in Berlin, is real here).
 */

/** The IANA name of the system's zone, for `Intl.DateTimeFormat`'s `timeZone`. */
export const SYSTEM_TIME_ZONE = 'Asia/Shanghai';

/** The system zone's offset from UTC (UTC+8, no daylight saving). */
export const SYSTEM_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A wall-clock reading in the system's zone; month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The system's wall clock at the moment `at` (milliseconds since the epoch). */
export function systemWallTime(at: number): WallTime {
  const d = new Date(at + SYSTEM_UTC_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The system's year at the moment `at`. */
export function systemYear(at: number): number {
  return systemWallTime(at).year;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The moment `at` as the backends write one: 'YYYY-MM-DD HH:mm:ss' on the system's wall clock. */
export function systemDateTime(at: number): string {
  const w = systemWallTime(at);
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

/** The system's calendar day at the moment `at`: 'YYYY-MM-DD', today in China. */
export function systemDate(at: number): string {
  return systemDateTime(at).slice(0, 10);
}

/**
 * The moment (milliseconds since the epoch) a wall time of the system's zone stands for; undefined when the reading
 * is not a real one (2024-02-30, 24:00, 12:60).
 */
export function systemInstant(wall: WallTime, millis = 0): number | undefined {
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, millis);
  const back = new Date(utc);
  const real =
    Number.isFinite(utc) &&
    back.getUTCFullYear() === wall.year &&
    back.getUTCMonth() === wall.month - 1 &&
    back.getUTCDate() === wall.day &&
    back.getUTCHours() === wall.hour &&
    back.getUTCMinutes() === wall.minute &&
    back.getUTCSeconds() === wall.second;
  return real ? utc - SYSTEM_UTC_OFFSET_MS : undefined;
}

/** The moment the system's next year begins after `at` (midnight of 1 January in China). */
export function nextSystemYearAt(at: number): number {
  return Date.UTC(systemYear(at) + 1, 0, 1) - SYSTEM_UTC_OFFSET_MS;
}
