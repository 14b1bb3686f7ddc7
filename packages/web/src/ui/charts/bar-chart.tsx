/**
 * The app's bar chart: plain HTML boxes sized in percent of a round-numbered value axis, so it lays out with the
 * page (no measuring, no second render) and prints as it shows. Categories are rows (bars to the right, names at
 * the left) or columns (bars upwards, names below); several series are grouped or stacked. The chart itself is one
 * named image for assistive technology: the page gives its figures in text or a table beside it.
 */
import { shortenText } from '@mch/sdk';
import type { CSSProperties, PointerEvent, ReactElement, ReactNode } from 'react';
import { ChartFrame, ChartLegend, ChartTooltip, usePointed } from './chart-tooltip';
import classes from './charts.module.css';
import { colourVar, percentOf, valueScale } from './scale';

/** One series of a bar chart: its name and its colour (a theme colour such as `'blue.6'`). */
export interface BarSeries {
  label: string;
  colour: string;
}

/** One category of a bar chart: its name and one figure per series, in the order of `series`. */
export interface BarRow {
  name: string;
  values: readonly number[];
}

/** Props of BarChart. */
export interface BarChartProps {
  /** The accessible name of the chart. */
  label: string;
  rows: readonly BarRow[];
  series: readonly BarSeries[];
  /** `rows`: a bar to the right per category; `columns`: a bar upwards per category. */
  layout: 'rows' | 'columns';
  stacked?: boolean;
  /** Height of the whole chart in px, legend and axes included. */
  height: number;
  /** Characters of a category's name shown at its bar (the tooltip has the whole name). */
  tickChars: number;
  /** Width in px of the category names of a `rows` chart, or of the value axis of a `columns` chart. */
  axisWidth?: number;
  /** The largest thickness of one bar, in px. */
  maxBarWidth: number;
  format: (value: number) => string;
  legend?: boolean;
  /** Writes each bar's figure at its end (`rows` charts). */
  valueLabels?: boolean;
  /** Draws the value axis with its numbers and dashed lines. */
  valueAxis?: boolean;
  /** Tilts the category names of a `columns` chart, for long names. */
  tiltedTicks?: boolean;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + Math.max(0, b), 0);

/** A bar chart (see the module comment). */
export function BarChart(props: BarChartProps) {
  const { label, rows, series, layout, stacked = false, height, legend = false, valueAxis = true } = props;
  const { pointed, point, clear } = usePointed();
  const largest = rows.reduce(
    (top, row) => Math.max(top, stacked ? sum(row.values) : Math.max(0, ...row.values)),
    0,
  );
  const scale = valueScale(largest);
  const active = pointed ? rows[pointed.index] : undefined;
  const Plot = layout === 'rows' ? RowsPlot : ColumnsPlot;
  return (
    <ChartFrame label={label} style={{ height }} onLeave={clear}>
      {legend ? <ChartLegend items={series} /> : null}
      <Plot
        {...props}
        scale={scale}
        activeIndex={pointed?.index ?? null}
        point={point}
        valueAxis={valueAxis}
      />
      {pointed && active ? (
        <ChartTooltip
          at={pointed}
          title={active.name}
          lines={series.map((s, i) => ({
            label: s.label,
            colour: s.colour,
            value: props.format(active.values[i] ?? 0),
          }))}
        />
      ) : null}
    </ChartFrame>
  );
}

interface PlotProps extends BarChartProps {
  scale: { max: number; ticks: number[] };
  activeIndex: number | null;
  point: ReturnType<typeof usePointed>['point'];
  valueAxis: boolean;
}

/** The bars of one category, stacked in one bar or grouped side by side (`along` is the axis their length is on). */
function Bars({ row, along, chart }: { row: BarRow; along: 'width' | 'height'; chart: PlotProps }) {
  const { series, stacked = false, maxBarWidth, format } = chart;
  const max = chart.scale.max;
  // Figures are written at the bars' ends only along the width (rows).
  const valueLabels = along === 'width' && (chart.valueLabels ?? false);
  const barClass = along === 'width' ? classes.bar : classes.columnBar;
  const bar = (key: string, length: number, content: ReactNode, colour?: string) => {
    const style: CSSProperties =
      along === 'width'
        ? { width: `${length}%`, height: maxBarWidth }
        : { height: `${length}%`, maxWidth: maxBarWidth };
    if (colour) style.background = colourVar(colour);
    return (
      <span key={key} data-chart-mark="" className={barClass} style={style}>
        {content}
      </span>
    );
  };
  if (stacked) {
    const total = sum(row.values);
    const stack = bar(
      'stack',
      percentOf(total, max),
      series.map((s, i) => {
        const value = Math.max(0, row.values[i] ?? 0);
        return value > 0 ? (
          <span
            key={s.label}
            className={classes.segment}
            style={{
              [along === 'width' ? 'width' : 'height']: `${(value / total) * 100}%`,
              background: colourVar(s.colour),
            }}
          />
        ) : null;
      }),
    );
    return along === 'width' ? (
      <span className={classes.barLine}>
        {stack}
        {valueLabels ? <span className={classes.value}>{format(total)}</span> : null}
      </span>
    ) : (
      stack
    );
  }
  return series.map((s, i) => {
    const value = row.values[i] ?? 0;
    const one = bar(s.label, percentOf(value, max), null, s.colour);
    return along === 'width' ? (
      <span key={s.label} className={classes.barLine}>
        {one}
        {valueLabels ? <span className={classes.value}>{format(value)}</span> : null}
      </span>
    ) : (
      one
    );
  });
}

/**
 * The plot's background: a dashed line at each tick of the value axis (`values` is the axis the values run along)
 * and the band of the category under the pointer.
 */
function PlotGrid({
  values,
  count,
  activeIndex,
  ticks,
  max,
  style,
}: {
  values: 'x' | 'y';
  count: number;
  activeIndex: number | null;
  ticks: readonly number[];
  max: number;
  style: CSSProperties;
}) {
  const share = (i: number) => `${(i / count) * 100}%`;
  const band: CSSProperties | null =
    activeIndex === null
      ? null
      : values === 'x'
        ? { left: 0, right: 0, top: share(activeIndex), height: share(1) }
        : { top: 0, bottom: 0, left: share(activeIndex), width: share(1) };
  const line = (tick: number): CSSProperties =>
    values === 'x'
      ? { left: `${percentOf(tick, max)}%`, top: 0, bottom: 0, borderLeftWidth: 1 }
      : { bottom: `${percentOf(tick, max)}%`, left: 0, right: 0, borderTopWidth: 1 };
  return (
    <div className={classes.grid} style={style}>
      {band ? <span className={classes.band} style={band} /> : null}
      {ticks.map((tick) => (
        <span key={tick} className={classes.gridLine} style={line(tick)} />
      ))}
    </div>
  );
}

/** Categories as rows: names at the left, bars to the right, the value axis below. */
function RowsPlot(props: PlotProps) {
  const { rows, tickChars, axisWidth = 88, scale, activeIndex, point, valueAxis } = props;
  const n = Math.max(1, rows.length);
  return (
    <>
      <div
        className={classes.plot}
        style={{
          gridTemplateColumns: `${axisWidth}px 1fr`,
          gridTemplateRows: `repeat(${n}, minmax(0, 1fr))`,
        }}
      >
        <PlotGrid
          values="x"
          count={n}
          activeIndex={activeIndex}
          ticks={valueAxis ? scale.ticks : []}
          max={scale.max}
          style={{ gridColumn: 2, gridRow: '1 / -1' }}
        />
        {rows.map((row, index) => (
          <RowCells key={`${index}-${row.name}`} index={index} point={point}>
            <span className={classes.categoryTick} style={{ gridColumn: 1, gridRow: index + 1 }}>
              {shortenText(row.name, tickChars).text}
            </span>
            <span
              className={classes.track}
              style={{ gridColumn: 2, gridRow: index + 1, paddingRight: props.valueLabels ? 48 : 0 }}
            >
              <Bars row={row} along="width" chart={props} />
            </span>
          </RowCells>
        ))}
      </div>
      {valueAxis ? (
        <div className={classes.plot} style={{ gridTemplateColumns: `${axisWidth}px 1fr`, flex: 'none' }}>
          <div className={classes.valueAxis} style={{ gridColumn: 2 }}>
            {scale.ticks.map((tick) => (
              <span
                key={tick}
                className={classes.valueTick}
                style={{
                  left: `${percentOf(tick, scale.max)}%`,
                  top: 4,
                  // Centred on its line; the last number ends at the axis's end, inside the chart.
                  transform: tick >= scale.max ? 'translateX(-100%)' : 'translateX(-50%)',
                }}
              >
                {props.format(tick)}
              </span>
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}

/** The two cells of a category in a `rows` chart, both pointing at it. */
function RowCells({
  index,
  point,
  children,
}: {
  index: number;
  point: PlotProps['point'];
  children: [ReactElement, ReactElement];
}) {
  const handlers = {
    onPointerMove: (event: PointerEvent<Element>) => point(event, index),
  };
  return (
    <>
      {children.map((child, i) => (
        <span key={i} {...handlers} style={{ display: 'contents' }}>
          {child}
        </span>
      ))}
    </>
  );
}

/** Categories as columns: the value axis at the left, bars upwards, names below. */
function ColumnsPlot(props: PlotProps) {
  const { rows, tickChars, axisWidth = 40, scale, activeIndex, point, valueAxis } = props;
  const n = Math.max(1, rows.length);
  const tickHeight = props.tiltedTicks ? 64 : 24;
  return (
    <div
      className={classes.plot}
      style={{
        // Equal columns whatever their names (a track of `1fr` would grow to a long name's width).
        gridTemplateColumns: `${axisWidth}px repeat(${n}, minmax(0, 1fr))`,
        gridTemplateRows: `1fr ${tickHeight}px`,
      }}
    >
      <div className={classes.valueAxis} style={{ gridColumn: 1, gridRow: 1 }}>
        {valueAxis
          ? scale.ticks.map((tick) => (
              <span
                key={tick}
                className={classes.valueTick}
                style={{ right: 6, bottom: `${percentOf(tick, scale.max)}%`, transform: 'translateY(50%)' }}
              >
                {props.format(tick)}
              </span>
            ))
          : null}
      </div>
      <PlotGrid
        values="y"
        count={n}
        activeIndex={activeIndex}
        ticks={valueAxis ? scale.ticks : []}
        max={scale.max}
        style={{ gridColumn: '2 / -1', gridRow: 1 }}
      />
      {rows.map((row, index) => (
        <span
          key={`${index}-${row.name}`}
          className={classes.column}
          style={{ gridColumn: index + 2, gridRow: 1 }}
          onPointerMove={(event) => point(event, index)}
        >
          <Bars row={row} along="height" chart={props} />
        </span>
      ))}
      {rows.map((row, index) => (
        <span
          key={`tick-${index}-${row.name}`}
          className={classes.columnTick}
          data-tilted={props.tiltedTicks ? '' : undefined}
          style={{ gridColumn: index + 2, gridRow: 2 }}
          onPointerMove={(event) => point(event, index)}
        >
          {props.tiltedTicks ? (
            // Laid out of the flow, its end at the column's middle: a long name takes no room from the columns.
            <span className={classes.tiltedTick}>{shortenText(row.name, tickChars).text}</span>
          ) : (
            shortenText(row.name, tickChars).text
          )}
        </span>
      ))}
    </div>
  );
}
