import type { PatientSearchResult } from '@oxilio/domain/contract';
import {
  Badge,
  Button,
  Card,
  FormGrid,
  ListRow,
  ListRows,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@oxilio/ui';
import { Check, Hourglass, Search, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { asResult, useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { usePatientSearch } from '../api/searchPatients';
import { fullName } from './PatientCard';
import { patientsMessages as messages } from './messages';

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
  const invite = useWrite({
    call: (patient: PatientSearchResult) => asResult(onInvite(patient.patientId)),
    success: (patient) => ({ message: messages.invited, values: { name: fullName(patient) } }),
    failure: messages.failed,
  });
  const resultsId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.reset();
    setTerm(draft.trim());
  }

  return (
    <Card as="section" title={intl.formatMessage(messages.addTitle)} headingLevel={2}>
      <Stack gap="lg">
        <form role="search" onSubmit={submit}>
          <FormGrid>
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
          </FormGrid>
        </form>
        <WriteNotice notice={invite.notice} />
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
                  <ListRows>
                    {patients.map((patient) => {
                      const id = `found-${patient.patientId}`;
                      return (
                        <ListRow
                          key={patient.patientId}
                          actions={
                            patient.link === 'accepted' ? (
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
                                loading={invite.writing?.patientId === patient.patientId}
                                disabled={invite.isMutating}
                                onClick={() => void invite.trigger(patient)}
                              >
                                {intl.formatMessage(messages.invite)}
                              </Button>
                            )
                          }
                        >
                          <Text weight="bold" id={id}>
                            {fullName(patient)}
                          </Text>
                        </ListRow>
                      );
                    })}
                  </ListRows>
                </Stack>
              )}
            </DataState>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
