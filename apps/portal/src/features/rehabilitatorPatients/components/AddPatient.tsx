import type { PatientSearchResult } from '@oxilio/domain/contract';
import { Alert, Badge, Button, Card, Skeleton, Stack, Text, TextField } from '@oxilio/ui';
import { Check, Hourglass, Search, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { usePatientSearch } from '../api/searchPatients';
import { fullName } from './PatientCard';
import { patientsMessages as messages } from './messages';
import * as styles from './patients.css';

export interface AddPatientProps {
  /** Sends the invitation; resolves false when it did not go through. */
  onInvite: (patientId: string) => Promise<boolean>;
}

/**
 * Finds a patient of the rehabilitator's establishments by name, phone or email and invites them.
 * The API shows a patient who has not accepted this rehabilitator by name and link status only.
 */
export function AddPatient({ onInvite }: AddPatientProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const found = usePatientSearch(term);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const resultsId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setTerm(draft.trim());
  }

  async function invite(patient: PatientSearchResult) {
    setBusy(patient.patientId);
    setOutcome(null);
    const ok = await onInvite(patient.patientId).catch(() => false);
    setBusy(null);
    setOutcome(
      ok
        ? {
            tone: 'success',
            text: intl.formatMessage(messages.invited, { name: fullName(patient) }),
          }
        : { tone: 'danger', text: intl.formatMessage(messages.failed) },
    );
  }

  return (
    <Card as="section" title={intl.formatMessage(messages.addTitle)} headingLevel={2}>
      <Stack gap="lg">
        <form role="search" onSubmit={submit} className={styles.controls}>
          <TextField
            label={intl.formatMessage(messages.addLabel)}
            hint={intl.formatMessage(messages.addHint)}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-controls={resultsId}
            autoComplete="off"
          />
          <div>
            <Button type="submit" icon={Search} variant="secondary">
              {intl.formatMessage(messages.addSearch)}
            </Button>
          </div>
        </form>
        <div role="status" aria-live="polite">
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        </div>
        <div id={resultsId}>
          {term.length >= 2 ? (
            <DataState
              query={found}
              loading={<Skeleton shape="text" lines={2} />}
              isEmpty={(patients) => patients.length === 0}
              empty={<Text tone="muted">{intl.formatMessage(messages.addNone, { term })}</Text>}
            >
              {(patients) => (
                <Stack gap="md">
                  <Text tone="muted">
                    {intl.formatMessage(messages.addResults, { count: patients.length, term })}
                  </Text>
                  <ul className={styles.list}>
                    {patients.map((patient) => {
                      const id = `found-${patient.patientId}`;
                      return (
                        <li key={patient.patientId} className={styles.row}>
                          <Text weight="bold" id={id} className={styles.rowText}>
                            {fullName(patient)}
                          </Text>
                          {patient.link === 'accepted' ? (
                            <Badge tone="success" icon={Check}>
                              {intl.formatMessage(messages.linkAccepted)}
                            </Badge>
                          ) : patient.link === 'pending' ? (
                            <Badge tone="info" icon={Hourglass}>
                              {intl.formatMessage(messages.linkPending)}
                            </Badge>
                          ) : (
                            <Button
                              icon={UserPlus}
                              aria-describedby={id}
                              loading={busy === patient.patientId}
                              disabled={busy !== null}
                              onClick={() => void invite(patient)}
                            >
                              {intl.formatMessage(messages.invite)}
                            </Button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </Stack>
              )}
            </DataState>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
