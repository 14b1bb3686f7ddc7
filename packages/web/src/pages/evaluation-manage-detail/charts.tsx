/**
 * The charts of the evaluation statistics, in a chunk of their own (recharts is large). Every chart is named, and
 * its figures are also written beside it or in the table below it, so colour is never the only signal.
 */
import { BarChart, DonutChart } from '@mantine/charts';
import { type AppraiseShare, type AppraiseUnitStats, formatAmount, shortenText } from '@mch/sdk';
import { useLocale } from '../../i18n';
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
    <div role="img" aria-label={label}>
      <DonutChart
        data={shares.map((s) => ({ name: names[s.result], value: s.count, color: RESULT_COLOURS[s.result] }))}
        size={170}
        thickness={26}
        chartLabel={formatAmount(total, locale)}
        valueFormatter={(v) => formatAmount(v, locale)}
        withTooltip
        tooltipDataSource="segment"
      />
    </div>
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
    <div role="img" aria-label={label}>
      <BarChart
        h={320}
        data={rows.map((u) => ({
          unitName: u.unitName,
          verySatisfied: u.verySatisfied,
          satisfied: u.satisfied,
          dissatisfied: u.dissatisfied,
        }))}
        dataKey="unitName"
        type="stacked"
        series={[
          { name: 'verySatisfied', label: names[0], color: RESULT_COLOURS[0] },
          { name: 'satisfied', label: names[1], color: RESULT_COLOURS[1] },
          { name: 'dissatisfied', label: names[2], color: RESULT_COLOURS[2] },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'top', height: 32 }}
        tickLine="y"
        valueFormatter={(v) => formatAmount(v, locale)}
        xAxisProps={{
          tickFormatter: (v: unknown) => shortenText(String(v), TICK_CHARS).text,
          interval: 0,
          angle: -25,
          textAnchor: 'end',
          height: 64,
        }}
        maxBarWidth={32}
      />
    </div>
  );
}
