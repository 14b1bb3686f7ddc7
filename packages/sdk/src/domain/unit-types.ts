/**
 * Unit types (SPEC.md §3): the type code of a unit (1-5) is the level of its area, from province to station.
 */

/** The kinds of unit behind the unit type codes 1-5 (the level of the unit's area). */
export const UNIT_TYPES = ['province', 'city', 'district', 'community', 'station'] as const;

/** A kind of unit. */
export type UnitType = (typeof UNIT_TYPES)[number];

/** The unit type codes, in order: 1 province, 2 city, 3 county, 4 community or township, 5 station. */
export const UNIT_TYPE_CODES: readonly number[] = /* @__PURE__ */ Object.freeze([1, 2, 3, 4, 5]);

/** The kind of unit of a unit type code (1 province … 5 station or clinic), or null for an unknown code. */
export function unitTypeOf(code: number | null | undefined): UnitType | null {
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  return UNIT_TYPES[code - 1] ?? null;
}
