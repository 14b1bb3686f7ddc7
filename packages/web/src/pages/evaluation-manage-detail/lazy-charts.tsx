import { Skeleton } from '@mantine/core';
import { onDemandChunk } from '../../platform/chunk';
import { OnDemandPart } from '../../ui/part-suspense';
import type { SharesChartProps, UnitStatsChartProps } from './charts';

// One chunk for both charts, loaded when the first is shown; a chart is drawn as soon as its code is there.
const charts = onDemandChunk(() => import('./charts'));

/** The donut of the answers by choice, once the chart code has arrived (a skeleton until then). */
export function SharesChart(props: SharesChartProps) {
  return (
    <OnDemandPart chunk={charts} fallback={<Skeleton height={170} width={170} circle aria-hidden />}>
      {(m) => <m.SharesChart {...props} />}
    </OnDemandPart>
  );
}

/** The stacked bars of the units, once the chart code has arrived. */
export function UnitStatsChart(props: UnitStatsChartProps) {
  return (
    <OnDemandPart chunk={charts} fallback={<Skeleton height={280} aria-hidden />}>
      {(m) => <m.UnitStatsChart {...props} />}
    </OnDemandPart>
  );
}
