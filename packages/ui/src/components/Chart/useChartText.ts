import { useIntl } from 'react-intl';
import { chartMessages, columnWithUnitMessage, valueWithUnitMessage } from './ChartFrame';

/** Formats values and column headers the same way in the tooltip, the announcement and the table. */
export function useChartText(formatValue: ((value: number) => string) | undefined, unit?: string) {
  const intl = useIntl();
  const format = formatValue ?? ((value: number) => intl.formatNumber(value));
  return {
    intl,
    /** "1 234" for table cells; "Pas de mesure" when missing. */
    cell: (value: number | null | undefined) =>
      value === null || value === undefined
        ? intl.formatMessage(chartMessages.noValue)
        : format(value),
    /** "1 234 pas" for the tooltip; "Pas de mesure" when missing. */
    value: (value: number | null | undefined) =>
      value === null || value === undefined
        ? intl.formatMessage(chartMessages.noValue)
        : unit
          ? intl.formatMessage(valueWithUnitMessage, { value: format(value), unit })
          : format(value),
    /** "Pas (pas)" for a table header. */
    column: (label: string) =>
      unit ? intl.formatMessage(columnWithUnitMessage, { label, unit }) : label,
    objectiveLabel: (label?: string) => label ?? intl.formatMessage(chartMessages.objective),
  };
}
