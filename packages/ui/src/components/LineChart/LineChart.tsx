import { useId } from 'react';
import { vars } from '../../theme/contract.css';
import { ChartFrame, type LegendItem, type TooltipRow } from '../Chart/ChartFrame';
import { LineSwatch, Marker } from '../Chart/ChartMarks';
import { seriesLook } from '../Chart/chartTones';
import {
  isMeasure,
  objectiveValues,
  type ChartCommonProps,
  type ChartObjective,
  type ChartRow,
  type ChartSeries,
} from '../Chart/chartTypes';
import { linePath } from '../Chart/scales';
import { useChartText } from '../Chart/useChartText';

export type { ChartRow, ChartSeries } from '../Chart/chartTypes';

export interface LineChartProps extends ChartCommonProps {
  /** One row per day, month or category, in order. */
  data: readonly ChartRow[];
  /** The lines to draw; each gets its own colour, marker and dash pattern. */
  series: readonly ChartSeries[];
  /**
   * Objective, drawn as a dashed reference line with its own legend entry: one value, or one per
   * row for an objective that changes over time.
   */
  objective?: ChartObjective;
  /** Legend and table name of the objective. @defaultValue "Objectif" */
  objectiveLabel?: string;
}

const OBJECTIVE_DASH = '8 6';

/** One or more series over time, as lines with markers, and an optional objective line. */
export function LineChart({ data, series, objective, objectiveLabel, ...common }: LineChartProps) {
  const id = useId();
  const text = useChartText(common.formatValue, common.unit);
  const categories = data.map((row) => row.x);
  const lines = series.map((item, index) => ({ item, look: seriesLook(index, item.tone) }));
  const values = data.flatMap((row) => series.map((item) => row.values[item.id]).filter(isMeasure));
  const objectiveName = text.objectiveLabel(objectiveLabel);
  const objectives = objectiveValues(objective, data.length);
  const hasObjective = objectives.some(isMeasure);

  const legend: LegendItem[] = lines.map(({ item, look }) => ({
    id: item.id,
    label: item.label,
    swatch: <LineSwatch color={look.color} dash={look.dash} marker={look.marker} />,
  }));
  if (hasObjective) {
    legend.push({
      id: `${id}-objective`,
      label: objectiveName,
      swatch: <LineSwatch color={vars.color.chartObjective} dash={OBJECTIVE_DASH} />,
    });
  }

  const tooltipRows = (index: number): TooltipRow[] => {
    const row = data[index];
    const rows: TooltipRow[] = lines.map(({ item, look }) => ({
      id: item.id,
      label: item.label,
      value: text.value(row?.values[item.id]),
      swatch: <LineSwatch color={look.color} marker={look.marker} />,
    }));
    if (hasObjective) {
      rows.push({
        id: `${id}-objective`,
        label: objectiveName,
        value: text.value(objectives[index]),
        swatch: <LineSwatch color={vars.color.chartObjective} dash={OBJECTIVE_DASH} />,
      });
    }
    return rows;
  };

  const table = {
    columns: [
      ...series.map((item) => text.column(item.label)),
      ...(hasObjective ? [text.column(objectiveName)] : []),
    ],
    rows: data.map((row, index) => [
      ...series.map((item) => text.cell(row.values[item.id])),
      ...(hasObjective ? [text.cell(objectives[index])] : []),
    ]),
  };

  return (
    <ChartFrame
      {...common}
      categories={categories}
      yMax={Math.max(0, ...values)}
      objective={hasObjective ? objectives : undefined}
      empty={values.length === 0}
      legend={legend}
      tooltipRows={tooltipRows}
      table={table}
      bandPadding={0}
      renderPlot={({ x, y, activeIndex }) => {
        const center = (row: ChartRow) => (x(row.x) ?? 0) + x.bandwidth() / 2;
        // Markers on every point while there is room; otherwise only on the active one.
        const roomy = x.step() >= 14;
        return lines.map(({ item, look }) => {
          const path = linePath(
            data,
            center,
            (row) => y(row.values[item.id] ?? 0),
            (row) => isMeasure(row.values[item.id]),
          );
          return (
            <g key={item.id}>
              <path
                d={path ?? undefined}
                style={{
                  fill: 'none',
                  stroke: look.color,
                  strokeWidth: 3,
                  strokeDasharray: look.dash,
                  strokeLinejoin: 'round',
                  strokeLinecap: 'round',
                }}
              />
              {data.map((row, index) => {
                const value = row.values[item.id];
                if (!isMeasure(value) || (!roomy && index !== activeIndex)) {
                  return null;
                }
                const active = index === activeIndex;
                return (
                  <Marker
                    key={row.x}
                    shape={look.marker}
                    x={center(row)}
                    y={y(value)}
                    size={active ? 15 : 10}
                    color={look.color}
                  />
                );
              })}
            </g>
          );
        });
      }}
    />
  );
}
