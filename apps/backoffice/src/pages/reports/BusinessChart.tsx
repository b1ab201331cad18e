import type { BusinessDay } from '@casino/contract';
import { vars } from '@casino/ui/tokens';
import { useId } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import * as styles from './reports.css';

/** One figure of the chart: the report's key, its name and its colour (a theme variable). */
export interface ChartSeries {
  key: keyof BusinessDay;
  name: string;
  colour: string;
}

/** The chart's points: a day and its figures as numbers (drawn only; the tables show the exact decimals). */
export function pointsOf(days: readonly BusinessDay[], keys: readonly (keyof BusinessDay)[]) {
  return days.map((day) => ({
    day: day.day,
    ...Object.fromEntries(keys.map((key) => [key, Number(day[key])])),
  }));
}

/**
 * A chart of the report by day (Recharts, SVG): bars and lines over the days, with a legend and a
 * tooltip. Its accessible layer lets a keyboard move along the days (arrow keys) with the
 * tooltip; the SVG is named by the chart's title, and the table below it holds the same figures.
 */
export function BusinessChart({
  title,
  days,
  bars = [],
  lines = [],
  counts = false,
}: {
  title: string;
  days: readonly BusinessDay[];
  bars?: readonly ChartSeries[];
  lines?: readonly ChartSeries[];
  /** Whole numbers (players), not money. */
  counts?: boolean;
}) {
  const titleId = useId();
  const data = pointsOf(
    days,
    [...bars, ...lines].map((series) => series.key),
  );
  const tick = { fill: vars.color.text.secondary, fontSize: 12 };
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {title}
      </figcaption>
      <div className={styles.chartBox}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer title={title} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={vars.color.border.subtle} vertical={false} />
            <XAxis dataKey="day" tick={tick} stroke={vars.color.border.strong} minTickGap={24} />
            <YAxis
              tick={tick}
              stroke={vars.color.border.strong}
              allowDecimals={!counts}
              width={64}
              tickFormatter={(value: number) => (counts ? String(value) : value.toLocaleString('en-GB'))}
            />
            <Tooltip
              contentStyle={{
                background: vars.color.surface.overlay,
                border: `1px solid ${vars.color.border.strong}`,
                color: vars.color.text.primary,
              }}
              labelStyle={{ color: vars.color.text.primary }}
              cursor={{ fill: vars.color.surface.hover }}
            />
            <Legend wrapperStyle={{ color: vars.color.text.secondary, fontSize: 13 }} />
            {bars.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                fill={series.colour}
                isAnimationActive={false}
              />
            ))}
            {lines.map((series) => (
              <Line
                key={series.key}
                type="monotone"
                dataKey={series.key}
                name={series.name}
                stroke={series.colour}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
