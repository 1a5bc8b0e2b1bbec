import { valuesAgainstObjectives } from '@oxilio/domain';
import type { PercentagesResponse } from '@oxilio/domain/contract';
import { BarChart, LineChart, StackedBarChart } from '@oxilio/ui';
import { useIntl, type IntlShape } from 'react-intl';
import {
  completionAt,
  defaultReading,
  type EvolutionScale,
  type EvolutionView,
  type Reading,
} from '../model/view';
import { evolutionChartMessages, evolutionMessages } from './messages';
import type { BarSpec, CompletionSpec, LineSpec, StackedSpec } from './tabs';
import { unitStep, unitText } from './units';

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

type Unit = ReturnType<typeof unitText>;

function withUnit(intl: IntlShape, unit: Unit, value: number): string {
  const number = unit.format(value);
  return unit.word
    ? intl.formatMessage(evolutionMessages.valueWithUnit, { value: number, unit: unit.word })
    : number;
}

/**
 * "Moyenne des jours mesurés (26 sur 30) : 612 pas." or "Total : 14." over the buckets shown: an
 * average says on how many buckets it rests (docs/product.md#performance-and-usage).
 */
function overall(
  intl: IntlShape,
  unit: Unit,
  values: readonly (number | null)[],
  reading: Reading,
  scale: EvolutionScale,
) {
  const measured = values.filter(isNumber);
  if (measured.length === 0) {
    return null;
  }
  const total = measured.reduce((sum, value) => sum + value, 0);
  return reading === 'total'
    ? intl.formatMessage(evolutionMessages.total, { value: withUnit(intl, unit, total) })
    : intl.formatMessage(evolutionMessages.average, {
        value: withUnit(intl, unit, total / measured.length),
        scale,
        measured: measured.length,
        total: values.length,
      });
}

/**
 * The sentences under a chart's title: how to read it, then what it says. A sentence ending on an
 * abbreviation ("15 Sek.") takes no second full stop.
 */
function summaryOf(parts: readonly (string | null | undefined)[]): string | undefined {
  const text = parts
    .filter(Boolean)
    .join(' ')
    .replace(/\.\.(?=\s|$)/g, '.');
  return text === '' ? undefined : text;
}

function perDayHint(intl: IntlShape, view: EvolutionView, reading: Reading) {
  return reading === 'perDay' && view.scale !== 'day'
    ? intl.formatMessage(evolutionMessages.perDayHint, { scale: view.scale })
    : null;
}

const convertAll = (unit: Unit, values: readonly (number | null)[]) => values.map(unit.convert);

/**
 * One metric as bars, with its objective line where one is in force. Its table shows the values
 * judged against the objective (docs/product.md#constants, judged values): with the decimals needed
 * for a value below its objective never to read as it, so a "No" never sits beside two equal figures.
 */
export function EvolutionBarChart({ spec, view }: { spec: BarSpec; view: EvolutionView }) {
  const intl = useIntl();
  const base = unitText(intl, spec.unit);
  const reading = spec.reading ?? defaultReading(spec.key);
  const objectives = spec.objective
    ? convertAll(base, view.objectives(spec.objective, reading))
    : undefined;
  const withObjective = objectives?.some(isNumber) ? objectives : undefined;
  const { step, extraDigits: maxExtra } = unitStep(spec.unit);
  const judged = valuesAgainstObjectives(
    convertAll(base, view.values(spec.key, reading)),
    withObjective,
    step,
    maxExtra,
  );
  const values = judged.values;
  const unit = judged.extraDigits > 0 ? unitText(intl, spec.unit, judged.extraDigits) : base;
  return (
    <BarChart
      title={intl.formatMessage(spec.title, { scale: view.scale })}
      summary={summaryOf([
        spec.hint ? intl.formatMessage(spec.hint) : null,
        perDayHint(intl, view, reading),
        overall(intl, unit, values, reading, view.scale),
      ])}
      label={intl.formatMessage(spec.label)}
      unit={unit.word}
      formatValue={unit.format}
      axis={unit.axis}
      xKind={view.scale}
      data={view.xs.map((x, index) => ({ x, value: values[index] ?? null }))}
      objective={withObjective}
    />
  );
}

/**
 * "Moyennes — Côté gauche : 31 cm, Côté droit : 25 cm." (a comma in every language: the runtime's
 * list formats lack some of ours, and fall back to another language's "and").
 */
function averages(
  intl: IntlShape,
  unit: Unit,
  series: readonly { label: string; values: readonly (number | null)[] }[],
) {
  const parts = series.flatMap(({ label, values }) => {
    const measured = values.filter(isNumber);
    if (measured.length === 0) {
      return [];
    }
    const mean = measured.reduce((sum, value) => sum + value, 0) / measured.length;
    return [
      intl.formatMessage(evolutionMessages.labelledValue, {
        label,
        value: withUnit(intl, unit, mean),
      }),
    ];
  });
  return parts.length === 0
    ? null
    : intl.formatMessage(evolutionMessages.averages, {
        values: parts.join(', '),
      });
}

/** Several metrics as lines over the buckets. */
export function EvolutionLineChart({ spec, view }: { spec: LineSpec; view: EvolutionView }) {
  const intl = useIntl();
  const unit = unitText(intl, spec.unit);
  const series = spec.series.map((item) => ({
    id: item.key,
    label: intl.formatMessage(item.label),
    values: convertAll(unit, view.values(item.key)),
  }));
  return (
    <LineChart
      title={intl.formatMessage(spec.title, { scale: view.scale })}
      summary={summaryOf([
        spec.hint ? intl.formatMessage(spec.hint) : null,
        averages(intl, unit, series),
      ])}
      unit={unit.word}
      formatValue={unit.format}
      axis={unit.axis}
      xKind={view.scale}
      series={series.map(({ id, label }) => ({ id, label }))}
      data={view.xs.map((x, index) => ({
        x,
        values: Object.fromEntries(series.map((item) => [item.id, item.values[index] ?? null])),
      }))}
    />
  );
}

/** Parts of a whole per bucket (walking within standing, activity and workout stars). */
export function EvolutionStackedChart({ spec, view }: { spec: StackedSpec; view: EvolutionView }) {
  const intl = useIntl();
  const base = unitText(intl, spec.unit);
  const reading = spec.reading ?? defaultReading(spec.parts[0]!.key);
  const parts = spec.parts.map((part) => {
    const values = view.values(part.key, reading);
    const minus = part.minus ? view.values(part.minus, reading) : null;
    return {
      id: part.key,
      label: intl.formatMessage(part.label),
      values: convertAll(
        base,
        values.map((value, index) => {
          const other = minus?.[index];
          return value !== null && isNumber(other) ? Math.max(0, value - other) : value;
        }),
      ),
    };
  });
  const totals = view.xs.map((_, index) => {
    const measured = parts.map((part) => part.values[index]).filter(isNumber);
    return measured.length === 0 ? null : measured.reduce((sum, value) => sum + value, 0);
  });
  const objectives = spec.objective
    ? convertAll(base, view.objectives(spec.objective, reading))
    : undefined;
  const withObjective = objectives?.some(isNumber) ? objectives : undefined;
  // Totals below their objective never read as it (docs/product.md#constants, judged values).
  const { step, extraDigits: maxExtra } = unitStep(spec.unit);
  const { extraDigits } = valuesAgainstObjectives(totals, withObjective, step, maxExtra);
  const unit = extraDigits > 0 ? unitText(intl, spec.unit, extraDigits) : base;
  return (
    <StackedBarChart
      title={intl.formatMessage(spec.title, { scale: view.scale })}
      summary={summaryOf([
        spec.hint ? intl.formatMessage(spec.hint) : null,
        perDayHint(intl, view, reading),
        overall(intl, unit, totals, reading, view.scale),
      ])}
      unit={unit.word}
      formatValue={unit.format}
      axis={unit.axis}
      xKind={view.scale}
      series={parts.map(({ id, label }) => ({ id, label }))}
      data={view.xs.map((x, index) => ({
        x,
        values: Object.fromEntries(parts.map((part) => [part.id, part.values[index] ?? null])),
      }))}
      objective={withObjective}
    />
  );
}

/** Completion of objectives in percent per bucket, against the 100 % line. */
export function EvolutionCompletionChart({
  spec,
  view,
  percentages,
}: {
  spec: CompletionSpec;
  view: EvolutionView;
  percentages: PercentagesResponse;
}) {
  const intl = useIntl();
  const unit = unitText(intl, spec.unit);
  const series = spec.series.map((item) => ({
    id: item.key,
    label: intl.formatMessage(item.label),
    ...completionAt(view, percentages, item.key),
  }));
  const daysMet = series.flatMap(({ label, daysMet: met, daysMeasured }) => {
    const measured = daysMeasured.reduce((sum, days) => sum + days, 0);
    return measured === 0
      ? []
      : [
          intl.formatMessage(evolutionMessages.daysMet, {
            label,
            met: met.reduce((sum, days) => sum + days, 0),
            measured,
          }),
        ];
  });
  return (
    <LineChart
      title={intl.formatMessage(spec.title, { scale: view.scale })}
      summary={summaryOf([
        spec.hint ? intl.formatMessage(spec.hint) : null,
        daysMet.length > 0 ? `${daysMet.join(', ')}.` : null,
      ])}
      unit={unit.word}
      formatValue={unit.format}
      axis={unit.axis}
      xKind={view.scale}
      series={series.map(({ id, label }) => ({ id, label }))}
      data={view.xs.map((x, index) => ({
        x,
        values: Object.fromEntries(series.map((item) => [item.id, item.completion[index] ?? null])),
      }))}
      objective={100}
      objectiveLabel={intl.formatMessage(evolutionChartMessages.completionObjective)}
    />
  );
}
