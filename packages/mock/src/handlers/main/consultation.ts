/** Consultation (tag Consultation): medical records, consultation details and the whiteboard room. */
import type { HttpHandler } from 'msw';
import { ok, paginate } from '../../core/envelope';
import { fail, queryPage, queryString, requiredInt } from '../../core/request';
import type { ConsultationRow } from '../../core/state';
import { hashOf } from '../../fixtures/random';
import type { MainRoutes, Schemas } from './routes';
import { compareText, contains, pick } from './rows';

/** A consultation as getConsultationInfo answers it. */
function consultationView(c: ConsultationRow): Schemas['ConsultationInfo'] {
  return pick(c, [
    'singleId',
    'rcRoomId',
    'clientType',
    'creatorId',
    'patName',
    'patIdnum',
    'patSex',
    'patAge',
  ]);
}

/** A consultation as a medical record of the list. */
function recordView(c: ConsultationRow): Schemas['MedicalRecord'] {
  return pick(c, [
    'singleId',
    'patName',
    'patIdnum',
    'patSex',
    'patAge',
    'diagnosis',
    'hospitalName',
    'status',
    'createTime',
  ]);
}

/** The Consultation operations. */
export function consultationHandlers({ http, on, roomsOrigin }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/consultationSingle/queryRcsMedicalRecord',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const name = queryString(url, 'patName');
        const idnum = queryString(url, 'patIdnum');
        const rows = st.consultations
          .filter((c) => contains(c.patName, name) && contains(c.patIdnum, idnum))
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.singleId - a.singleId);
        const page = paginate(rows, pageIndex, pageSize);
        return ok('main', { ...page, records: page.records.map(recordView) });
      }),
    ),
    http.get(
      '/consultationSingle/getConsultationInfo',
      on(({ url, st }) => {
        const id = requiredInt(url, 'singleId');
        const c = st.consultations.find((x) => x.singleId === id) ?? fail(`会诊不存在：${id}`);
        return ok('main', consultationView(c));
      }),
    ),
    http.get(
      '/whiteboard/createHstRoom',
      on(({ url, st, user, changed }) => {
        const projectId = requiredInt(url, 'projectId');
        const type = requiredInt(url, 'type');
        const consultation = st.consultations.find((c) => c.singleId === projectId);
        if (!consultation) fail(`会诊不存在：${projectId}`);
        let room = st.rooms.find((r) => r.projectId === projectId && r.type === type);
        if (!room) {
          const h = hashOf(`${projectId}:${type}`);
          room = {
            projectId,
            type,
            roomId: `HST${projectId}${type}${String(h % 10_000).padStart(4, '0')}`,
            chairPassword: String(100_000 + (h % 900_000)),
          };
          st.rooms.push(room);
          changed();
        }
        // The demo's room page: the creator of the consultation joins as host, everyone else as guest.
        const page = new URL('/demo-embedded/meeting.html', roomsOrigin);
        page.searchParams.set('room', room.roomId);
        page.searchParams.set('host', consultation?.creatorId === user.relationId ? '1' : '0');
        return ok('main', { roomId: room.roomId, chairPassword: room.chairPassword, url: page.href });
      }),
    ),
  ];
}
