/**
 * Live training (SPEC.md §3 "Live project", §7.2): the projects of a year and their study figures, the user's live
 * alert (upcoming broadcasts), and adding a live room with its form rules. The live API takes no auth header: the
 * user is identified by the identity card.
 */

import { systemInstant } from '../../domain/system-time';
import { VALIDATION_MESSAGE_KEYS } from '../../domain/validators';
import type { LiveComponents, LivePaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import type { UserInfo } from '../session/session';

/** A live-training project. */
export type LiveProject = LiveComponents['schemas']['LiveProject'];
/** Study figures of a live project. */
export type LiveStudyCount = LiveComponents['schemas']['LiveProjectStudyCount'];
/** An upcoming broadcast the user signed up for. */
export type LiveAlert = LiveComponents['schemas']['LiveAlert'];
/** The body of `POST /yunproject/AddLiveRoom`. */
export type LiveRoomInput = LiveComponents['schemas']['LiveRoomInput'];
/** A live room. */
export type LiveRoom = LiveComponents['schemas']['LiveRoom'];

/** Longest room name accepted, in characters. */
export const LIVE_ROOM_NAME_MAX = 50;

/** How many years back (besides the current one) the project list offers. */
export const LIVE_YEARS_BACK = 4;

/** Message keys of the live-room form rules. */
export const LIVE_ROOM_MESSAGE_KEYS = {
  required: VALIDATION_MESSAGE_KEYS.required,
  nameTooLong: 'live.room.nameTooLong',
  invalidTime: 'live.room.invalidTime',
  endNotAfterStart: 'live.room.endNotAfterStart',
} as const;

/** A message key of the live-room form rules. */
export type LiveRoomMessageKey = (typeof LIVE_ROOM_MESSAGE_KEYS)[keyof typeof LIVE_ROOM_MESSAGE_KEYS];

/** The live-room form as the user fills it. */
export interface LiveRoomDraft {
  projectUniqueId: string | null | undefined;
  roomName: string | null | undefined;
  /** 'YYYY-MM-DD HH:mm:ss' (or without seconds). */
  startTime: string | null | undefined;
  /** 'YYYY-MM-DD HH:mm:ss' (or without seconds). */
  endTime: string | null | undefined;
}

/** The outcome of checking a live-room draft: the body to send, or the first problem of each field. */
export type LiveRoomCheck =
  | { ok: true; value: LiveRoomInput }
  | { ok: false; errors: Partial<Record<keyof LiveRoomDraft, LiveRoomMessageKey>> };

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date-time written 'YYYY-MM-DD HH:mm[:ss]' in the backend's form 'YYYY-MM-DD HH:mm:ss', or null when it is not a
 * real moment on the system's clock (China's, which has no daylight-saving gaps whatever the browser's zone).
 */
export function liveDateTime(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
  };
  return systemInstant(wall) === undefined ? null : `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** True when `value` has the shape of a {@link LiveRoomDraft} (a kept draft, from storage another version may have written). */
export function isLiveRoomDraft(value: unknown): value is LiveRoomDraft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (['projectUniqueId', 'roomName', 'startTime', 'endTime'] as const).every(
    (k) => v[k] === null || v[k] === undefined || typeof v[k] === 'string',
  );
}

/**
 * Checks a live-room draft: a project, a room name (trimmed, at most {@link LIVE_ROOM_NAME_MAX} characters), a
 * valid start and end, the end after the start. Returns the trimmed body or the first problem of each field.
 */
export function checkLiveRoom(draft: LiveRoomDraft): LiveRoomCheck {
  const errors: Partial<Record<keyof LiveRoomDraft, LiveRoomMessageKey>> = {};
  const projectUniqueId = draft.projectUniqueId?.trim() ?? '';
  const roomName = draft.roomName?.trim() ?? '';
  if (!projectUniqueId) errors.projectUniqueId = LIVE_ROOM_MESSAGE_KEYS.required;
  if (!roomName) errors.roomName = LIVE_ROOM_MESSAGE_KEYS.required;
  else if ([...roomName].length > LIVE_ROOM_NAME_MAX) errors.roomName = LIVE_ROOM_MESSAGE_KEYS.nameTooLong;
  const time = (raw: string | null | undefined, field: 'startTime' | 'endTime') => {
    if (!raw?.trim()) {
      errors[field] = LIVE_ROOM_MESSAGE_KEYS.required;
      return null;
    }
    const value = liveDateTime(raw);
    if (value === null) errors[field] = LIVE_ROOM_MESSAGE_KEYS.invalidTime;
    return value;
  };
  const startTime = time(draft.startTime, 'startTime');
  const endTime = time(draft.endTime, 'endTime');
  if (startTime && endTime && endTime <= startTime) errors.endTime = LIVE_ROOM_MESSAGE_KEYS.endNotAfterStart;
  if (Object.keys(errors).length > 0 || !startTime || !endTime) return { ok: false, errors };
  return { ok: true, value: { projectUniqueId, roomName, startTime, endTime } };
}

/** The years the project list offers: the current one first, then {@link LIVE_YEARS_BACK} before it. */
export function liveYears(currentYear: number): number[] {
  return Array.from({ length: LIVE_YEARS_BACK + 1 }, (_, i) => currentYear - i);
}

/** Options of every live call. */
export interface LiveCallOptions {
  signal?: AbortSignal | undefined;
}

/** What the live-training flow needs. */
export interface LiveTrainingDeps {
  live: ApiClient<LivePaths>;
  getUser: () => UserInfo | null;
}

/** The live-training calls. */
export interface LiveTrainingFlow {
  /** The live projects of `year`, as the backend orders them. */
  projects(year: number, options?: LiveCallOptions): Promise<LiveProject[]>;
  /** The study figures of one project. */
  studyCount(projectUniqueId: string, options?: LiveCallOptions): Promise<LiveStudyCount>;
  /** The user's upcoming broadcasts; empty without an identity card (no request). */
  alerts(options?: LiveCallOptions): Promise<LiveAlert[]>;
  /** Adds a live room; rejects with a RangeError when the input breaks the form rules. */
  addRoom(input: LiveRoomInput, options?: LiveCallOptions): Promise<LiveRoom>;
}

/** Creates the live-training flow; nothing is requested until a call. */
export function createLiveTraining(deps: LiveTrainingDeps): LiveTrainingFlow {
  return {
    async projects(year, options = {}) {
      const list = await deps.live.GET('/YunProject/GetProjectSelect', {
        params: { query: { projectyear: year } },
        signal: options.signal,
      });
      return Array.isArray(list) ? list : [];
    },
    studyCount(projectUniqueId, options = {}) {
      return deps.live.GET('/YunProject/GetProjectStudyCount', {
        params: { query: { projectUniqueId } },
        signal: options.signal,
      });
    },
    async alerts(options = {}) {
      const sertId = deps.getUser()?.identityCard?.trim() ?? '';
      if (!sertId) return [];
      const list = await deps.live.GET('/yunproject/GetLiveAlert', {
        params: { query: { SertId: sertId } },
        signal: options.signal,
      });
      return Array.isArray(list) ? list : [];
    },
    addRoom(input, options = {}) {
      const check = checkLiveRoom(input);
      if (!check.ok) return Promise.reject(new RangeError('The live room breaks the form rules'));
      return deps.live.POST('/yunproject/AddLiveRoom', { body: check.value, signal: options.signal });
    },
  };
}
