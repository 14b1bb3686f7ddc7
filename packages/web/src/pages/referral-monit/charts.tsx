/**
 * The charts of the referral monitor, in a chunk of their own (recharts is large). Each chart is named and its
 * figures are in the table beside or below it, so colour is never the only signal.
 */
import { BarChart } from '@mantine/charts';
import { formatAmount, type ProgressStage, type ReferralAreaRow, shortenText } from '@mch/sdk';
import { useLocale } from '../../i18n';

/** Characters of an area or stage name shown at its bar (the table has the whole name). */
const TICK_CHARS = 6;

/** Props of AreaReferralChart. */
export interface AreaReferralChartProps {
  label: string;
  rows: readonly ReferralAreaRow[];
  consultationsLabel: string;
  referralsLabel: string;
}

/** Consultations and referrals of each area, as grouped bars. */
export function AreaReferralChart({
  label,
  rows,
  consultationsLabel,
  referralsLabel,
}: AreaReferralChartProps) {
  const locale = useLocale();
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={260}
        data={rows.map((r) => ({
          areaName: r.areaName,
          consultations: r.consultations,
          referrals: r.referrals,
        }))}
        dataKey="areaName"
        series={[
          { name: 'referrals', label: referralsLabel, color: 'orange.7' },
          { name: 'consultations', label: consultationsLabel, color: 'blue.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'top', height: 32 }}
        tickLine="y"
        valueFormatter={(v) => formatAmount(v, locale)}
        xAxisProps={{ tickFormatter: (v: unknown) => shortenText(String(v), TICK_CHARS).text, interval: 0 }}
        maxBarWidth={24}
      />
    </div>
  );
}

/** Props of ProgressStagesChart. */
export interface ProgressStagesChartProps {
  label: string;
  stages: readonly ProgressStage[];
  countLabel: string;
}

/** Items at each stage of the work, as horizontal bars with their counts. */
export function ProgressStagesChart({ label, stages, countLabel }: ProgressStagesChartProps) {
  const locale = useLocale();
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={Math.max(140, stages.length * 36 + 40)}
        data={stages.map((s) => ({ label: s.label, count: s.count }))}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'count', label: countLabel, color: 'indigo.6' }]}
        withBarValueLabel
        valueFormatter={(v) => formatAmount(v, locale)}
        yAxisProps={{ width: 96, tickFormatter: (v: unknown) => shortenText(String(v), TICK_CHARS + 2).text }}
        gridAxis="none"
        tickLine="none"
        maxBarWidth={22}
      />
    </div>
  );
}
