import { MAIN_IDS } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, signedIn } from '../../../test/helpers';
import { toUserInfo, type UserInfo } from '../session/session';
import { createConsultation, isHost, MEETING_ROOM_TYPE, patientSexKey } from './consultation';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The consultation flow of demo-doctor (doctor 3001, the creator of MAIN_IDS.consultationByDoctor). */
function setup() {
  const t = signedIn();
  const user = toUserInfo(demoUser(t.demo, 'demo-doctor')) as UserInfo;
  const flow = createConsultation({ main: t.wb.main, getUser: () => user });
  const info = (singleId: number) => {
    const c = t.demo.db().main.consultations.find((x) => x.singleId === singleId);
    if (!c) throw new Error(`no consultation ${singleId}`);
    const { singleId: id, rcRoomId, clientType, creatorId, patName, patIdnum, patSex, patAge } = c;
    return { singleId: id, rcRoomId, clientType, creatorId, patName, patIdnum, patSex, patAge };
  };
  const rooms = () => t.demo.requestsTo('GET main /whiteboard/createHstRoom').map((r) => r.search);
  return { flow, demo: t.demo, info, rooms };
}

const HOSTED = MAIN_IDS.consultationByDoctor;
const INVITED = MAIN_IDS.consultationInvitingDoctor;

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
    const { flow, demo, info, rooms } = setup();
    // A room answer without an address: the SDK makes none up.
    demo.answer('GET main /whiteboard/createHstRoom', {
      json: { code: 0, msg: '', data: { roomId: 'r-1', chairPassword: '8888' } },
    });
    const join = await flow.joinConsultation(HOSTED);
    expect(join).toEqual({
      info: info(HOSTED),
      isHost: true,
      room: { roomId: 'r-1', chairPassword: '8888' },
      roomUrl: null,
    });
    expect(rooms()).toEqual([`?projectId=${HOSTED}&type=${MEETING_ROOM_TYPE}`]);
  });

  it('a guest gets no room and no room is created', async () => {
    const { flow, info, rooms } = setup();
    await expect(flow.joinConsultation(INVITED)).resolves.toEqual({
      info: info(INVITED),
      isHost: false,
      room: null,
      roomUrl: null,
    });
    expect(rooms()).toEqual([]);
  });

  it('keeps only an http(s) room address', async () => {
    const { flow, demo } = setup();
    const given = await flow.joinConsultation(HOSTED, { type: 2 });
    expect(given.roomUrl).toMatch(/^http:\/\/localhost\/demo-embedded\/meeting\.html\?room=/);
    expect(demo.requestsTo('GET main /whiteboard/createHstRoom').at(-1)?.query.type).toBe('2');
    const unsafe = await flow.joinConsultation(HOSTED, { buildRoomUrl: () => 'javascript:alert(1)' });
    expect(unsafe.roomUrl).toBeNull();
    const built = await flow.joinConsultation(HOSTED, {
      buildRoomUrl: (room) => `https://meet.example.com/?room=${room.roomId}`,
    });
    expect(built.roomUrl).toBe(`https://meet.example.com/?room=${built.room?.roomId}`);
  });
});

describe('queries', () => {
  it('getConsultation asks by singleId', async () => {
    const { flow, demo, info } = setup();
    await expect(flow.getConsultation(HOSTED)).resolves.toEqual(info(HOSTED));
    expect(demo.requests()).toEqual([`GET main /consultationSingle/getConsultationInfo?singleId=${HOSTED}`]);
  });

  it('queryMedicalRecords sends paging and the non-blank filters', async () => {
    const { flow, demo, info } = setup();
    const patient = info(HOSTED);
    const found = await flow.queryMedicalRecords({
      pageIndex: 1,
      pageSize: 10,
      patName: ` ${patient.patName} `,
      patIdnum: '  ',
    });
    expect(found.records.map((r) => r.patName)).toContain(patient.patName);
    expect(found.records.every((r) => r.patName.includes(patient.patName))).toBe(true);
    const second = await flow.queryMedicalRecords({ pageIndex: 2, pageSize: 20, patIdnum: '4301' });
    expect(second).toMatchObject({ pageIndex: 2, pageSize: 20 });
    expect(second.records.every((r) => r.patIdnum.includes('4301'))).toBe(true);
    expect(demo.seen.map((r) => r.search)).toEqual([
      `?pageIndex=1&pageSize=10&patName=${encodeURIComponent(patient.patName)}`,
      '?pageIndex=2&pageSize=20&patIdnum=4301',
    ]);
  });
});
