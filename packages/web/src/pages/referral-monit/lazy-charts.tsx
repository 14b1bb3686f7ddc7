import { Skeleton } from '@mantine/core';
import { onDemandChunk } from '../../platform/chunk';
import { stagesChartHeight } from '../../ui/charts/sizes';
import { OnDemandPart } from '../../ui/part-suspense';
import type { AreaReferralChartProps, ProgressStagesChartProps } from './charts';

// One chunk for both charts, loaded when the first is shown; a chart is drawn as soon as its code is there.
const charts = onDemandChunk(() => import('./charts'));

/** The area bars, once the chart code has arrived (a skeleton until then). */
export function AreaReferralChart(props: AreaReferralChartProps) {
  return (
    <OnDemandPart chunk={charts} fallback={<Skeleton height={260} aria-hidden />}>
      {(m) => <m.AreaReferralChart {...props} />}
    </OnDemandPart>
  );
}

/** The progress bars, once the chart code has arrived. */
export function ProgressStagesChart(props: ProgressStagesChartProps) {
  return (
    <OnDemandPart
      chunk={charts}
      fallback={<Skeleton height={stagesChartHeight(props.stages.length)} aria-hidden />}
    >
      {(m) => <m.ProgressStagesChart {...props} />}
    </OnDemandPart>
  );
}
