import { formatNumber, formatPersonName, pathologyLabel, type Pathology } from '@oxilio/domain';
import type { RehabilitatorPatient } from '@oxilio/domain/contract';
import { Alert, Badge, Button, Card, ConfirmAction, Inline, Stack } from '@oxilio/ui';
import { Archive, ArchiveRestore, Clock, Star, TrendingUp, Unplug } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { asResult, useWrite } from '../../../app/useWrite';
import { useLocale } from '../../../i18n/LocaleProvider';
import { patientsMessages as messages } from './messages';
import * as styles from './patients.css';

export interface PatientCardProps {
  patient: RehabilitatorPatient;
  /** The patient's file (their synthesis). */
  href: string;
  /** Archives the patient (current patients) or brings them back (archived ones). */
  onArchive?: () => Promise<boolean>;
  onRestore?: () => Promise<boolean>;
}

export const fullName = (patient: { firstName: string; lastName: string }) =>
  formatPersonName(patient);

/** One followed patient: name (to their file), the indicators computed by the API, archiving. */
export function PatientCard({ patient, href, onArchive, onRestore }: PatientCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  // A refusal and a network or server error both leave the patient where they were: the card
  // says so, and its button can be used again.
  const move = useWrite({
    call: (action: () => Promise<boolean>) => asResult(action()),
    failure: messages.failed,
  });
  const { indicators } = patient;
  const name = fullName(patient);
  const titleId = `patient-${patient.patientId}`;
  const steps = indicators.last7Days.map((day) => day.stepCount);
  const maxSteps = Math.max(1, ...steps.map((value) => value ?? 0));
  const stepsText = steps
    .map((value) =>
      value === null ? intl.formatMessage(messages.noValue) : formatNumber(value, locale),
    )
    .join(', ');
  const pathologyMessage =
    patient.mainPathology === null
      ? undefined
      : (pathologyLabel as Partial<Record<Pathology, MessageDescriptor>>)[
          patient.mainPathology as Pathology
        ];
  const pathology = intl.formatMessage(pathologyMessage ?? messages.noPathology);
  const about = { 'aria-describedby': titleId };

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <Stack gap="md">
        <h3 className={styles.name} id={titleId}>
          <RouterLink className={styles.nameLink} to={href}>
            {name}
          </RouterLink>
        </h3>
        {indicators.painIncrease ||
        indicators.awaitingSelfRehabilitation ||
        indicators.noDevice ||
        patient.main ? (
          <Inline gap="sm" wrap>
            {indicators.painIncrease ? (
              <Badge tone="danger" icon={TrendingUp}>
                {intl.formatMessage(messages.painIncrease)}
              </Badge>
            ) : null}
            {indicators.awaitingSelfRehabilitation ? (
              <Badge tone="warning" icon={Clock}>
                {intl.formatMessage(messages.awaitingSelf)}
              </Badge>
            ) : null}
            {indicators.noDevice ? (
              <Badge tone="neutral" icon={Unplug}>
                {intl.formatMessage(messages.noDevice)}
              </Badge>
            ) : null}
            {patient.main ? (
              <Badge tone="primary" icon={Star}>
                {intl.formatMessage(messages.main)}
              </Badge>
            ) : null}
          </Inline>
        ) : null}
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.pathology)}</dt>
          <dd className={styles.factValue}>{pathology}</dd>
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
        {move.error ? <Alert tone="danger">{move.error}</Alert> : null}
        {onArchive ? (
          <div>
            <ConfirmAction
              label={intl.formatMessage(messages.archive)}
              icon={Archive}
              {...about}
              tone="default"
              pending={move.isMutating}
              title={intl.formatMessage(messages.archiveTitle, { name })}
              description={intl.formatMessage(messages.archiveBody)}
              cancelLabel={intl.formatMessage(messages.cancel)}
              onConfirm={() => move.trigger(onArchive)}
            />
          </div>
        ) : null}
        {onRestore ? (
          <div>
            <Button
              variant="secondary"
              icon={ArchiveRestore}
              loading={move.isMutating}
              onClick={() => void move.trigger(onRestore)}
              {...about}
            >
              {intl.formatMessage(messages.restore)}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
