// The heights of the workbench charts, apart from the chart code so that the skeletons shown while that code loads
// take the chart's own height and nothing below moves when it arrives.

/** Height in px of the area chart for `rows` areas. */
export const areaChartHeight = (rows: number): number => Math.max(160, rows * 34 + 56);

/** Height in px of the progress chart for `rows` stages. */
export const progressChartHeight = (rows: number): number => Math.max(120, rows * 36 + 40);

/** Size in px of the donut of the user's consultation work. */
export const MY_WORK_DONUT_SIZE = 150;
