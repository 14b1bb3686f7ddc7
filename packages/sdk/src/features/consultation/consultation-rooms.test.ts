import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, ok, testWorkbench } from '../../../test/helpers';
import {
  CONSULTATION_ROOM_TYPES,
  consultationStatus,
  consultationSummary,
  createConsultationRooms,
  roomUrlOf,
} from './consultation-rooms';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const t = testWorkbench({ cookies: { mch_token: 'tok' } });
  return createConsultationRooms({ main: t.wb.main });
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
    const seen: string[] = [];
    server.use(
      http.get(`${BASE_URLS.main}/whiteboard/createHstRoom`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        seen.push(`${q.get('projectId')}:${q.get('type')}`);
        return ok({ roomId: `room-${q.get('type')}`, chairPassword: '1234', url: 'https://room.test/x' });
      }),
    );
    const rooms = setup();
    await expect(rooms.create(10001, 'video')).resolves.toEqual({
      kind: 'video',
      singleId: 10001,
      roomId: `room-${CONSULTATION_ROOM_TYPES.video}`,
      chairPassword: '1234',
      url: 'https://room.test/x',
    });
    await rooms.create(10001, 'meeting');
    expect(seen).toEqual([
      `10001:${CONSULTATION_ROOM_TYPES.video}`,
      `10001:${CONSULTATION_ROOM_TYPES.meeting}`,
    ]);
  });
});
