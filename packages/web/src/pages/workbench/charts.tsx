/**
 * The charts of the workbench, in a chunk of their own: the page shows its numbers first and the charts when this
 * module has loaded. Every chart has a hidden table of its figures for screen readers, and the
 * figures are written on the bars or beside the chart, so colour is never the only signal.
 */
import { VisuallyHidden } from '@mantine/core';
import { type AreaStats, displayValue, formatAmount, type ProgressStage } from '@mch/sdk';
import { useLocale } from '../../i18n';
import { BarChart } from '../../ui/charts/bar-chart';
import { DonutChart } from '../../ui/charts/donut-chart';
import { StagesChart } from '../../ui/charts/stages-chart';
import { areaChartHeight, MY_WORK_DONUT_SIZE } from './chart-sizes';

/** Characters of an area or stage name shown under its bar (the tooltip has the whole name). */
const TICK_CHARS = 6;

interface FigureTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly [string, ...number[]])[];
}

function FigureTable({ caption, columns, rows }: FigureTableProps) {
  const locale = useLocale();
  // Plain table elements: the table is never seen, so Mantine's styled Table parts (three components and a Box for
  // each cell) would only add work to the page's render.
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values], i) => (
            <tr key={`${i}-${name}`}>
              <th scope="row">{name}</th>
              {values.map((v, j) => (
                <td key={columns[j + 1] ?? j}>{formatAmount(v, locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

/** Props of AreaStatsChart. */
export interface AreaStatsChartProps {
  data: readonly AreaStats[];
  label: string;
  areaLabel: string;
  consultationsLabel: string;
  referralsLabel: string;
}

/** Consultations and referrals of each child area, as grouped bars. */
export function AreaStatsChart({
  data,
  label,
  areaLabel,
  consultationsLabel,
  referralsLabel,
}: AreaStatsChartProps) {
  const locale = useLocale();
  return (
    <>
      <BarChart
        label={label}
        height={areaChartHeight(data.length)}
        rows={data.map((a) => ({ name: displayValue(a.areaName), values: [a.consultations, a.referrals] }))}
        layout="rows"
        series={[
          { label: consultationsLabel, colour: 'blue.6' },
          { label: referralsLabel, colour: 'teal.6' },
        ]}
        legend
        format={(v) => formatAmount(v, locale)}
        axisWidth={88}
        tickChars={TICK_CHARS}
        maxBarWidth={12}
      />
      <FigureTable
        caption={label}
        columns={[areaLabel, consultationsLabel, referralsLabel]}
        rows={data.map((a) => [displayValue(a.areaName), a.consultations, a.referrals] as const)}
      />
    </>
  );
}

/** Props of MyWorkChart. */
export interface MyWorkChartProps {
  label: string;
  /** Headers of the hidden table: the state and the count. */
  columns: readonly [string, string];
  total: number;
  parts: readonly { name: string; value: number; color: string }[];
}

/** The user's consultations by state, as a donut with the total in the middle. */
export function MyWorkChart({ label, columns, total, parts }: MyWorkChartProps) {
  const locale = useLocale();
  return (
    <>
      <DonutChart
        label={label}
        parts={parts.map((p) => ({ name: p.name, value: p.value, colour: p.color }))}
        size={MY_WORK_DONUT_SIZE}
        thickness={22}
        centre={formatAmount(total, locale)}
        format={(v) => formatAmount(v, locale)}
      />
      <FigureTable caption={label} columns={columns} rows={parts.map((p) => [p.name, p.value] as const)} />
    </>
  );
}

/** Props of ProgressChart. */
export interface ProgressChartProps {
  data: readonly ProgressStage[];
  label: string;
  stageLabel: string;
  countLabel: string;
}

/** Items at each stage of the work progress monitor, as horizontal bars with their counts. */
export function ProgressChart({ data, label, stageLabel, countLabel }: ProgressChartProps) {
  return (
    <>
      <StagesChart label={label} stages={data} countLabel={countLabel} />
      <FigureTable
        caption={label}
        columns={[stageLabel, countLabel]}
        rows={data.map((s) => [s.label, s.count] as const)}
      />
    </>
  );
}
