/** The statistics filter as the user sets it. */
export interface StatsFilterValue {
  /** The chosen area (any level) or null for the whole province of the user. */
  areaCode: string | null;
  /** The period ('YYYY-MM-DD' each); either end may be open while the user picks. */
  period: [string | null, string | null];
  /** All units of the area, or only the user's unit. */
  scope: 'area' | 'unit';
}

/** The filter the page starts with: the user's province, all time, all units. */
export const EMPTY_STATS_FILTER: StatsFilterValue = { areaCode: null, period: [null, null], scope: 'area' };
