/**
 * The app's donut chart: one SVG ring of arcs drawn as dashed circle strokes, with a figure in the middle. It is
 * one named image for assistive technology: the page gives the parts' figures in text or a table beside it.
 */
import { ChartFrame, ChartTooltip, usePointed } from './chart-tooltip';
import classes from './charts.module.css';
import { colourVar } from './scale';

/** One part of a donut: its name, figure and colour (a theme colour such as `'blue.6'`). */
export interface DonutPart {
  name: string;
  value: number;
  colour: string;
}

/** Props of DonutChart. */
export interface DonutChartProps {
  /** The accessible name of the chart. */
  label: string;
  parts: readonly DonutPart[];
  /** Width and height in px. */
  size: number;
  /** Width of the ring in px. */
  thickness: number;
  /** The figure in the middle. */
  centre: string;
  format: (value: number) => string;
}

/** A donut chart (see the module comment). */
export function DonutChart({ label, parts, size, thickness, centre, format }: DonutChartProps) {
  const { pointed, point, clear } = usePointed();
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const total = parts.reduce((a, p) => a + Math.max(0, p.value), 0);
  let start = 0;
  const arcs = parts.flatMap((part, index) => {
    const value = Math.max(0, part.value);
    if (value === 0 || total === 0) return [];
    const length = (value / total) * circumference;
    const arc = { part, index, length, start };
    start += length;
    return [arc];
  });
  const active = pointed ? parts[pointed.index] : undefined;
  return (
    <ChartFrame label={label} className={classes.donut} style={{ width: size, height: size }} onLeave={clear}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden>
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--mantine-color-default-border)"
          strokeWidth={thickness}
        />
        {arcs.map(({ part, index, length, start: offset }) => (
          <circle
            key={`${index}-${part.name}`}
            data-chart-mark=""
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke={colourVar(part.colour)}
            strokeWidth={thickness}
            strokeDasharray={`${length} ${circumference}`}
            strokeDashoffset={-offset}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
            onPointerMove={(event) => point(event, index)}
          />
        ))}
      </svg>
      <span className={classes.donutLabel}>{centre}</span>
      {pointed && active ? (
        <ChartTooltip
          at={pointed}
          lines={[{ label: active.name, colour: active.colour, value: format(active.value) }]}
        />
      ) : null}
    </ChartFrame>
  );
}
