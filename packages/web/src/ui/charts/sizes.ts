// Sizes of the app's charts, apart from their code: a skeleton shown while that code loads takes the chart's own
// height, so nothing below moves when it arrives.

/** Height in px of a stages chart (`StagesChart`) of `count` stages. */
export const stagesChartHeight = (count: number): number => Math.max(120, count * 36 + 40);
