import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl, type FormatNumberOptions } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { trendOf } from './trend';
import { cx } from '../../utils/cx';
import * as styles from './StatTile.css';

export const statTileReferenceKinds = [
  'objective',
  'previousDay',
  'previousPeriod',
  'average',
  'start',
] as const;

const trendIcons = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

export interface StatTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is measured, e.g. "Pas". */
  label: ReactNode;
  /** The measure; a number is formatted for the locale and can show a trend. */
  value: number | string;
  /** Text shown instead of the formatted number (e.g. a duration "1 h 20"); the trend still uses value. */
  displayValue?: string;
  /** Unit after the value, e.g. "pas", "m", "km/h". */
  unit?: string;
  /** Options for formatting a numeric value. @defaultValue at most one decimal */
  formatOptions?: FormatNumberOptions;
  /** Decorative icon at the top right (from lucide-react). */
  icon?: LucideIcon;
  /** Value compared with, to show a trend (up, down or flat, in percent). */
  reference?: number;
  /** What the reference is, for the trend sentence. @defaultValue 'objective' */
  referenceKind?: (typeof statTileReferenceKinds)[number];
  /** Whether a higher value is good news (green) or bad news (red). @defaultValue true */
  higherIsBetter?: boolean;
  /** Visible line under the trend, e.g. "Objectif : 4 000 pas". */
  referenceText?: ReactNode;
}

/** One key figure with its label, unit, and trend against a reference. */
export const StatTile = forwardRef<HTMLDivElement, StatTileProps>(function StatTile(
  {
    label,
    value,
    displayValue,
    unit,
    formatOptions = { maximumFractionDigits: 1 },
    icon: Icon,
    reference,
    referenceKind = 'objective',
    higherIsBetter = true,
    referenceText,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const shownValue =
    displayValue ?? (typeof value === 'number' ? intl.formatNumber(value, formatOptions) : value);
  const trend =
    typeof value === 'number' && reference !== undefined
      ? trendOf(value, reference, higherIsBetter)
      : null;
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  return (
    <div ref={ref} className={cx(styles.tile, className)} {...rest}>
      <div className={styles.top}>
        <p className={styles.label}>{label}</p>
        {Icon ? (
          <span className={styles.icon}>
            <Icon aria-hidden="true" focusable="false" size={24} />
          </span>
        ) : null}
      </div>
      <p className={styles.value}>
        <span className={styles.number}>{shownValue}</span>
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </p>
      {trend && TrendIcon ? (
        <p className={styles.trend({ tone: trend.tone })}>
          <TrendIcon aria-hidden="true" focusable="false" size={20} strokeWidth={2.5} />
          <span aria-hidden="true">
            {intl.formatNumber(trend.change, {
              style: 'percent',
              maximumFractionDigits: 0,
              signDisplay: 'exceptZero',
            })}
          </span>
          <VisuallyHidden>
            {intl.formatMessage(
              {
                id: 'ui.statTile.trend',
                defaultMessage:
                  '{direction, select, up {en hausse de {change, number, percent}} down {en baisse de {change, number, percent}} other {stable}} {reference, select, objective {par rapport à l’objectif} previousDay {par rapport à la veille} previousPeriod {par rapport à la période précédente} start {par rapport à vos débuts} other {par rapport à la moyenne}}',
              },
              {
                direction: trend.direction,
                change: Math.abs(trend.change),
                reference: referenceKind,
              },
            )}
          </VisuallyHidden>
        </p>
      ) : null}
      {referenceText ? <p className={styles.reference}>{referenceText}</p> : null}
    </div>
  );
});
