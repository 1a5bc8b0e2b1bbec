import { useId } from 'react';
import { vars } from '../../theme/contract.css';
import { chartMessages, ChartFrame, type LegendItem, type TooltipRow } from '../Chart/ChartFrame';
import { BoxSwatch, CheckMark, LineSwatch } from '../Chart/ChartMarks';
import { chartToneColors, type ChartTone } from '../Chart/chartTones';
import {
  isMeasure,
  objectiveValues,
  type ChartCommonProps,
  type ChartObjective,
} from '../Chart/chartTypes';
import { useChartText } from '../Chart/useChartText';

/** One bar: a day, a month or a category, and its value. */
export interface BarDatum {
  /** ISO day, ISO month or category label (see `xKind`). */
  x: string;
  /** The value; null means no measure. */
  value: number | null;
}

export interface BarChartProps extends ChartCommonProps {
  /** One bar per day, month or category, in order. */
  data: readonly BarDatum[];
  /** Name of the values (e.g. "Pas"), for the legend, tooltip and table. */
  label: string;
  /**
   * Objective: drawn as a dashed line; bars that reach it turn green and get a check mark. One
   * value, or one per bar for an objective that changes over time.
   */
  objective?: ChartObjective;
  /** Legend and table name of the objective. @defaultValue "Objectif" */
  objectiveLabel?: string;
  /** Colour of the bars (of those below the objective when there is one). @defaultValue 'primary' */
  tone?: ChartTone;
}

const OBJECTIVE_DASH = '8 6';

/** Values per day or category as bars, optionally coloured and marked by whether they meet an objective. */
export function BarChart({
  data,
  label,
  objective,
  objectiveLabel,
  tone = 'primary',
  ...common
}: BarChartProps) {
  const id = useId();
  const text = useChartText(common.formatValue, common.unit);
  const { intl } = text;
  const color = chartToneColors[tone];
  const metColor = vars.color.success;
  const values = data.map((datum) => datum.value).filter(isMeasure);
  const objectiveName = text.objectiveLabel(objectiveLabel);
  const objectives = objectiveValues(objective, data.length);
  const hasObjective = objectives.some(isMeasure);
  const meets = (value: number | null, index: number) => {
    const target = objectives[index] ?? null;
    if (!isMeasure(value) || target === null) {
      return false;
    }
    return value >= target;
  };
  const metLabel = intl.formatMessage(chartMessages.objectiveMet);
  const notMetLabel = intl.formatMessage(chartMessages.objectiveNotMet);

  const legend: LegendItem[] = hasObjective
    ? [
        {
          id: `${id}-met`,
          label: metLabel,
          swatch: <BoxSwatch id={`${id}-met`} color={metColor} check />,
        },
        {
          id: `${id}-not-met`,
          label: notMetLabel,
          swatch: <BoxSwatch id={`${id}-not-met`} color={color} />,
        },
        {
          id: `${id}-objective`,
          label: objectiveName,
          swatch: <LineSwatch color={vars.color.chartObjective} dash={OBJECTIVE_DASH} />,
        },
      ]
    : [{ id: `${id}-values`, label, swatch: <BoxSwatch id={`${id}-values`} color={color} /> }];

  const tooltipRows = (index: number): TooltipRow[] => {
    const value = data[index]?.value ?? null;
    const target = objectives[index] ?? null;
    const met = meets(value, index);
    const rows: TooltipRow[] = [
      {
        id: 'value',
        label,
        value: text.value(value),
        swatch: <BoxSwatch id={`${id}-tip`} color={met ? metColor : color} check={met} />,
      },
    ];
    if (hasObjective) {
      rows.push({
        id: 'objective',
        label: objectiveName,
        value: text.value(target),
        swatch: <LineSwatch color={vars.color.chartObjective} dash={OBJECTIVE_DASH} />,
      });
      if (isMeasure(value) && target !== null) {
        rows.push({
          id: 'met',
          label: metLabel,
          value: intl.formatMessage(met ? chartMessages.yes : chartMessages.no),
        });
      }
    }
    return rows;
  };

  const table = {
    columns: [text.column(label), ...(hasObjective ? [text.column(objectiveName), metLabel] : [])],
    rows: data.map((datum, index) => [
      text.cell(datum.value),
      ...(hasObjective
        ? [
            text.cell(objectives[index]),
            isMeasure(datum.value) && objectives[index] !== null
              ? intl.formatMessage(meets(datum.value, index) ? chartMessages.yes : chartMessages.no)
              : text.cell(null),
          ]
        : []),
    ]),
  };

  return (
    <ChartFrame
      {...common}
      categories={data.map((datum) => datum.x)}
      yMax={Math.max(0, ...values)}
      objective={hasObjective ? objectives : undefined}
      empty={values.length === 0}
      legend={legend}
      tooltipRows={tooltipRows}
      table={table}
      bandPadding={0.3}
      renderPlot={({ x, y, activeIndex, bottom }) =>
        data.map((datum, index) => {
          if (!isMeasure(datum.value)) {
            return null;
          }
          const left = x(datum.x) ?? 0;
          const top = y(datum.value);
          const met = meets(datum.value, index);
          const active = index === activeIndex;
          const check = Math.min(16, Math.max(8, x.bandwidth() * 0.6));
          return (
            <g key={datum.x}>
              <rect
                x={left}
                y={top}
                width={x.bandwidth()}
                height={Math.max(0, bottom - top)}
                rx={2}
                style={{
                  fill: met ? metColor : color,
                  stroke: active ? vars.color.text : 'none',
                  strokeWidth: active ? 3 : 0,
                }}
              />
              {met ? (
                <CheckMark
                  x={left + x.bandwidth() / 2}
                  y={top - check * 0.9}
                  size={check}
                  color={metColor}
                />
              ) : null}
            </g>
          );
        })
      }
    />
  );
}
