import { LIVE_SIGNUP_CODE, type TestDemo } from '@mch/mock/testing';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn } from '../../../test/helpers';
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
import { signUpLiveProject } from './live-projects';

/** The live training of demo-doctor (or of `change(user)`), over a fresh demo. */
function setup(change: (user: UserInfo) => UserInfo = (u) => u) {
  const { wb, demo } = signedIn();
  const user = change(toUserInfo(demoUser(demo, 'demo-doctor')) as UserInfo);
  return { live: createLiveTraining({ live: wb.live, getUser: () => user }), demo, user, wb };
}

/** The open project of the sign-up dialog. */
function openProject(demo: TestDemo) {
  const project = demo.db().live.projects.find((p) => p.projectNo === LIVE_SIGNUP_CODE);
  if (!project) throw new Error('no open live project');
  return project;
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
    // The hour a daylight-saving zone skips (02:00–03:00 on 31 March 2024 in Europe) is a real hour in China.
    expect(liveDateTime('2024-03-31 02:30')).toBe('2024-03-31 02:30:00');
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
    const { live, demo } = setup();
    const year = new Date().getFullYear() - 1;
    const projects = await live.projects(year);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((p) => p.holdStartTime.startsWith(`${year}-`))).toBe(true);
    const id = projects[0]?.projectUniqueId ?? '';
    const figures = demo.db().live.figures[id];
    await expect(live.studyCount(id)).resolves.toEqual({
      projectUniqueId: id,
      signUpCount: figures?.signUpCount,
      studyCount: figures?.studyCount,
      finishedCount: figures?.finishedCount,
    });
    expect(demo.seen.map((r) => r.search)).toEqual([`?projectyear=${year}`, `?projectUniqueId=${id}`]);
  });

  it('reads the alerts by identity card, and none without a card', async () => {
    const { live, demo, user, wb } = setup();
    await signUpLiveProject(wb.live, user, openProject(demo).projectUniqueId);
    const alerts = await live.alerts();
    expect(alerts.map((a) => a.projectUniqueId)).toContain(openProject(demo).projectUniqueId);
    const cardless = setup((u) => ({ ...u, identityCard: '' }));
    await expect(cardless.live.alerts()).resolves.toEqual([]);
    expect(cardless.demo.seen).toEqual([]);
    expect(demo.requestsTo('GET live /yunproject/GetLiveAlert').map((r) => r.query.SertId)).toEqual([
      user.identityCard,
    ]);
  });

  it('adds a room with the trimmed body and refuses an invalid one without a call', async () => {
    const { live, demo } = setup();
    const id = openProject(demo).projectUniqueId;
    await expect(live.addRoom({ ...DRAFT, projectUniqueId: ` ${id} ` })).resolves.toMatchObject({
      roomId: expect.stringMatching(/^room-/),
      projectUniqueId: id,
      roomName: '产科急救第一讲',
    });
    await expect(live.addRoom({ ...DRAFT, roomName: '' })).rejects.toBeInstanceOf(RangeError);
    expect(demo.seen.map((r) => JSON.parse(r.body))).toEqual([
      {
        projectUniqueId: id,
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
