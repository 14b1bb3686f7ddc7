// The value axis of the app's charts: a top that is a round number and the ticks from zero to it.

/** The value axis of a chart: its top and the values of its ticks, from 0 to the top. */
export interface ValueScale {
  max: number;
  ticks: number[];
}

/**
 * The axis for values up to `largest`, in about `count` steps of 1, 2, 2.5 or 5 times a power of ten (whole
 * numbers only: every figure of the app's charts is a count). An empty or all-zero chart gets the axis 0 to 1.
 */
export function valueScale(largest: number, count = 4): ValueScale {
  if (!Number.isFinite(largest) || largest <= 0) return { max: 1, ticks: [0, 1] };
  const rough = largest / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  const wholeStep = Number.isInteger(step) ? step : Math.ceil(step);
  const max = Math.ceil(largest / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += wholeStep) ticks.push(v);
  return { max, ticks };
}

/** The share of the axis a value takes, in percent (0 to 100). */
export const percentOf = (value: number, max: number): number =>
  max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;

/** A Mantine colour name (`'blue.6'`) as the CSS variable of the theme's colour; other values are kept. */
export function colourVar(colour: string): string {
  const match = /^([a-z]+)\.(\d)$/.exec(colour);
  return match ? `var(--mantine-color-${match[1]}-${match[2]})` : colour;
}
