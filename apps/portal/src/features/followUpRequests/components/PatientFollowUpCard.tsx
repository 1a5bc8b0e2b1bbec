import {
  formatDate,
  formatPersonName,
  dayOfInstant,
  functionalCapacityLabel,
  type FunctionalCapacity,
} from '@oxilio/domain';
import type { FollowUpRequest, PatientFollowUpState } from '@oxilio/domain/contract';
import { Alert, Button, Card, Skeleton, Stack, Tag, Text } from '@oxilio/ui';
import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import type { Notice } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { professionLabel, useTeam } from '../../establishment';
import { askFollowUpWrite } from '../api/askFollowUp';
import { usePatientFollowUp } from '../api/getPatientFollowUp';
import { AskFollowUpDialog, type AskFollowUpOption } from './AskFollowUpDialog';
import { followUpRequestMessages as messages } from './messages';
import * as styles from './followUp.css';
import { followUpAnchor } from '../anchor';

export interface PatientFollowUpCardProps {
  establishmentId: string;
  patient: { patientId: string; firstName: string; lastName: string };
}

/**
 * Who follows the patient, their functional capacity and objectives, the requests made to the
 * team, and the action that asks a rehabilitator of the team to follow them.
 */
export function PatientFollowUpCard({ establishmentId, patient }: PatientFollowUpCardProps) {
  const intl = useIntl();
  const query = usePatientFollowUp(establishmentId, patient.patientId);
  const heading = `${followUpAnchor}-title`;
  return (
    <section id={followUpAnchor} aria-labelledby={heading} className={styles.anchor}>
      <Card title={<span id={heading}>{intl.formatMessage(messages.title)}</span>} headingLevel={3}>
        <DataState query={query} loading={<Skeleton shape="text" lines={4} />}>
          {(state) => (
            <FollowUpState establishmentId={establishmentId} patient={patient} state={state} />
          )}
        </DataState>
      </Card>
    </section>
  );
}

function FollowUpState({
  establishmentId,
  patient,
  state,
}: PatientFollowUpCardProps & { state: PatientFollowUpState }) {
  const intl = useIntl();
  const team = useTeam(establishmentId);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const { hash } = useLocation();
  const patientName = formatPersonName(patient);
  const profession = (code: string | null) =>
    code === null ? null : professionLabel(code, (descriptor) => intl.formatMessage(descriptor));

  // Arriving from a list's "ask for a follow-up": the page opens on the card, its action focused
  // once the team is read (the action waits for it), once.
  const teamRead = team.data !== undefined;
  const arrived = useRef(false);
  useEffect(() => {
    if (hash === `#${followUpAnchor}` && teamRead && !arrived.current) {
      arrived.current = true;
      askRef.current?.scrollIntoView({ block: 'center' });
      askRef.current?.focus({ preventScroll: true });
    }
  }, [hash, teamRead]);

  const following = new Set(state.rehabilitators.map((item) => item.reeducatorId));
  const pending = new Set(
    state.requests
      .filter((item) => item.status === 'pending')
      .map((item) => item.rehabilitator.reeducatorId),
  );
  const options: AskFollowUpOption[] = (team.data?.reeducators ?? []).map((member) => ({
    reeducatorId: member.reeducatorId,
    name: formatPersonName(member),
    profession: profession(member.profession),
    unavailable: following.has(member.reeducatorId)
      ? 'follows'
      : pending.has(member.reeducatorId)
        ? 'pending'
        : null,
  }));

  const capacity =
    state.functionalCapacity === null
      ? intl.formatMessage(messages.capacityNotSet)
      : intl.formatMessage(functionalCapacityLabel[state.functionalCapacity as FunctionalCapacity]);
  const objectives = intl.formatMessage(
    state.objectives === 'notSet'
      ? messages.objectivesNotSet
      : state.objectives === 'defaults'
        ? messages.objectivesDefaults
        : messages.objectivesOwn,
  );
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(messages.capacity), capacity],
    [intl.formatMessage(messages.objectives), objectives],
  ];

  return (
    <Stack gap="lg">
      {state.rehabilitators.length === 0 ? (
        <Alert tone="warning">{intl.formatMessage(messages.nobody)}</Alert>
      ) : (
        <Stack gap="sm">
          <Text weight="bold">{intl.formatMessage(messages.followedBy)}</Text>
          <ul className={styles.list}>
            {state.rehabilitators.map((item, index) => (
              <li key={item.reeducatorId} className={styles.person}>
                <Text as="span" weight="bold">
                  {formatPersonName(item)}
                </Text>
                {index === 0 && state.rehabilitators.length > 1 ? (
                  <Tag label={intl.formatMessage(messages.main)} tone="primary" />
                ) : null}
                <Text as="span" tone="muted">
                  {[
                    profession(item.profession),
                    intl.formatMessage(messages.since, {
                      date: formatDate(dayOfInstant(item.since)),
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>
              <Text as="span" weight="bold">
                {term}
              </Text>
            </dt>
            <dd className={styles.definition}>
              <Text as="span">{value}</Text>
            </dd>
          </div>
        ))}
      </dl>
      {state.requests.length > 0 ? (
        <Stack gap="sm">
          <Text weight="bold">{intl.formatMessage(messages.requestsTitle)}</Text>
          <ul className={styles.list}>
            {state.requests.map((request) => (
              <li key={request.id}>
                <Text as="span">{requestText(request, (d, v) => intl.formatMessage(d, v))}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      <WriteNotice notice={notice} />
      <div>
        <Button
          ref={askRef}
          icon={UserPlus}
          variant={state.rehabilitators.length === 0 ? 'primary' : 'secondary'}
          disabled={!team.data}
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          {intl.formatMessage(messages.ask)}
        </Button>
      </div>
      <AskFollowUpDialog
        open={open}
        onOpenChange={setOpen}
        patientName={patientName}
        options={options}
        write={askFollowUpWrite(establishmentId, patient.patientId)}
        onSent={(option) =>
          setNotice({
            tone: 'success',
            text: intl.formatMessage(messages.sent, { name: option.name }),
          })
        }
      />
    </Stack>
  );
}

type Format = (
  descriptor: (typeof messages)[keyof typeof messages],
  values?: Record<string, string>,
) => string;

/** One request of the establishment, as a sentence: to whom, when, and its answer. */
function requestText(request: FollowUpRequest, format: Format): string {
  const name = formatPersonName(request.rehabilitator);
  if (request.status === 'pending') {
    return format(messages.requestPending, {
      name,
      date: formatDate(dayOfInstant(request.createdAt)),
      requester: request.requestedBy
        ? formatPersonName(request.requestedBy)
        : format(messages.requesterUnknown),
    });
  }
  const date = formatDate(dayOfInstant(request.answeredAt ?? request.createdAt));
  return format(
    request.status === 'refused' ? messages.requestRefused : messages.requestCancelled,
    {
      name,
      date,
    },
  );
}
