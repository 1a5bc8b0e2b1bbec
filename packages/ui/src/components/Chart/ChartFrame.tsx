import { Table2 } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { TableFrame, stickyColumnClass } from '../Table/TableFrame';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatFull, formatTick } from './chartFormat';
import {
  isMeasure,
  objectiveValues,
  type ChartCommonProps,
  type ChartObjective,
} from './chartTypes';
import {
  niceDomain,
  scaleBand,
  scaleLinear,
  ticks,
  type BandScale,
  type LinearScale,
} from './scales';
import { useElementWidth } from './useElementWidth';
import { cx } from '../../utils/cx';
import * as styles from './Chart.css';

export const chartMessages = defineMessages({
  showTable: {
    id: 'ui.chart.showTable',
    defaultMessage: 'Voir les données sous forme de tableau',
  },
  hideTable: { id: 'ui.chart.hideTable', defaultMessage: 'Masquer le tableau' },
  empty: { id: 'ui.chart.empty', defaultMessage: 'Aucune donnée sur cette période' },
  objective: { id: 'ui.chart.objective', defaultMessage: 'Objectif' },
  objectiveMet: { id: 'ui.chart.objectiveMet', defaultMessage: 'Objectif atteint' },
  objectiveNotMet: { id: 'ui.chart.objectiveNotMet', defaultMessage: 'Objectif non atteint' },
  total: { id: 'ui.chart.total', defaultMessage: 'Total' },
  noValue: { id: 'ui.chart.noValue', defaultMessage: 'Pas de mesure' },
  yes: { id: 'ui.chart.yes', defaultMessage: 'Oui' },
  no: { id: 'ui.chart.no', defaultMessage: 'Non' },
  day: { id: 'ui.chart.column.date', defaultMessage: 'Date' },
  week: { id: 'ui.chart.column.week', defaultMessage: 'Semaine' },
  month: { id: 'ui.chart.column.month', defaultMessage: 'Mois' },
  category: { id: 'ui.chart.column.category', defaultMessage: 'Catégorie' },
  instructions: {
    id: 'ui.chart.instructions',
    defaultMessage:
      'Flèches gauche et droite pour parcourir les valeurs, Début et Fin pour aller au premier ou au dernier point. Les données sont aussi disponibles dans le tableau qui suit.',
  },
});

export const valueWithUnitMessage = defineMessage<{ value: string; unit: string }>({
  id: 'ui.chart.valueWithUnit',
  defaultMessage: '{value} {unit}',
});
export const columnWithUnitMessage = defineMessage<{ label: string; unit: string }>({
  id: 'ui.chart.columnWithUnit',
  defaultMessage: '{label} ({unit})',
});
const weekOfMessage = defineMessage<{ date: string }>({
  id: 'ui.chart.weekOf',
  defaultMessage: 'Semaine du {date}',
});
const pointValueMessage = defineMessage<{ label: string; value: string }>({
  id: 'ui.chart.pointValue',
  defaultMessage: '{label} : {value}',
});
const pointMessage = defineMessage<{ x: string; values: string }>({
  id: 'ui.chart.point',
  defaultMessage: '{x}. {values}',
});

export interface LegendItem {
  /** Stable key. */
  id: string;
  /** Text of the entry. */
  label: string;
  /** A small SVG that repeats the series' colour and its marker, dash or texture. */
  swatch: ReactNode;
}

export interface TooltipRow {
  /** Stable key. */
  id: string;
  /** Series or row name, e.g. "Pas". */
  label: string;
  /** Formatted value with its unit, e.g. "4 500 pas". */
  value: string;
  /** Optional swatch repeating the series' look. */
  swatch?: ReactNode;
}

/** Plot geometry handed to each chart to draw its marks. */
export interface PlotContext {
  /** Band scale of the categories, in SVG pixels. */
  x: BandScale;
  /** Linear scale of the values, in SVG pixels. */
  y: LinearScale;
  /** Index shown in the tooltip, or null. */
  activeIndex: number | null;
  /** Top and bottom of the plot area, in SVG pixels. */
  top: number;
  bottom: number;
}

export interface ChartFrameProps extends ChartCommonProps {
  /** The x values, in order. */
  categories: readonly string[];
  /** Highest value to show (series maximum, stacked total or objective). */
  yMax: number;
  /** Objective drawn as a dashed line over the marks, stepped where it changes. */
  objective?: ChartObjective;
  /** Shows "Aucune donnée sur cette période" instead of the plot. */
  empty: boolean;
  /** Legend entries, above the plot. */
  legend: readonly LegendItem[];
  /** Rows of the tooltip and of the announcement for the category at `index`. */
  tooltipRows: (index: number) => TooltipRow[];
  /** Column headers after the x column, and one row of formatted cells per category. */
  table: { columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** Inner padding of the bands (0 for lines, about 0.3 for bars). */
  bandPadding: number;
  /** Draws the chart's marks inside the SVG. */
  renderPlot: (context: PlotContext) => ReactNode;
}

const MIN_HEIGHT = 240;
/** Rough width of a digit or letter of the 16 px axis text, to size margins and thin ticks. */
const CHAR_WIDTH = 9.5;

/**
 * The objective line: across each category's step at its value, joined by a vertical where it
 * changes, broken where there is none; the first and last reach the edges of the plot.
 */
function objectivePath(
  objectives: readonly (number | null)[],
  categories: readonly string[],
  x: BandScale,
  y: LinearScale,
  [plotLeft, plotRight]: readonly [number, number],
): string {
  const last = categories.length - 1;
  // Runs of consecutive categories: one horizontal per value, a vertical between two values.
  const runs: { left: number; right: number; top: number; joined: boolean }[] = [];
  let previous: number | null = null;
  categories.forEach((category, index) => {
    const value = objectives[index] ?? null;
    if (value === null) {
      previous = null;
      return;
    }
    const center = (x(category) ?? 0) + x.bandwidth() / 2;
    const left = index === 0 ? plotLeft : center - x.step() / 2;
    const right = index === last ? plotRight : center + x.step() / 2;
    const run = runs[runs.length - 1];
    if (run && previous === value) {
      run.right = right;
    } else {
      runs.push({ left, right, top: y(value), joined: previous !== null });
    }
    previous = value;
  });
  return runs
    .map((run) => `${run.joined ? `V${run.top}` : `M${run.left},${run.top}`}H${run.right}`)
    .join('');
}

/** Figure, caption, legend, axes, keyboard/mouse tooltip, live region and data table of a chart. */
export function ChartFrame({
  title,
  summary,
  xKind = 'day',
  xLabel,
  formatValue,
  unit,
  axis,
  aspectRatio = 2,
  className,
  categories,
  yMax,
  objective,
  empty,
  legend,
  tooltipRows,
  table,
  bandPadding,
  renderPlot,
}: ChartFrameProps) {
  const intl = useIntl();
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const instructionsId = `${id}-instructions`;
  const tableId = `${id}-table`;
  const areaRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(areaRef);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [tableShown, setTableShown] = useState(false);

  const format = formatValue ?? ((value: number) => intl.formatNumber(value));
  const fullX = (value: string) =>
    xKind === 'week'
      ? intl.formatMessage(weekOfMessage, { date: formatFull(value, xKind, intl.locale) })
      : formatFull(value, xKind, intl.locale);
  const objectives = objectiveValues(objective, categories.length);
  const objectiveMax = Math.max(0, ...objectives.filter(isMeasure));

  // Geometry.
  const height = Math.max(MIN_HEIGHT, Math.round(width / aspectRatio));
  const yDomain = niceDomain([0, Math.max(yMax, objectiveMax, 1) * 1.05]);
  const yTicks = ticks(yDomain[0], yDomain[1], Math.max(2, Math.floor(height / 80)));
  const yLabels = yTicks.map(axis?.format ?? format);
  const axisUnit = axis?.unit ?? unit;
  const margin = {
    top: 12,
    right: 12,
    bottom: 36,
    left: Math.ceil(Math.max(...yLabels.map((label) => label.length), 1) * CHAR_WIDTH) + 16,
  };
  const y = scaleLinear(yDomain, [height - margin.bottom, margin.top]);
  const x = scaleBand(categories, [margin.left, Math.max(margin.left + 1, width - margin.right)], {
    paddingInner: bandPadding,
    paddingOuter: bandPadding / 2 + 0.1,
  });
  const xLabels = categories.map((value) => formatTick(value, xKind, intl.locale));
  const longest = Math.max(...xLabels.map((label) => label.length), 1);
  const tickEvery = Math.max(1, Math.ceil((longest * CHAR_WIDTH + 16) / Math.max(x.step(), 1)));

  const tooltipShown = activeIndex !== null && (focused || hovered) && !dismissed;

  function pointText(index: number): string {
    const category = categories[index];
    if (category === undefined) {
      return '';
    }
    const values = tooltipRows(index).map((row) =>
      intl.formatMessage(pointValueMessage, { label: row.label, value: row.value }),
    );
    return intl.formatMessage(pointMessage, {
      x: fullX(category),
      values: intl.formatList(values, { type: 'unit' }),
    });
  }

  function moveTo(index: number) {
    setActiveIndex(index);
    setDismissed(false);
    setAnnouncement(pointText(index));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = categories.length - 1;
    if (last < 0) {
      return;
    }
    const current = activeIndex;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = current === null ? 0 : Math.min(last, current + 1);
        break;
      case 'ArrowLeft':
        next = current === null ? last : Math.max(0, current - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      case 'Escape':
        if (tooltipShown) {
          event.preventDefault();
          setDismissed(true);
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    moveTo(next);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const pointerX = event.clientX - box.left;
    let nearest = 0;
    let best = Infinity;
    categories.forEach((category, index) => {
      const distance = Math.abs((x(category) ?? 0) + x.bandwidth() / 2 - pointerX);
      if (distance < best) {
        best = distance;
        nearest = index;
      }
    });
    if (categories.length > 0) {
      setActiveIndex(nearest);
      setHovered(true);
      setDismissed(false);
    }
  }

  const xColumn = xLabel ?? intl.formatMessage(chartMessages[xKind]);
  const activeCategory = activeIndex === null ? undefined : categories[activeIndex];
  const activeCenter =
    activeCategory === undefined ? 0 : (x(activeCategory) ?? 0) + x.bandwidth() / 2;

  // Shown, the table scrolls in its own region when too wide; hidden, it is only read.
  const tableElement = (shown: boolean) => (
    <TableFrame
      caption={title}
      captionClassName={styles.tableCaption}
      tableClassName={styles.table}
      tableId={tableId}
      scrollable={shown}
    >
      <thead>
        <tr>
          <th scope="col" className={cx(styles.headerCell, stickyColumnClass)}>
            {xColumn}
          </th>
          {table.columns.map((column) => (
            <th key={column} scope="col" className={styles.headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => (
          <tr key={category}>
            <th scope="row" className={cx(styles.rowHeader, stickyColumnClass)}>
              {fullX(category)}
            </th>
            {(table.rows[index] ?? []).map((cell, column) => (
              <td key={table.columns[column] ?? column} className={styles.cell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );

  return (
    <figure
      className={cx(styles.figure, className)}
      aria-labelledby={titleId}
      aria-describedby={summary ? summaryId : undefined}
    >
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {summary ? (
          <span id={summaryId} className={styles.summary}>
            {summary}
          </span>
        ) : null}
      </figcaption>
      {empty ? (
        <p className={styles.empty}>{intl.formatMessage(chartMessages.empty)}</p>
      ) : (
        <>
          {legend.length > 0 ? (
            <ul className={styles.legend}>
              {legend.map((item) => (
                <li key={item.id} className={styles.legendItem}>
                  {item.swatch}
                  {item.label}
                </li>
              ))}
            </ul>
          ) : null}
          {axisUnit ? (
            <div className={styles.unit} aria-hidden="true">
              {axisUnit}
            </div>
          ) : null}
          <div ref={areaRef} className={styles.plotArea}>
            {/* One tab stop with its own arrow keys (screen readers pass keys through to an
                application); the SVG is hidden and the values are announced and in the table. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <div
              role="application"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              aria-label={title}
              aria-describedby={instructionsId}
              className={styles.surface}
              style={{ height }}
              onKeyDown={onKeyDown}
              onFocus={() => {
                setFocused(true);
                moveTo(activeIndex ?? 0);
              }}
              onBlur={() => setFocused(false)}
              onPointerMove={onPointerMove}
              onPointerLeave={() => setHovered(false)}
            >
              {width > 0 ? (
                <svg
                  className={styles.svg}
                  width={width}
                  height={height}
                  aria-hidden="true"
                  focusable="false"
                >
                  {tooltipShown && activeCategory !== undefined ? (
                    <rect
                      x={activeCenter - x.step() / 2}
                      y={margin.top}
                      width={x.step()}
                      height={height - margin.top - margin.bottom}
                      style={{ fill: vars.color.primarySoft }}
                    />
                  ) : null}
                  {yTicks.map((tick, index) => (
                    <g key={tick}>
                      <line
                        x1={margin.left}
                        x2={width - margin.right}
                        y1={y(tick)}
                        y2={y(tick)}
                        style={{
                          stroke: tick === 0 ? vars.color.borderStrong : vars.color.chartGrid,
                          strokeWidth: 1,
                        }}
                      />
                      <text
                        x={margin.left - 8}
                        y={y(tick)}
                        dy="0.35em"
                        textAnchor="end"
                        className={styles.axisText}
                      >
                        {yLabels[index]}
                      </text>
                    </g>
                  ))}
                  {categories.map((category, index) =>
                    index % tickEvery === 0 ? (
                      <text
                        key={category}
                        x={(x(category) ?? 0) + x.bandwidth() / 2}
                        y={height - margin.bottom + 24}
                        textAnchor="middle"
                        className={styles.axisText}
                      >
                        {xLabels[index]}
                      </text>
                    ) : null,
                  )}
                  {renderPlot({
                    x,
                    y,
                    activeIndex: tooltipShown ? activeIndex : null,
                    top: margin.top,
                    bottom: height - margin.bottom,
                  })}
                  {objectives.some(isMeasure) ? (
                    <path
                      d={objectivePath(objectives, categories, x, y, [
                        margin.left,
                        width - margin.right,
                      ])}
                      data-chart-objective=""
                      style={{
                        fill: 'none',
                        stroke: vars.color.chartObjective,
                        strokeWidth: 2.5,
                        strokeDasharray: '8 6',
                      }}
                    />
                  ) : null}
                </svg>
              ) : null}
              {tooltipShown && activeIndex !== null && activeCategory !== undefined ? (
                <div
                  className={styles.tooltip}
                  data-chart-tooltip=""
                  aria-hidden="true"
                  style={
                    // Beside the highlighted band, on the side with more room, so the focused
                    // point itself is never covered.
                    activeCenter < width / 2
                      ? { left: activeCenter + x.step() / 2 + 8, top: margin.top }
                      : {
                          left: activeCenter - x.step() / 2 - 8,
                          top: margin.top,
                          transform: 'translateX(-100%)',
                        }
                  }
                >
                  <div className={styles.tooltipTitle}>{fullX(activeCategory)}</div>
                  {tooltipRows(activeIndex).map((row) => (
                    <div key={row.id} className={styles.tooltipRow}>
                      {row.swatch}
                      <span>{row.label}</span>
                      <span className={styles.tooltipValue}>{row.value}</span>
                    </div>
                  ))}
                </div>
              ) : null}
            </div>
            <VisuallyHidden id={instructionsId}>
              {intl.formatMessage(chartMessages.instructions)}
            </VisuallyHidden>
            <VisuallyHidden>
              <span aria-live="polite" aria-atomic="true">
                {focused ? announcement : ''}
              </span>
            </VisuallyHidden>
          </div>
          <div className={styles.toolbar}>
            <Button
              variant="ghost"
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              <Table2 aria-hidden="true" focusable="false" size={20} />
              {intl.formatMessage(tableShown ? chartMessages.hideTable : chartMessages.showTable)}
            </Button>
          </div>
          {tableShown ? (
            tableElement(true)
          ) : (
            <VisuallyHidden as="div">{tableElement(false)}</VisuallyHidden>
          )}
        </>
      )}
    </figure>
  );
}
