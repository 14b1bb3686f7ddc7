/**
 * The charts of the referral monitor, in a chunk of their own (loaded when first shown). Each chart is named and its
 * figures are in the table beside or below it, so colour is never the only signal.
 */
import { formatAmount, type ReferralAreaRow } from '@mch/sdk';
import { useLocale } from '../../i18n';
import { BarChart } from '../../ui/charts/bar-chart';

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
    <BarChart
      label={label}
      height={260}
      rows={rows.map((r) => ({ name: r.areaName, values: [r.referrals, r.consultations] }))}
      layout="columns"
      series={[
        { label: referralsLabel, colour: 'orange.7' },
        { label: consultationsLabel, colour: 'blue.6' },
      ]}
      legend
      format={(v) => formatAmount(v, locale)}
      tickChars={TICK_CHARS}
      // Tilted, like the evaluation's chart by unit: 16 prefectures side by side leave too little room for six
      // characters each, which ran into one another.
      tiltedTicks
      maxBarWidth={24}
    />
  );
}

/** Items at each stage of the work, as horizontal bars with their counts. */
export {
  StagesChart as ProgressStagesChart,
  type StagesChartProps as ProgressStagesChartProps,
} from '../../ui/charts/stages-chart';
