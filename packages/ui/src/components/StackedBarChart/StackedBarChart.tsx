import { useId } from 'react';
import { vars } from '../../theme/contract.css';
import { chartMessages, ChartFrame, type LegendItem, type TooltipRow } from '../Chart/ChartFrame';
import { BoxSwatch, FillPatternDef, LineSwatch, svgId } from '../Chart/ChartMarks';
import { seriesLook } from '../Chart/chartTones';
import {
  isMeasure,
  objectiveValues,
  type ChartCommonProps,
  type ChartObjective,
  type ChartRow,
  type ChartSeries,
} from '../Chart/chartTypes';
import { stackRows } from '../Chart/scales';
import { useChartText } from '../Chart/useChartText';

export interface StackedBarChartProps extends ChartCommonProps {
  /** One row per day, month or category, in order. */
  data: readonly ChartRow[];
  /** The parts of each bar, from the bottom up; each gets its own colour and texture. */
  series: readonly ChartSeries[];
  /** Objective for the total, drawn as a dashed line: one value, or one per row. */
  objective?: ChartObjective;
  /** Legend and table name of the objective. @defaultValue "Objectif" */
  objectiveLabel?: string;
}

const OBJECTIVE_DASH = '8 6';

/** Parts of a whole per day or category (e.g. stand time and walk time), stacked. */
export function StackedBarChart({
  data,
  series,
  objective,
  objectiveLabel,
  ...common
}: StackedBarChartProps) {
  const id = svgId(useId());
  const text = useChartText(common.formatValue, common.unit);
  const { intl } = text;
  const parts = series.map((item, index) => ({
    item,
    look: seriesLook(index, item.tone),
    patternId: `${id}-pattern-${index}`,
  }));
  const totals = data.map((row) => {
    const measured = series.map((item) => row.values[item.id]).filter(isMeasure);
    return measured.length > 0 ? measured.reduce((sum, value) => sum + value, 0) : null;
  });
  const objectiveName = text.objectiveLabel(objectiveLabel);
  const objectives = objectiveValues(objective, data.length);
  const hasObjective = objectives.some(isMeasure);
  const totalLabel = intl.formatMessage(chartMessages.total);
  const layers = stackRows(
    data,
    series.map((item) => item.id),
    (row, key) => row.values[key] ?? 0,
  );

  const legend: LegendItem[] = parts.map(({ item, look, patternId }) => ({
    id: item.id,
    label: item.label,
    swatch: <BoxSwatch id={`${patternId}-legend`} color={look.color} pattern={look.fill} />,
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
    // Top part first, as the bar reads from the top.
    const rows: TooltipRow[] = [...parts].reverse().map(({ item, look, patternId }) => ({
      id: item.id,
      label: item.label,
      value: text.value(row?.values[item.id]),
      swatch: <BoxSwatch id={`${patternId}-tip`} color={look.color} pattern={look.fill} />,
    }));
    rows.push({ id: 'total', label: totalLabel, value: text.value(totals[index]) });
    if (hasObjective) {
      rows.push({
        id: 'objective',
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
      text.column(totalLabel),
      ...(hasObjective ? [text.column(objectiveName)] : []),
    ],
    rows: data.map((row, index) => [
      ...series.map((item) => text.cell(row.values[item.id])),
      text.cell(totals[index]),
      ...(hasObjective ? [text.cell(objectives[index])] : []),
    ]),
  };

  return (
    <ChartFrame
      {...common}
      categories={data.map((row) => row.x)}
      yMax={Math.max(0, ...totals.filter(isMeasure))}
      objective={hasObjective ? objectives : undefined}
      empty={totals.every((total) => total === null)}
      legend={legend}
      tooltipRows={tooltipRows}
      table={table}
      bandPadding={0.3}
      renderPlot={({ x, y, activeIndex }) => (
        <>
          <defs>
            {parts.map(({ look, patternId }) => (
              <FillPatternDef
                key={patternId}
                id={patternId}
                pattern={look.fill}
                color={look.color}
              />
            ))}
          </defs>
          {layers.map((layer, layerIndex) => {
            const part = parts[layerIndex];
            if (!part) {
              return null;
            }
            return (
              <g key={layer.key}>
                {layer.points.map(([from, to], index) => {
                  const row = data[index];
                  if (!row || to - from <= 0) {
                    return null;
                  }
                  return (
                    <rect
                      key={row.x}
                      x={x(row.x) ?? 0}
                      y={y(to)}
                      width={x.bandwidth()}
                      height={Math.max(0, y(from) - y(to))}
                      style={{
                        fill:
                          part.look.fill === 'solid' ? part.look.color : `url(#${part.patternId})`,
                        stroke: vars.color.surface,
                        strokeWidth: 1,
                      }}
                    />
                  );
                })}
              </g>
            );
          })}
          {activeIndex !== null && data[activeIndex] && totals[activeIndex] !== null ? (
            <rect
              x={x(data[activeIndex].x) ?? 0}
              y={y(totals[activeIndex] ?? 0)}
              width={x.bandwidth()}
              height={Math.max(0, y(0) - y(totals[activeIndex] ?? 0))}
              style={{ fill: 'none', stroke: vars.color.text, strokeWidth: 3 }}
            />
          ) : null}
        </>
      )}
    />
  );
}
