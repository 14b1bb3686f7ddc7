// The heights of the workbench charts, apart from the chart code so that the skeletons shown while that code loads
// take the chart's own height and nothing below moves when it arrives.

/** Height in px of the area chart for `rows` areas. */
export const areaChartHeight = (rows: number): number => Math.max(160, rows * 34 + 56);

/** Height in px of the progress chart for `rows` stages. */
export { stagesChartHeight as progressChartHeight } from '../../ui/charts/sizes';

/** Size in px of the donut of the user's consultation work. */
export const MY_WORK_DONUT_SIZE = 150;
