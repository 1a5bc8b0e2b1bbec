import { formatNumber } from '@oxilio/domain';
import type { PatientIndicators } from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { patientsMessages as messages } from './messages';
import * as styles from './patients.css';

export interface IndicatorFactsProps {
  /** The indicators the API computed (the rehabilitator's list, the manager's follow-up list). */
  indicators: PatientIndicators;
  /** Facts shown before them, as `Fact` elements (the pathology, the rehabilitator). */
  children?: ReactNode;
}

/** One more fact of the list: its label and its value. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

/**
 * A patient's usage days, performance and last 7 days' steps (small bars with their text), as a
 * description list: the same words wherever a patient's indicators are shown.
 */
export function IndicatorFacts({ indicators, children }: IndicatorFactsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const steps = indicators.last7Days.map((day) => day.stepCount);
  const maxSteps = Math.max(1, ...steps.map((value) => value ?? 0));
  const stepsText = steps
    .map((value) =>
      value === null ? intl.formatMessage(messages.noValue) : formatNumber(value, locale),
    )
    .join(', ');
  return (
    <dl className={styles.facts}>
      {children}
      <dt className={styles.factLabel}>{intl.formatMessage(messages.usageDays)}</dt>
      <dd className={styles.factValue}>
        {intl.formatMessage(messages.usageDaysValue, { days: indicators.usageDays })}
      </dd>
      <dt className={styles.factLabel}>{intl.formatMessage(messages.performance)}</dt>
      <dd className={styles.factValue}>
        {indicators.performance === null
          ? intl.formatMessage(messages.noData)
          : intl.formatMessage(messages.performanceWeek, {
              value: formatNumber(Math.round(indicators.performance), locale),
              days: indicators.performanceDays,
            })}
      </dd>
      <dt className={styles.factLabel}>{intl.formatMessage(messages.last7Days)}</dt>
      <dd className={styles.factValue}>
        <span
          className={styles.days}
          role="img"
          aria-label={intl.formatMessage(messages.last7DaysSummary, { values: stepsText })}
        >
          {steps.map((value, index) =>
            value === null ? (
              <span key={index} className={styles.dayEmpty} />
            ) : (
              <span
                key={index}
                className={styles.dayBar}
                style={{ height: `${Math.max(10, Math.round((value / maxSteps) * 100))}%` }}
              />
            ),
          )}
        </span>
      </dd>
    </dl>
  );
}
