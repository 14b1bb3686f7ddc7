import { formatAmount, type ProgressStage } from '@mch/sdk';
import { useLocale } from '../../i18n';
import { BarChart } from './bar-chart';
import { stagesChartHeight } from './sizes';

/**
 * Characters of a stage's name shown at its bar (the tooltip has the whole name). Stage names are short words
 * ('Requested', 'In progress', '进行中'): they are cut by the axis's width, not by a count that cut 'Requested'.
 */
const TICK_CHARS = 16;

/** Props of StagesChart. */
export interface StagesChartProps {
  label: string;
  stages: readonly ProgressStage[];
  /** The name of the figure (items, say), for the tooltip. */
  countLabel: string;
}

/**
 * Items at each stage of a piece of work (the work progress monitor of the workbench and of the referral monitor),
 * as horizontal bars with their counts written at their ends.
 */
export function StagesChart({ label, stages, countLabel }: StagesChartProps) {
  const locale = useLocale();
  return (
    <BarChart
      label={label}
      height={stagesChartHeight(stages.length)}
      rows={stages.map((s) => ({ name: s.label, values: [s.count] }))}
      layout="rows"
      series={[{ label: countLabel, colour: 'indigo.6' }]}
      valueLabels
      valueAxis={false}
      format={(v) => formatAmount(v, locale)}
      axisWidth={104}
      tickChars={TICK_CHARS}
      maxBarWidth={22}
    />
  );
}
