import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_URLS, ok, RAW_USER, testWorkbench } from '../../../test/helpers';
import { toUserInfo, type UserInfo } from '../session/session';
import { createConsultation, isHost, MEETING_ROOM_TYPE, patientSexKey } from './consultation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const USER = toUserInfo(RAW_USER) as UserInfo; // doctorId 42
const INFO = {
  singleId: 300,
  rcRoomId: 'rc-1',
  clientType: 1,
  creatorId: 42,
  patName: '李四',
  patIdnum: '430102199202021234',
  patSex: 2,
  patAge: 32,
};

function setup(user: UserInfo | null = USER) {
  const t = testWorkbench({ cookies: { mch_token: 'tok' } });
  return createConsultation({ main: t.wb.main, getUser: () => user });
}

function backend(
  info: Record<string, unknown> = INFO,
  room: Record<string, unknown> = { roomId: 'r-1', chairPassword: '8888' },
) {
  const rooms: string[] = [];
  server.use(
    http.get(`${BASE_URLS.main}/consultationSingle/getConsultationInfo`, () => ok(info)),
    http.get(`${BASE_URLS.main}/whiteboard/createHstRoom`, ({ request }) => {
      rooms.push(new URL(request.url).search);
      return ok(room);
    }),
  );
  return rooms;
}

describe('isHost', () => {
  it('is the creator only', () => {
    expect(isHost({ creatorId: 42 }, { doctorId: 42 })).toBe(true);
    expect(isHost({ creatorId: '42' as unknown as number }, { doctorId: 42 })).toBe(true);
    expect(isHost({ creatorId: 43 }, { doctorId: 42 })).toBe(false);
    expect(isHost({ creatorId: 42 }, { doctorId: null })).toBe(false);
    expect(isHost({ creatorId: 42 }, null)).toBe(false);
  });
});

describe('patientSexKey', () => {
  it('1 is male, anything else female', () => {
    expect(patientSexKey(1)).toBe('sex.male');
    expect(patientSexKey('1')).toBe('sex.male');
    expect(patientSexKey(2)).toBe('sex.female');
    expect(patientSexKey(0)).toBe('sex.female');
    expect(patientSexKey(null)).toBe('sex.female');
  });
});

describe('joinConsultation', () => {
  it('the host gets a meeting room for the consultation', async () => {
    const rooms = backend();
    const join = await setup().joinConsultation(300);
    expect(join).toEqual({
      info: INFO,
      isHost: true,
      room: { roomId: 'r-1', chairPassword: '8888' },
      roomUrl: null,
    });
    expect(rooms).toEqual([`?projectId=300&type=${MEETING_ROOM_TYPE}`]);
  });

  it('a guest gets no room and no room is created', async () => {
    const rooms = backend({ ...INFO, creatorId: 99 });
    await expect(setup().joinConsultation(300)).resolves.toEqual({
      info: { ...INFO, creatorId: 99 },
      isHost: false,
      room: null,
      roomUrl: null,
    });
    expect(rooms).toEqual([]);
  });

  it('keeps only an http(s) room address', async () => {
    backend(INFO, { roomId: 'r-1', chairPassword: '8888', url: 'https://meet.example.com/r-1' });
    await expect(setup().joinConsultation(300, { type: 2 })).resolves.toMatchObject({
      roomUrl: 'https://meet.example.com/r-1',
    });
    const unsafe = await setup().joinConsultation(300, { buildRoomUrl: () => 'javascript:alert(1)' });
    expect(unsafe.roomUrl).toBeNull();
    const built = await setup().joinConsultation(300, {
      buildRoomUrl: (room) => `https://meet.example.com/?room=${room.roomId}`,
    });
    expect(built.roomUrl).toBe('https://meet.example.com/?room=r-1');
  });
});

describe('queries', () => {
  it('getConsultation asks by singleId', async () => {
    let search = '';
    server.use(
      http.get(`${BASE_URLS.main}/consultationSingle/getConsultationInfo`, ({ request }) => {
        search = new URL(request.url).search;
        return ok(INFO);
      }),
    );
    await expect(setup().getConsultation(300)).resolves.toEqual(INFO);
    expect(search).toBe('?singleId=300');
  });

  it('queryMedicalRecords sends paging and the non-blank filters', async () => {
    const seen: string[] = [];
    const page = { records: [], total: 0, pageIndex: 1, pageSize: 10 };
    server.use(
      http.get(`${BASE_URLS.main}/consultationSingle/queryRcsMedicalRecord`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return ok(page);
      }),
    );
    const flow = setup();
    await expect(
      flow.queryMedicalRecords({ pageIndex: 1, pageSize: 10, patName: ' 李四 ', patIdnum: '  ' }),
    ).resolves.toEqual(page);
    await flow.queryMedicalRecords({ pageIndex: 2, pageSize: 20, patIdnum: '4301' });
    expect(seen).toEqual([
      `?pageIndex=1&pageSize=10&patName=${encodeURIComponent('李四')}`,
      '?pageIndex=2&pageSize=20&patIdnum=4301',
    ]);
  });
});
