/**
 * The charts of the workbench, in a chunk of their own (recharts is large): the page shows its numbers first and
 * the charts when this module has loaded. Every chart has a hidden table of its figures for screen readers, and the
 * figures are written on the bars or beside the chart, so colour is never the only signal.
 */
import { BarChart, DonutChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { type AreaStats, formatAmount, type ProgressStage, shortenText } from '@mch/sdk';
import { useLocale } from '../../i18n';
import { areaChartHeight, MY_WORK_DONUT_SIZE, progressChartHeight } from './chart-sizes';

/** Characters of an area or stage name shown under its bar (the tooltip has the whole name). */
const TICK_CHARS = 6;

interface FigureTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly [string, ...number[]])[];
}

function FigureTable({ caption, columns, rows }: FigureTableProps) {
  const locale = useLocale();
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([name, ...values], i) => (
            <Table.Tr key={`${i}-${name}`}>
              <Table.Th scope="row">{name}</Table.Th>
              {values.map((v, j) => (
                <Table.Td key={columns[j + 1] ?? j}>{formatAmount(v, locale)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
  const rows = data.map((a) => ({
    areaName: a.areaName,
    consultations: a.consultations,
    referrals: a.referrals,
  }));
  return (
    <>
      <div role="img" aria-label={label}>
        <BarChart
          h={areaChartHeight(rows.length)}
          data={rows}
          dataKey="areaName"
          orientation="vertical"
          series={[
            { name: 'consultations', label: consultationsLabel, color: 'blue.6' },
            { name: 'referrals', label: referralsLabel, color: 'teal.6' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'top', height: 32 }}
          gridAxis="x"
          tickLine="none"
          valueFormatter={(v) => formatAmount(v, locale)}
          yAxisProps={{
            width: 88,
            interval: 0,
            tickFormatter: (v: unknown) => shortenText(String(v), TICK_CHARS).text,
          }}
          barProps={{ radius: 2 }}
          maxBarWidth={12}
        />
      </div>
      <FigureTable
        caption={label}
        columns={[areaLabel, consultationsLabel, referralsLabel]}
        rows={data.map((a) => [a.areaName, a.consultations, a.referrals] as const)}
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
      <div role="img" aria-label={label}>
        <DonutChart
          data={parts.map((p) => ({ ...p }))}
          size={MY_WORK_DONUT_SIZE}
          thickness={22}
          chartLabel={formatAmount(total, locale)}
          valueFormatter={(v) => formatAmount(v, locale)}
          withTooltip
          tooltipDataSource="segment"
        />
      </div>
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
  const locale = useLocale();
  const rows = data.map((s) => ({ label: s.label, count: s.count }));
  return (
    <>
      <div role="img" aria-label={label}>
        <BarChart
          h={progressChartHeight(rows.length)}
          data={rows}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'count', label: countLabel, color: 'indigo.6' }]}
          withBarValueLabel
          valueFormatter={(v) => formatAmount(v, locale)}
          yAxisProps={{
            width: 96,
            tickFormatter: (v: unknown) => shortenText(String(v), TICK_CHARS + 2).text,
          }}
          gridAxis="none"
          tickLine="none"
          maxBarWidth={22}
        />
      </div>
      <FigureTable
        caption={label}
        columns={[stageLabel, countLabel]}
        rows={data.map((s) => [s.label, s.count] as const)}
      />
    </>
  );
}
