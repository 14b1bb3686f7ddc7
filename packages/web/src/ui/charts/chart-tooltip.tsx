import { type CSSProperties, type PointerEvent, type ReactNode, useCallback, useState } from 'react';
import classes from './charts.module.css';
import { colourVar } from './scale';

/** One line of a chart's tooltip: a coloured mark, a name and its figure. */
export interface TooltipLine {
  label: string;
  value: string;
  colour: string;
}

/** Where the pointer is over a chart, and what it points at. */
export interface Pointed {
  index: number;
  x: number;
  y: number;
  /** The chart's width and height, to keep the tooltip inside it. */
  width: number;
  height: number;
}

/**
 * Tracks what the pointer is on in a chart: `point(event, index)` from the chart's pointer handlers, `clear()` when
 * it leaves. Positions are relative to the chart's box (`event.currentTarget`'s closest `[data-chart]`).
 */
export function usePointed() {
  const [pointed, setPointed] = useState<Pointed | null>(null);
  const point = useCallback((event: PointerEvent<Element>, index: number) => {
    const chart = (event.currentTarget as Element).closest('[data-chart]');
    if (!chart) return;
    const box = chart.getBoundingClientRect();
    setPointed({
      index,
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      width: box.width,
      height: box.height,
    });
  }, []);
  const clear = useCallback(() => setPointed(null), []);
  return { pointed, point, clear };
}

/** The tooltip of a chart at the pointer: a title and one line per figure (mouse users; the page has the table). */
export function ChartTooltip({
  at,
  title,
  lines,
}: {
  at: Pointed;
  title?: string;
  lines: readonly TooltipLine[];
}) {
  // Beside the pointer on the side with more room, across and up or down: in the chart's lower half it opens above
  // the pointer (below it, the card cut off its last lines).
  const onRight = at.x < at.width / 2;
  const below = at.y < at.height / 2;
  return (
    <div
      className={classes.tooltip}
      aria-hidden
      style={{
        top: below ? at.y + 12 : undefined,
        bottom: below ? undefined : at.height - at.y + 12,
        left: onRight ? at.x + 12 : undefined,
        right: onRight ? undefined : at.width - at.x + 12,
      }}
    >
      {title ? <div className={classes.tooltipTitle}>{title}</div> : null}
      {lines.map((line) => (
        <div key={line.label} className={classes.tooltipRow}>
          <span className={classes.swatch} style={{ background: colourVar(line.colour) }} />
          <span>{line.label}</span>
          <span>{line.value}</span>
        </div>
      ))}
    </div>
  );
}

/** The names of a chart's series with their colours. */
export function ChartLegend({ items }: { items: readonly { label: string; colour: string }[] }) {
  return (
    <div className={classes.legend}>
      {items.map((item) => (
        <span key={item.label} className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: colourVar(item.colour) }} />
          {item.label}
        </span>
      ))}
    </div>
  );
}

/**
 * The box of a chart: one named image for assistive technology (the page gives the figures in text or a table),
 * the reference of the tooltip's position (`data-chart`), and the end of the pointer's visit.
 */
export function ChartFrame({
  label,
  className,
  style,
  onLeave,
  children,
}: {
  label: string;
  /** A class beside the charts' own (`.chart`: the legend, plot and axes in a column filling the frame's height). */
  className?: string | undefined;
  style: CSSProperties;
  onLeave: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      data-chart=""
      className={className ? `${classes.chart} ${className}` : classes.chart}
      style={style}
      onPointerLeave={onLeave}
    >
      {children}
    </div>
  );
}
