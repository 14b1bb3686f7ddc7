import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, ok, RAW_USER, testWorkbench } from '../../../test/helpers';
import { toUserInfo, type UserInfo } from '../session/session';
import {
  checkLiveRoom,
  createLiveTraining,
  isLiveRoomDraft,
  LIVE_ROOM_MESSAGE_KEYS,
  LIVE_ROOM_NAME_MAX,
  liveDateTime,
  liveYears,
} from './live';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const USER = toUserInfo(RAW_USER) as UserInfo;

function setup(user: UserInfo | null = USER) {
  const t = testWorkbench({ cookies: { mch_token: 'tok' } });
  return createLiveTraining({ live: t.wb.live, getUser: () => user });
}

const DRAFT = {
  projectUniqueId: ' p-1 ',
  roomName: ' 产科急救第一讲 ',
  startTime: '2024-05-06 09:30',
  endTime: '2024-05-06 11:00:00',
};

describe('liveDateTime', () => {
  it('normalises to seconds and refuses impossible moments', () => {
    expect(liveDateTime('2024-05-06 09:30')).toBe('2024-05-06 09:30:00');
    expect(liveDateTime('2024-05-06T09:30:15')).toBe('2024-05-06 09:30:15');
    expect(liveDateTime('2024-02-30 09:30')).toBeNull();
    expect(liveDateTime('2024-05-06 25:00')).toBeNull();
    expect(liveDateTime('')).toBeNull();
  });
});

describe('checkLiveRoom', () => {
  it('gives the trimmed body of a valid draft', () => {
    expect(checkLiveRoom(DRAFT)).toEqual({
      ok: true,
      value: {
        projectUniqueId: 'p-1',
        roomName: '产科急救第一讲',
        startTime: '2024-05-06 09:30:00',
        endTime: '2024-05-06 11:00:00',
      },
    });
  });

  it('reports the first problem of each field', () => {
    expect(checkLiveRoom({ projectUniqueId: '', roomName: ' ', startTime: null, endTime: 'x' })).toEqual({
      ok: false,
      errors: {
        projectUniqueId: LIVE_ROOM_MESSAGE_KEYS.required,
        roomName: LIVE_ROOM_MESSAGE_KEYS.required,
        startTime: LIVE_ROOM_MESSAGE_KEYS.required,
        endTime: LIVE_ROOM_MESSAGE_KEYS.invalidTime,
      },
    });
    expect(checkLiveRoom({ ...DRAFT, roomName: '讲'.repeat(LIVE_ROOM_NAME_MAX + 1) })).toEqual({
      ok: false,
      errors: { roomName: LIVE_ROOM_MESSAGE_KEYS.nameTooLong },
    });
    expect(checkLiveRoom({ ...DRAFT, endTime: DRAFT.startTime })).toEqual({
      ok: false,
      errors: { endTime: LIVE_ROOM_MESSAGE_KEYS.endNotAfterStart },
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkLiveRoom({ ...DRAFT, roomName: '😀'.repeat(LIVE_ROOM_NAME_MAX) }).ok).toBe(true);
  });
});

describe('liveYears', () => {
  it('offers the current year and four before it', () => {
    expect(liveYears(2025)).toEqual([2025, 2024, 2023, 2022, 2021]);
  });
});

describe('createLiveTraining', () => {
  it('reads the projects of a year and the study figures of one', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE_URLS.live}/YunProject/GetProjectSelect`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return ok([{ projectUniqueId: 'p-1' }], 200);
      }),
      http.get(`${BASE_URLS.live}/YunProject/GetProjectStudyCount`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return ok({ projectUniqueId: 'p-1', signUpCount: 3, studyCount: 2, finishedCount: 1 }, 200);
      }),
    );
    const live = setup();
    await expect(live.projects(2024)).resolves.toEqual([{ projectUniqueId: 'p-1' }]);
    await expect(live.studyCount('p-1')).resolves.toMatchObject({ signUpCount: 3 });
    expect(seen).toEqual(['?projectyear=2024', '?projectUniqueId=p-1']);
  });

  it('reads the alerts by identity card, and none without a card', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE_URLS.live}/yunproject/GetLiveAlert`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('SertId') ?? '');
        return ok([{ projectUniqueId: 'p-1', liveUrl: null }], 200);
      }),
    );
    await expect(setup().alerts()).resolves.toHaveLength(1);
    await expect(setup({ ...USER, identityCard: '' }).alerts()).resolves.toEqual([]);
    expect(seen).toEqual([USER.identityCard]);
  });

  it('adds a room with the trimmed body and refuses an invalid one without a call', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE_URLS.live}/yunproject/AddLiveRoom`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ roomId: 'room-9', liveUrl: 'https://live.test/room-9' }, 200);
      }),
    );
    const live = setup();
    await expect(live.addRoom(DRAFT)).resolves.toMatchObject({ roomId: 'room-9' });
    await expect(live.addRoom({ ...DRAFT, roomName: '' })).rejects.toBeInstanceOf(RangeError);
    expect(bodies).toEqual([
      {
        projectUniqueId: 'p-1',
        roomName: '产科急救第一讲',
        startTime: '2024-05-06 09:30:00',
        endTime: '2024-05-06 11:00:00',
      },
    ]);
  });
});

describe('isLiveRoomDraft (a kept draft)', () => {
  it('accepts the form as the app keeps it and refuses anything else', () => {
    expect(isLiveRoomDraft({ projectUniqueId: null, roomName: '', startTime: null, endTime: null })).toBe(
      true,
    );
    expect(
      isLiveRoomDraft({
        projectUniqueId: 'P1',
        roomName: '直播间',
        startTime: '2025-06-01 09:00',
        endTime: null,
      }),
    ).toBe(true);
    expect(isLiveRoomDraft({ projectUniqueId: 1, roomName: '', startTime: null, endTime: null })).toBe(false);
    expect(isLiveRoomDraft([])).toBe(false);
    expect(isLiveRoomDraft('draft')).toBe(false);
  });
});
