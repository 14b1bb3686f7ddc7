/**
 * The rooms of a remote consultation (SPEC.md §1, §3, §7.1): a video room and a whiteboard/meeting room, both made
 * with `GET /whiteboard/createHstRoom` for the consultation, and the consultation details the app shows.
 */

import { safeFrameUrl } from '../../domain/url';
import type { MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import {
  type ConsultationInfo,
  MEETING_ROOM_TYPE,
  type PatientSexKey,
  patientSexKey,
  type WhiteboardRoom,
} from './consultation';

/** The rooms a consultation can have. */
export type ConsultationRoomKind = 'video' | 'meeting';

/**
 * The `type` of `createHstRoom` for each room. SPEC.md does not give the values: the meeting room keeps the
 * consultation flow's {@link MEETING_ROOM_TYPE} (1) and the video room is 2, this project's assumption.
 */
export const CONSULTATION_ROOM_TYPES: Readonly<Record<ConsultationRoomKind, number>> = {
  meeting: MEETING_ROOM_TYPE,
  video: 2,
};

/** A room made for a consultation. */
export interface ConsultationRoom {
  kind: ConsultationRoomKind;
  /** The consultation the room is for. */
  singleId: number;
  roomId: string;
  chairPassword: string;
  /** The room's address when the backend sends an http(s) one, otherwise null (the user joins with the room id). */
  url: string | null;
}

/** The consultation details the app shows (SPEC.md §3 "Consultation info"). */
export interface ConsultationSummary {
  singleId: number;
  patName: string;
  patIdnum: string;
  /** Message key of the patient's sex: 1 male, anything else female. */
  sexKey: PatientSexKey;
  patAge: number | null;
  /** The consultation's video room id. */
  rcRoomId: string;
}

/** The state of a consultation by its status code. */
export type ConsultationStatus = 'waiting' | 'inProgress' | 'finished' | 'cancelled';

/**
 * The status codes of a consultation medical record. SPEC.md names the field only; these values are this
 * project's assumption (the demo backend uses them).
 */
export const CONSULTATION_STATUS_CODES: Readonly<Record<number, ConsultationStatus>> = {
  0: 'waiting',
  1: 'inProgress',
  2: 'finished',
  3: 'cancelled',
};

/** The state of a status code, or null for a code the product does not know. */
export function consultationStatus(code: unknown): ConsultationStatus | null {
  return typeof code === 'number' ? (CONSULTATION_STATUS_CODES[code] ?? null) : null;
}

/** The room's address, if the backend sent an http(s) one in a `url` field. */
export function roomUrlOf(room: WhiteboardRoom): string | null {
  return safeFrameUrl(room.url);
}

/** The details of a consultation as shown: the patient's name, id number, sex key and age. */
export function consultationSummary(info: ConsultationInfo): ConsultationSummary {
  const age = Number(info.patAge);
  return {
    singleId: info.singleId,
    patName: typeof info.patName === 'string' ? info.patName : '',
    patIdnum: typeof info.patIdnum === 'string' ? info.patIdnum : '',
    sexKey: patientSexKey(info.patSex),
    patAge: Number.isFinite(age) && age >= 0 ? age : null,
    rcRoomId: typeof info.rcRoomId === 'string' ? info.rcRoomId : '',
  };
}

/** What the consultation rooms need. */
export interface ConsultationRoomsDeps {
  main: ApiClient<MainPaths>;
}

/** Making the rooms of a consultation. */
export interface ConsultationRoomsFlow {
  /** Makes the room of `kind` for the consultation `singleId`. */
  create(
    singleId: number,
    kind: ConsultationRoomKind,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ConsultationRoom>;
}

/** Creates the consultation rooms flow. */
export function createConsultationRooms(deps: ConsultationRoomsDeps): ConsultationRoomsFlow {
  return {
    async create(singleId, kind, options = {}) {
      const room = await deps.main.GET('/whiteboard/createHstRoom', {
        params: { query: { projectId: singleId, type: CONSULTATION_ROOM_TYPES[kind] } },
        signal: options.signal,
      });
      return {
        kind,
        singleId,
        roomId: String(room.roomId ?? ''),
        chairPassword: String(room.chairPassword ?? ''),
        url: roomUrlOf(room),
      };
    },
  };
}
