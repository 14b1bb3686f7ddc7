import { Skeleton } from '@mantine/core';
import { onDemandChunk, useChunk } from '../../platform/chunk';
import { OnDemandPart } from '../../ui/part-suspense';
import { areaChartHeight, MY_WORK_DONUT_SIZE, progressChartHeight } from './chart-sizes';
import type { AreaStatsChartProps, MyWorkChartProps, ProgressChartProps } from './charts';

// The charts' code (one chunk for the three) is asked for while their figures are on their way (`usePreloadCharts`
// in the blocks), so it is usually there when the figures are; a chart shows a skeleton until it is.
const charts = onDemandChunk(() => import('./charts'));

/** Asks for the charts' code when `wanted` (a block whose figures are being loaded), alongside the figures. */
export function usePreloadCharts(wanted: boolean): void {
  useChunk(charts, wanted);
}

/** The area chart, once the chart code has arrived (a skeleton until then). */
export function AreaStatsChart(props: AreaStatsChartProps) {
  return (
    <OnDemandPart
      chunk={charts}
      fallback={<Skeleton height={areaChartHeight(props.data.length)} aria-hidden />}
    >
      {(m) => <m.AreaStatsChart {...props} />}
    </OnDemandPart>
  );
}

/** The donut of the user's consultation work, once the chart code has arrived. */
export function MyWorkChart(props: MyWorkChartProps) {
  return (
    <OnDemandPart
      chunk={charts}
      fallback={<Skeleton height={MY_WORK_DONUT_SIZE} width={MY_WORK_DONUT_SIZE} circle aria-hidden />}
    >
      {(m) => <m.MyWorkChart {...props} />}
    </OnDemandPart>
  );
}

/** The progress-monitor bars, once the chart code has arrived. */
export function ProgressChart(props: ProgressChartProps) {
  return (
    <OnDemandPart
      chunk={charts}
      fallback={<Skeleton height={progressChartHeight(props.data.length)} aria-hidden />}
    >
      {(m) => <m.ProgressChart {...props} />}
    </OnDemandPart>
  );
}
