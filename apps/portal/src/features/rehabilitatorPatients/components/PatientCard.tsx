import { formatPersonName, pathologyLabel, type Pathology } from '@oxilio/domain';
import type { RehabilitatorPatient } from '@oxilio/domain/contract';
import { Alert, Badge, Button, Card, ConfirmAction, Inline, Stack } from '@oxilio/ui';
import { Archive, ArchiveRestore, Clock, Star, TrendingUp, Unplug } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { asResult, useWrite } from '../../../app/useWrite';
import { Fact, IndicatorFacts } from './IndicatorFacts';
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
  // A refusal and a network or server error both leave the patient where they were: the card
  // says so, and its button can be used again.
  const move = useWrite({
    call: (action: () => Promise<boolean>) => asResult(action()),
    failure: messages.failed,
  });
  const { indicators } = patient;
  const name = fullName(patient);
  const titleId = `patient-${patient.patientId}`;
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
        <IndicatorFacts indicators={indicators}>
          <Fact label={intl.formatMessage(messages.pathology)}>{pathology}</Fact>
        </IndicatorFacts>
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
