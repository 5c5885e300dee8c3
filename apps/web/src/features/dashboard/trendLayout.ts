// Heights the trend card reserves while its data and chart code load, so nothing below it moves
// when they arrive (Lighthouse's layout shift). Kept apart from the chart so the card's chunk does
// not pull in the chart library.

/** uPlot's canvas. */
export const CHART_HEIGHT = 240;
/** The canvas and uPlot's legend line below it. */
export const CHART_BLOCK_HEIGHT = CHART_HEIGHT + 40;
/** The summary line above the chart and the chart. */
export const TREND_BODY_MIN_HEIGHT = CHART_BLOCK_HEIGHT + 36;
