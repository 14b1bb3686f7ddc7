/**
 * The charts of the evaluation statistics, in a chunk of their own (loaded when first shown). Every chart is named, and
 * its figures are also written beside it or in the table below it, so colour is never the only signal.
 */
import { type AppraiseShare, type AppraiseUnitStats, formatAmount } from '@mch/sdk';
import { useLocale } from '../../i18n';
import { BarChart } from '../../ui/charts/bar-chart';
import { DonutChart } from '../../ui/charts/donut-chart';
import { RESULT_COLOURS } from './result-badge';

/** Characters of a unit name shown under its bar (the table has the whole name). */
const TICK_CHARS = 7;

/** Props of SharesChart. */
export interface SharesChartProps {
  label: string;
  shares: readonly AppraiseShare[];
  /** The name of each choice, by its value. */
  names: Readonly<Record<0 | 1 | 2, string>>;
  /** The number in the middle (all answers). */
  total: number;
}

/** The answers by choice, as a donut with the total in the middle. */
export function SharesChart({ label, shares, names, total }: SharesChartProps) {
  const locale = useLocale();
  return (
    <DonutChart
      label={label}
      parts={shares.map((s) => ({ name: names[s.result], value: s.count, colour: RESULT_COLOURS[s.result] }))}
      size={170}
      thickness={26}
      centre={formatAmount(total, locale)}
      format={(v) => formatAmount(v, locale)}
    />
  );
}

/** Props of UnitStatsChart. */
export interface UnitStatsChartProps {
  label: string;
  rows: readonly AppraiseUnitStats[];
  names: Readonly<Record<0 | 1 | 2, string>>;
}

/** The answers of each unit by choice, as stacked bars. */
export function UnitStatsChart({ label, rows, names }: UnitStatsChartProps) {
  const locale = useLocale();
  return (
    <BarChart
      label={label}
      height={320}
      rows={rows.map((u) => ({ name: u.unitName, values: [u.verySatisfied, u.satisfied, u.dissatisfied] }))}
      layout="columns"
      stacked
      series={[
        { label: names[0], colour: RESULT_COLOURS[0] },
        { label: names[1], colour: RESULT_COLOURS[1] },
        { label: names[2], colour: RESULT_COLOURS[2] },
      ]}
      legend
      format={(v) => formatAmount(v, locale)}
      tickChars={TICK_CHARS}
      tiltedTicks
      maxBarWidth={32}
    />
  );
}
