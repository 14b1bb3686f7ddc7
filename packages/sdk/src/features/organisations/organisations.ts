/**
 * Signed-organisation management of the back office (SPEC.md §2.2 /mahefnq, §7.4 org-info, §7.1 doctorUser): the
 * organisations level by level (child lists, 0 for the top level), an organisation's detail and parent unit, the
 * create/edit form with its rules (required fields, the mobile rule of SPEC.md §5, lengths), and the doctors of the
 * platform. The offices and doctors of one unit are read with `fetchUnitOffices` / `fetchUnitDoctors`.
 */

import { halfWidth } from '../../domain/half-width';
import { isRegionCode, regionCodeAt, regionLevelOf } from '../../domain/region';
import { textMatches } from '../../domain/text';
import { UNIT_TYPE_CODES } from '../../domain/unit-types';
import { isMobile } from '../../domain/validators';
import type { FdsComponents, FdsPaths, MainComponents, MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import { beforeChange, WorkbenchError } from '../../http/errors';

type Fds = Pick<ApiClient<FdsPaths>, 'GET' | 'POST' | 'PUT'>;
type Main = Pick<ApiClient<MainPaths>, 'GET'>;

/** An organisation (unit) of the grassroots health-service backend. */
export type SignedOrg = FdsComponents['schemas']['OrgInfo'];
/** The body that creates or changes an organisation. */
export type SignedOrgInput = FdsComponents['schemas']['OrgInfoInput'];
/** A doctor as the doctor lists give it. */
export type PlatformDoctor = MainComponents['schemas']['Doctor'];

/** The parent id whose child list is the top level of the organisations. */
export const TOP_ORG_PARENT_ID = 0;

/** The unit types an organisation may have (1 provincial … 5 village or station). */
export const ORG_UNIT_TYPES: readonly number[] = UNIT_TYPE_CODES;

/** Longest texts of the organisation form, in characters. */
export const ORG_FIELD_LIMITS = { name: 100, shortName: 50, address: 200, contactName: 50 } as const;

/** Which organisations a list shows by their signed state. */
export type SignedFilter = 'all' | 'signed' | 'unsigned';

/** The signed filters in the order they are offered. */
export const SIGNED_FILTERS: readonly SignedFilter[] = /* @__PURE__ */ Object.freeze([
  'all',
  'signed',
  'unsigned',
] as const);

/** What a list of organisations is filtered by (in memory: the child lists are not paged by the backend). */
export interface OrgListFilter {
  /** Part of the name, short name or area name. */
  text?: string | null;
  signed?: SignedFilter | null;
}

/** The organisations of a child list that match the filter, in the backend's order. */
export function filterOrgs(
  orgs: readonly SignedOrg[] | null | undefined,
  filter: OrgListFilter = {},
): SignedOrg[] {
  const signed = filter.signed ?? 'all';
  return (orgs ?? []).filter(
    (o) =>
      textMatches(filter.text, o.name, o.shortName, o.areaName) &&
      (signed === 'all' || (signed === 'signed') === (o.signed === true)),
  );
}

/** The organisations under `parentId` ({@link TOP_ORG_PARENT_ID} for the top level). */
export async function fetchOrgChildren(
  fds: Fds,
  parentId: number,
  signal?: AbortSignal,
): Promise<SignedOrg[]> {
  const list = await fds.GET('/v1/fds-pc/org-info/child-list/{parentId}', {
    params: { path: { parentId } },
    signal,
  });
  return Array.isArray(list) ? list : [];
}

/** The detail of an organisation (GET /v1/fds-pc/org-info/org-info/{id}). */
export function fetchOrgDetail(fds: Fds, id: number, signal?: AbortSignal): Promise<SignedOrg> {
  return fds.GET('/v1/fds-pc/org-info/org-info/{id}', { params: { path: { id } }, signal });
}

/** An organisation as the edit form starts from it (GET /v1/fds-pc/org-info/{id}). */
export function fetchOrgForEdit(fds: Fds, id: number, signal?: AbortSignal): Promise<SignedOrg> {
  return fds.GET('/v1/fds-pc/org-info/{id}', { params: { path: { id } }, signal });
}

/** The parent unit of an organisation, or null for a top-level one. */
export async function fetchOrgParentUnit(
  fds: Fds,
  id: number,
  signal?: AbortSignal,
): Promise<SignedOrg | null> {
  const parent = await fds.GET('/v1/fds-pc/org-info/parent-unit/{id}', { params: { path: { id } }, signal });
  return parent ?? null;
}

/** Every doctor of the platform (GET v1/doctorUser/queryAll). */
export async function fetchAllDoctors(main: Main, signal?: AbortSignal): Promise<PlatformDoctor[]> {
  const list = await main.GET('/v1/doctorUser/queryAll', { signal });
  return Array.isArray(list) ? list : [];
}

/** The doctors whose name, title, mobile or office contains `text` (all when it is blank). */
export function filterDoctors(
  doctors: readonly PlatformDoctor[] | null | undefined,
  text: string | null | undefined,
): PlatformDoctor[] {
  return (doctors ?? []).filter((d) => textMatches(text, d.name, d.title, d.mobile, d.officeName));
}

// ---------------------------------------------------------------------------------------------------------------
// The form

/** The organisation form as the user fills it in. */
export interface OrgForm {
  /** The organisation being changed; null or absent for a new one. */
  id?: number | null;
  /** The parent unit; null for a top-level organisation. */
  parentId: number | null;
  name: string;
  shortName: string;
  /** The area of the organisation at any level (sent as 12 digits); null while none is chosen. */
  areaCode: string | null;
  unitType: number | null;
  address: string;
  contactName: string;
  contactMobile: string;
  signed: boolean;
}

/** True when `value` has the shape of an {@link OrgForm} (a kept draft, from storage another version may have written). */
export function isOrgForm(value: unknown): value is OrgForm {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const text = (k: string) => typeof v[k] === 'string';
  const idOrNull = (k: string) => v[k] === null || v[k] === undefined || typeof v[k] === 'number';
  return (
    ['name', 'shortName', 'address', 'contactName', 'contactMobile'].every(text) &&
    idOrNull('id') &&
    idOrNull('parentId') &&
    idOrNull('unitType') &&
    (v.areaCode === null || typeof v.areaCode === 'string') &&
    typeof v.signed === 'boolean'
  );
}

/** A field of the organisation form. */
export type OrgField = Exclude<keyof OrgForm, 'id' | 'parentId' | 'signed'>;

/** The message key of an organisation field's problem. */
export type OrgFieldError =
  | 'validation.required'
  | 'validation.mobile'
  | 'org.tooLong'
  | 'org.invalidArea'
  | 'org.areaAboveLevel'
  | 'org.duplicateName';

/** Each invalid field with its message key; empty when the form is valid. */
export type OrgErrors = Partial<Record<OrgField, OrgFieldError>>;

/** A save the SDK refused without saving: the form is invalid, or the parent already has an organisation of the name. */
export class OrgFormError extends WorkbenchError {
  override readonly name: string = 'OrgFormError';
  /** The invalid fields. */
  readonly fieldErrors: OrgErrors;
  constructor(fieldErrors: OrgErrors) {
    super('The organisation form is invalid');
    this.fieldErrors = fieldErrors;
  }
}

/** A new organisation's form under `parentId` (null: top level): empty, not signed. */
export function emptyOrgForm(parentId: number | null): OrgForm {
  return {
    id: null,
    parentId,
    name: '',
    shortName: '',
    areaCode: null,
    unitType: null,
    address: '',
    contactName: '',
    contactMobile: '',
    signed: false,
  };
}

/** The form of an existing organisation (to change it). */
export function orgFormOf(org: SignedOrg): OrgForm {
  return {
    id: org.id,
    parentId: org.parentId ?? null,
    name: org.name ?? '',
    shortName: org.shortName ?? '',
    areaCode: isRegionCode(org.areaCode) ? org.areaCode : null,
    unitType: Number.isInteger(org.unitType) ? org.unitType : null,
    address: org.address ?? '',
    contactName: org.contactName ?? '',
    contactMobile: org.contactMobile ?? '',
    signed: org.signed === true,
  };
}

const length = (v: string) => [...v.trim()].length;

/** The 12-digit code of an area chosen at any level, or null when it is not a region code. */
export function orgAreaCode(code: string | null | undefined): string | null {
  if (!isRegionCode(code)) return null;
  return regionCodeAt(code, regionLevelOf(code));
}

/**
 * A contact mobile as typed, made plain: full-width forms folded, trimmed, and the spaces or hyphens of its usual
 * grouping (138 1234 5678, 138-1234-5678) taken out of a number of digits.
 */
function plainMobile(raw: string): string {
  const text = halfWidth(raw).trim();
  return /^[\d\s-]+$/.test(text) ? text.replace(/[\s-]/g, '') : text;
}

/**
 * Checks the organisation form: name, area and unit type are required; the area goes down at least to the level of
 * the unit type (a unit type is the level of its unit's area: a village station is not placed at a province); the
 * contact mobile, when given, follows the mobile rule; name, short name, address and contact name have maximum
 * lengths ({@link ORG_FIELD_LIMITS}).
 */
export function validateOrgForm(form: OrgForm): OrgErrors {
  const errors: OrgErrors = {};
  if (form.name.trim() === '') errors.name = 'validation.required';
  else if (length(form.name) > ORG_FIELD_LIMITS.name) errors.name = 'org.tooLong';
  if (length(form.shortName) > ORG_FIELD_LIMITS.shortName) errors.shortName = 'org.tooLong';
  if (form.areaCode === null || form.areaCode.trim() === '') errors.areaCode = 'validation.required';
  else if (!orgAreaCode(form.areaCode.trim())) errors.areaCode = 'org.invalidArea';
  if (form.unitType === null || !ORG_UNIT_TYPES.includes(form.unitType))
    errors.unitType = 'validation.required';
  const area = errors.areaCode === undefined ? orgAreaCode(form.areaCode?.trim()) : null;
  if (
    area !== null &&
    errors.unitType === undefined &&
    form.unitType !== null &&
    regionLevelOf(area) < form.unitType
  )
    errors.areaCode = 'org.areaAboveLevel';
  if (length(form.address) > ORG_FIELD_LIMITS.address) errors.address = 'org.tooLong';
  if (length(form.contactName) > ORG_FIELD_LIMITS.contactName) errors.contactName = 'org.tooLong';
  const mobile = plainMobile(form.contactMobile);
  if (mobile !== '' && !isMobile(mobile)) errors.contactMobile = 'validation.mobile';
  return errors;
}

/** The body for a valid form: texts trimmed, the area as 12 digits, the short name the name when left empty. */
export function orgInputOf(form: OrgForm): SignedOrgInput {
  const name = form.name.trim();
  return {
    parentId: form.parentId,
    name,
    shortName: form.shortName.trim() || name,
    areaCode: orgAreaCode(form.areaCode?.trim()) ?? '',
    unitType: form.unitType ?? 0,
    address: form.address.trim(),
    contactName: form.contactName.trim(),
    contactMobile: plainMobile(form.contactMobile),
    signed: form.signed,
  };
}

/** A name as organisations are told apart: trimmed, inner spaces and full-width forms folded, case ignored. */
function nameKey(name: string | null | undefined): string {
  return halfWidth(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * Saves the form: checks it, reads the parent's organisations (GET /v1/fds-pc/org-info/child-list/{parentId}) to
 * refuse a second organisation of the same name under one parent (a unit entered twice, which the list would then
 * show twice), then POST /v1/fds-pc/org-info for a new organisation, PUT /v1/fds-pc/org-info/{id} for an existing
 * one. Rejects with an {@link OrgFormError} (nothing saved) when the form is invalid or the name is taken, with a
 * {@link NotSentError} when the names could not be read (nothing was sent), with the save's error when it fails.
 */
export async function saveOrg(fds: Fds, form: OrgForm, signal?: AbortSignal): Promise<SignedOrg> {
  const errors = validateOrgForm(form);
  if (Object.keys(errors).length > 0) throw new OrgFormError(errors);
  const body = orgInputOf(form);
  const siblings = await beforeChange(fetchOrgChildren(fds, form.parentId ?? TOP_ORG_PARENT_ID, signal));
  const key = nameKey(body.name);
  if (siblings.some((o) => o.id !== form.id && nameKey(o.name) === key)) {
    throw new OrgFormError({ name: 'org.duplicateName' });
  }
  if (typeof form.id === 'number') {
    return fds.PUT('/v1/fds-pc/org-info/{id}', { params: { path: { id: form.id } }, body, signal });
  }
  return fds.POST('/v1/fds-pc/org-info', { body, signal });
}
