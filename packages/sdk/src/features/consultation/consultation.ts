/**
 * Remote consultation (SPEC.md §3, §4, §7.1): the consultation info, the host decision of the invitation to a
 * meeting, the meeting room the host opens, and the consultation medical records.
 */

import { safeFrameUrl } from '../../domain/url';
import type { MainComponents, MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import type { UserInfo } from '../session/session';

/** A remote consultation. */
export type ConsultationInfo = MainComponents['schemas']['ConsultationInfo'];

/** A whiteboard/meeting room. */
export type WhiteboardRoom = MainComponents['schemas']['WhiteboardRoom'];

/** A page of consultation medical records. */
export type MedicalRecordPage = MainComponents['schemas']['MedicalRecordPage'];

/**
 * The room `type` sent to `GET /whiteboard/createHstRoom` when the caller gives none. SPEC.md does not give the
 * value; 1 is this project's assumption.
 */
export const MEETING_ROOM_TYPE = 1;

/** The message key of a patient's sex: 1 is male, anything else female. */
export type PatientSexKey = 'sex.male' | 'sex.female';

/** What joining a consultation gives the app. */
export interface ConsultationJoin {
  info: ConsultationInfo;
  /** The current doctor created the consultation. */
  isHost: boolean;
  /** The meeting room, created only for the host. */
  room: WhiteboardRoom | null;
  /** The room's address when it is an http(s) URL that may be framed, otherwise null. */
  roomUrl: string | null;
}

/** Options of {@link ConsultationFlow.joinConsultation}. */
export interface JoinOptions {
  /** The room type (default {@link MEETING_ROOM_TYPE}). */
  type?: number;
  /**
   * Builds the room's address from the room; the result is kept only when it is an http(s) URL. By default the
   * room's own `url` field is used when the backend sends one.
   */
  buildRoomUrl?: (room: WhiteboardRoom, info: ConsultationInfo) => string | null | undefined;
  signal?: AbortSignal;
}

/** Filters and paging of the medical-record list. */
export interface MedicalRecordQuery {
  pageIndex: number;
  pageSize: number;
  patName?: string | null;
  patIdnum?: string | null;
}

/** What the consultation flow needs. */
export interface ConsultationDeps {
  main: ApiClient<MainPaths>;
  /** The current user (the host decision). */
  getUser: () => UserInfo | null;
}

/** The consultation flow. */
export interface ConsultationFlow {
  /** The consultation with this id. */
  getConsultation(singleId: number, options?: { signal?: AbortSignal }): Promise<ConsultationInfo>;
  /** Loads the consultation, decides the host and, for the host, creates the meeting room. */
  joinConsultation(singleId: number, options?: JoinOptions): Promise<ConsultationJoin>;
  /** One page of consultation medical records; blank filters are left out. */
  queryMedicalRecords(
    query: MedicalRecordQuery,
    options?: { signal?: AbortSignal },
  ): Promise<MedicalRecordPage>;
}

/** True when the user's doctor record created the consultation. */
export function isHost(
  info: Pick<ConsultationInfo, 'creatorId'> | null | undefined,
  user: Pick<UserInfo, 'doctorId'> | null | undefined,
): boolean {
  if (!info || !user || user.doctorId === null || user.doctorId === undefined) return false;
  const creator: unknown = info.creatorId;
  if (creator === null || creator === undefined || creator === '') return false;
  return String(creator) === String(user.doctorId);
}

/** 'sex.male' for 1 (number or string), otherwise 'sex.female'. */
export function patientSexKey(patSex: unknown): PatientSexKey {
  return Number(patSex) === 1 && patSex !== '' && patSex !== null ? 'sex.male' : 'sex.female';
}

function defaultRoomUrl(room: WhiteboardRoom): string | null {
  const url: unknown = room.url;
  return typeof url === 'string' ? url : null;
}

/** Creates the consultation flow. */
export function createConsultation(deps: ConsultationDeps): ConsultationFlow {
  const getConsultation: ConsultationFlow['getConsultation'] = (singleId, options = {}) =>
    deps.main.GET('/consultationSingle/getConsultationInfo', {
      params: { query: { singleId } },
      signal: options.signal,
    });

  return {
    getConsultation,
    async joinConsultation(singleId, options = {}) {
      const info = await getConsultation(singleId, { signal: options.signal });
      const host = isHost(info, deps.getUser());
      if (!host) return { info, isHost: false, room: null, roomUrl: null };
      const room = await deps.main.GET('/whiteboard/createHstRoom', {
        params: { query: { projectId: singleId, type: options.type ?? MEETING_ROOM_TYPE } },
        signal: options.signal,
      });
      const url = options.buildRoomUrl ? options.buildRoomUrl(room, info) : defaultRoomUrl(room);
      return { info, isHost: true, room, roomUrl: safeFrameUrl(url) };
    },
    queryMedicalRecords(query, options = {}) {
      const patName = query.patName?.trim();
      const patIdnum = query.patIdnum?.trim();
      return deps.main.GET('/consultationSingle/queryRcsMedicalRecord', {
        params: {
          query: {
            pageIndex: query.pageIndex,
            pageSize: query.pageSize,
            ...(patName ? { patName } : {}),
            ...(patIdnum ? { patIdnum } : {}),
          },
        },
        signal: options.signal,
      });
    },
  };
}
