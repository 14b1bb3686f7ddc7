import { MAIN_IDS } from '@mch/mock/testing';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers';
import {
  CONSULTATION_ROOM_TYPES,
  consultationStatus,
  consultationSummary,
  createConsultationRooms,
  roomUrlOf,
} from './consultation-rooms';

function setup() {
  const t = signedIn();
  return { rooms: createConsultationRooms({ main: t.wb.main }), demo: t.demo };
}

describe('consultationSummary', () => {
  it('shows 1 as male and anything else as female', () => {
    const info = {
      singleId: 1,
      rcRoomId: 'RC1',
      clientType: 1,
      creatorId: 2,
      patName: '刘秀英',
      patIdnum: '430102199001011234',
      patSex: 1,
      patAge: 32,
    };
    expect(consultationSummary(info)).toEqual({
      singleId: 1,
      patName: '刘秀英',
      patIdnum: '430102199001011234',
      sexKey: 'sex.male',
      patAge: 32,
      rcRoomId: 'RC1',
    });
    expect(consultationSummary({ ...info, patSex: 2 }).sexKey).toBe('sex.female');
    expect(consultationSummary({ ...info, patSex: 0, patAge: Number.NaN }).patAge).toBeNull();
  });
});

describe('consultationStatus', () => {
  it('names the known codes and nothing else', () => {
    expect([0, 1, 2, 3].map(consultationStatus)).toEqual(['waiting', 'inProgress', 'finished', 'cancelled']);
    expect(consultationStatus(9)).toBeNull();
    expect(consultationStatus('1')).toBeNull();
  });
});

describe('roomUrlOf', () => {
  it('keeps only an http(s) url field', () => {
    const framed = { roomId: 'r', chairPassword: 'p', url: 'https://room.test/r' };
    const hostile = { roomId: 'r', chairPassword: 'p', url: 'javascript:x' };
    expect(roomUrlOf(framed)).toBe('https://room.test/r');
    expect(roomUrlOf(hostile)).toBeNull();
    expect(roomUrlOf({ roomId: 'r', chairPassword: 'p' })).toBeNull();
  });
});

describe('createConsultationRooms', () => {
  it('makes the room of each kind with its type', async () => {
    const { rooms, demo } = setup();
    const id = MAIN_IDS.consultationByDoctor;
    const video = await rooms.create(id, 'video');
    expect(video).toEqual({
      kind: 'video',
      singleId: id,
      roomId: expect.stringMatching(/^HST/),
      chairPassword: expect.stringMatching(/^\d+$/),
      url: expect.stringMatching(/^http:\/\/localhost\/demo-embedded\/meeting\.html\?/),
    });
    const meeting = await rooms.create(id, 'meeting');
    expect(meeting.roomId).not.toBe(video.roomId);
    expect(demo.seen.map((r) => `${r.query.projectId}:${r.query.type}`)).toEqual([
      `${id}:${CONSULTATION_ROOM_TYPES.video}`,
      `${id}:${CONSULTATION_ROOM_TYPES.meeting}`,
    ]);
  });
});
