/**
 * Resident records of the back office (SPEC.md §2.2 /resident-case and /resident-case-detail; §7.4 the
 * enumerations, the region dictionary, the resident by identity card and the team-resident check):
 *
 * - the identity-card rule of the look-up (the record page's address names a tab's reference, see record-refs),
 * - the 15 enumerations of the resident record and the resolution of a coded field to its name,
 * - the names of the regions of a resident's area code, level by level,
 * - whether the resident is served by a team of the current doctor.
 *
 * The medical records of /resident-case come from `consultation.queryMedicalRecords` (features/consultation) and
 * their state from `consultationStatus` (features/consultation).
 *
 * Every fetch resolves to the envelope's data and rejects with the SDK's typed errors.
 */

import { halfWidth } from '../../domain/half-width';
import { isRegionCode, type RegionLevel, regionCodeAt, regionLevelOf } from '../../domain/region';
import type { FdsComponents, FdsPaths, MainComponents } from '../../generated';
import type { ApiClient } from '../../http/client';

type Fds = Pick<ApiClient<FdsPaths>, 'GET' | 'POST'>;

// ---------------------------------------------------------------------------------------------------------------
// Medical records

/** A consultation medical record (a row of `consultation.queryMedicalRecords`). */
export type MedicalRecord = MainComponents['schemas']['MedicalRecord'];

// ---------------------------------------------------------------------------------------------------------------
// Identity cards

/** The longest identity number a look-up accepts (18 characters; 15 for the old cards). */
export const IDENTITY_CARD_MAX_LENGTH = 18;

const IDENTITY_CARD = /^(\d{17}[\dX]|\d{15})$/;

/**
 * An identity number as the backends take it: full-width digits and letters (as a Chinese input method types
 * them) made plain, spaces removed, a trailing 'x' upper-cased.
 */
export function normaliseIdentityCard(raw: string | null | undefined): string {
  return halfWidth(raw ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
}

/**
 * True for a mainland identity number (after {@link normaliseIdentityCard}): 17 digits and a digit or X, or the
 * 15 digits of an old card. The check character is not verified (the backend has records with any).
 */
export function isIdentityCard(raw: string | null | undefined): boolean {
  return IDENTITY_CARD.test(normaliseIdentityCard(raw));
}

// ---------------------------------------------------------------------------------------------------------------
// The resident and its enumerations

/** A resident health record; its coded fields hold ids of enumeration values. */
export type Resident = FdsComponents['schemas']['Resident'];

/** A value of an enumeration. */
export type Enumeration = FdsComponents['schemas']['Enumeration'];

/** Enumeration values by enumeration id (as a string). */
export type EnumerationMap = FdsComponents['schemas']['EnumerationMap'];

/**
 * The enumerations the resident record asks for, in the order of SPEC.md §7.4:
 * 30, 31, 37, 40, 80, 81, 33, 34, 145, 135, 55, 27, 131, 125, 149.
 */
export const RESIDENT_ENUMERATION_IDS: readonly number[] = /* @__PURE__ */ Object.freeze([
  30, 31, 37, 40, 80, 81, 33, 34, 145, 135, 55, 27, 131, 125, 149,
]);

/** The coded fields of a resident record. */
export type ResidentCodedField =
  | 'sex'
  | 'nation'
  | 'maritalStatus'
  | 'education'
  | 'occupation'
  | 'bloodType'
  | 'rhBloodType'
  | 'residenceType'
  | 'insuranceType';

/** The enumeration each coded field of a resident record refers to. */
export const RESIDENT_FIELD_ENUMERATIONS: Readonly<Record<ResidentCodedField, number>> =
  /* @__PURE__ */ Object.freeze({
    sex: 30,
    nation: 31,
    maritalStatus: 37,
    education: 40,
    occupation: 80,
    bloodType: 81,
    rhBloodType: 33,
    residenceType: 34,
    insuranceType: 145,
  });

/** The coded fields in the order a record shows them. */
export const RESIDENT_CODED_FIELDS: readonly ResidentCodedField[] = /* @__PURE__ */ Object.freeze([
  'sex',
  'nation',
  'maritalStatus',
  'education',
  'occupation',
  'bloodType',
  'rhBloodType',
  'residenceType',
  'insuranceType',
]);

/** The values of the 15 enumerations (POST /v1/fds-pc/sys-enum/keys-values-map). Load once and keep. */
export function fetchResidentEnumerations(fds: Fds, signal?: AbortSignal): Promise<EnumerationMap> {
  return fds.POST('/v1/fds-pc/sys-enum/keys-values-map', { body: [...RESIDENT_ENUMERATION_IDS], signal });
}

function valuesOf(map: EnumerationMap | null | undefined, enumId: number): readonly Enumeration[] {
  const list = map?.[String(enumId)];
  return Array.isArray(list) ? list : [];
}

function matches(entry: Enumeration | null | undefined, value: number | string): boolean {
  if (!entry || typeof entry !== 'object') return false;
  if (typeof value === 'number') return entry.id === value;
  return String(entry.id) === value || entry.enumValue === value;
}

/**
 * The name of a coded value: the value whose id (or stored value, for text) it is, in enumeration `enumId` first,
 * then in any enumeration of the map; null when the value is empty or unknown.
 */
export function enumerationName(
  map: EnumerationMap | null | undefined,
  enumId: number,
  value: number | string | null | undefined,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const found =
    valuesOf(map, enumId).find((e) => matches(e, value)) ??
    Object.values(map ?? {})
      .flatMap((list) => (Array.isArray(list) ? list : []))
      .find((e) => matches(e, value));
  const name = typeof found?.enumName === 'string' ? found.enumName.trim() : '';
  return name === '' ? null : name;
}

/** The names of the coded fields of a resident (null where a value is empty or unknown). */
export function residentEnumerationNames(
  resident: Resident,
  map: EnumerationMap | null | undefined,
): Record<ResidentCodedField, string | null> {
  const out = {} as Record<ResidentCodedField, string | null>;
  for (const field of RESIDENT_CODED_FIELDS) {
    out[field] = enumerationName(map, RESIDENT_FIELD_ENUMERATIONS[field], resident[field]);
  }
  return out;
}

/**
 * The resident with an identity card (GET /v1/fds-pc/residents-info/card/{idCard}); null when there is none.
 * The card is normalised first.
 */
export async function fetchResidentByIdCard(
  fds: Fds,
  idCard: string,
  signal?: AbortSignal,
): Promise<Resident | null> {
  const resident = await fds.GET('/v1/fds-pc/residents-info/card/{idCard}', {
    params: { path: { idCard: normaliseIdentityCard(idCard) } },
    signal,
  });
  return resident ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Region names

/** A region of a resident's area, with its name. */
export interface AreaName {
  /** 12-digit code of the region. */
  code: string;
  level: RegionLevel;
  name: string;
}

/** The codes of every region that contains `areaCode`, province first, down to its own level; [] when invalid. */
export function areaCodesOf(areaCode: string | null | undefined): string[] {
  if (!isRegionCode(areaCode)) return [];
  let level: RegionLevel;
  try {
    level = regionLevelOf(areaCode);
  } catch {
    return [];
  }
  const codes: string[] = [];
  for (let at = 1; at <= level; at += 1) codes.push(regionCodeAt(areaCode, at as RegionLevel));
  return codes;
}

/**
 * The names of the regions of an area code, province first (GET /v1/fds-pc/dict-area/code/{code} for each level,
 * in parallel). Rejects when any of them fails; an invalid code gives [] without a call.
 */
export async function fetchAreaNames(fds: Fds, areaCode: string, signal?: AbortSignal): Promise<AreaName[]> {
  const codes = areaCodesOf(areaCode);
  const nodes = await Promise.all(
    codes.map((code) => fds.GET('/v1/fds-pc/dict-area/code/{code}', { params: { path: { code } }, signal })),
  );
  return codes.map((code, i) => {
    const name = nodes[i]?.areaName;
    return {
      code,
      level: regionLevelOf(code),
      name: typeof name === 'string' && name.trim() !== '' ? name.trim() : code,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Team check

/** Whether a resident is served by a team of the doctor, and the team's name. */
export type TeamResidentCheck = FdsComponents['schemas']['TeamResidentCheck'];

/** The query of GET /v1/fds-pc/doctor-base-info/check-team-resident. */
export type TeamResidentQuery =
  FdsPaths['/v1/fds-pc/doctor-base-info/check-team-resident']['get']['parameters']['query'];

/** The query of the team check: the normalised card and the doctor when known. */
export function teamResidentQuery(idCard: string, doctorId?: number | null): TeamResidentQuery {
  const query: TeamResidentQuery = { idCard: normaliseIdentityCard(idCard) };
  if (typeof doctorId === 'number' && Number.isSafeInteger(doctorId) && doctorId > 0)
    query.doctorId = doctorId;
  return query;
}

/** Whether the resident is served by a team of the doctor (the current doctor when none is given). */
export function checkTeamResident(
  fds: Fds,
  query: TeamResidentQuery,
  signal?: AbortSignal,
): Promise<TeamResidentCheck> {
  return fds.GET('/v1/fds-pc/doctor-base-info/check-team-resident', { params: { query }, signal });
}
