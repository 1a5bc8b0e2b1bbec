import type { RehabilitatorPatient } from '@oxilio/domain/contract';
import { Card, Disclosure, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { PatientCard } from './PatientCard';
import { patientsMessages as messages } from './messages';
import * as styles from './patients.css';

export interface ArchivedPatientsProps {
  patients: readonly RehabilitatorPatient[];
  hrefOf: (patientId: string) => string;
  onRestore: (patient: RehabilitatorPatient) => Promise<boolean>;
}

/** The archives, folded away: still readable, and each can be brought back. */
export function ArchivedPatients({ patients, hrefOf, onRestore }: ArchivedPatientsProps) {
  const intl = useIntl();
  return (
    <Card variant="muted">
      <Disclosure
        summary={
          <h2 className={styles.name}>
            {intl.formatMessage(messages.archivedTitle, { count: patients.length })}
          </h2>
        }
      >
        <Stack gap="md">
          {patients.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.archivedEmpty)}</Text>
          ) : (
            <ul className={styles.grid}>
              {patients.map((patient) => (
                <li key={patient.patientId} className={styles.gridItem}>
                  <PatientCard
                    patient={patient}
                    href={hrefOf(patient.patientId)}
                    onRestore={() => onRestore(patient)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Disclosure>
    </Card>
  );
}
