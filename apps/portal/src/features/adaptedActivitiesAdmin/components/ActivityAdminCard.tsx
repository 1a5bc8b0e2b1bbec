import { formatDateTime } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { AdaptedActivity, EstablishmentPatient } from '@oxilio/domain/contract';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@oxilio/ui';
import { Archive, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useParticipants } from '../api/getParticipants';
import { ActivityForm, type ActivityValues } from './ActivityForm';
import { activitiesAdminMessages as messages } from './messages';
import * as styles from './activities.css';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

export interface ActivityAdminCardProps {
  activity: AdaptedActivity;
  /** The establishment's current patients, to choose whom to enrol (undefined while loading). */
  patients: readonly EstablishmentPatient[] | undefined;
  onUpdate: (values: ActivityValues) => Promise<ApiResult<unknown>>;
  onArchive: () => Promise<ApiResult<unknown>>;
  onEnrol: (patientId: string) => Promise<ApiResult<unknown>>;
  onTakeOut: (patientId: string) => Promise<ApiResult<unknown>>;
}

/**
 * One activity for its manager: what it is, its participants (enrol one, take one out after
 * confirming), and, for the establishment's own activities, edit and archive (after confirming).
 */
export function ActivityAdminCard({
  activity,
  patients,
  onUpdate,
  onArchive,
  onEnrol,
  onTakeOut,
}: ActivityAdminCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const participants = useParticipants(activity.id);
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [takingOut, setTakingOut] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const values = { activity: activity.name };

  async function run(
    key: string,
    action: () => Promise<ApiResult<unknown>>,
    done: MessageDescriptor,
    extra: Record<string, string>,
  ) {
    setBusy(key);
    const result = await action().catch(() => null);
    setBusy(null);
    setOutcome(
      result?.ok
        ? { tone: 'success', text: intl.formatMessage(done, { ...values, ...extra }) }
        : { tone: 'danger', text: intl.formatMessage(messages.failed) },
    );
    return result?.ok ?? false;
  }

  const enrolledIds = new Set(participants.data?.patients.map((patient) => patient.patientId));
  const candidates = (patients ?? []).filter((patient) => !enrolledIds.has(patient.patientId));

  async function enrol(event: FormEvent) {
    event.preventDefault();
    const patient = candidates.find((candidate) => candidate.patientId === chosen);
    if (!patient) {
      return;
    }
    const ok = await run('enrol', () => onEnrol(patient.patientId), messages.enrolled, {
      name: `${patient.firstName} ${patient.lastName}`,
    });
    if (ok) {
      setChosen('');
    }
  }

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={3} id={headingId} className={styles.text}>
          {activity.name}
        </Heading>
        {editing ? (
          <ActivityForm
            activity={activity}
            submitLabel={intl.formatMessage(messages.save)}
            onCancel={() => setEditing(false)}
            onSubmit={async (next) => {
              const ok = await run('edit', () => onUpdate(next), messages.saved, {
                name: next.name,
              });
              if (ok) {
                setEditing(false);
              }
              return ok;
            }}
          />
        ) : (
          <Stack gap="sm">
            {activity.schedule ? (
              <Text weight="bold" className={styles.text}>
                {activity.schedule}
              </Text>
            ) : null}
            {activity.description ? (
              <Text className={styles.text}>{activity.description}</Text>
            ) : null}
          </Stack>
        )}
        {activity.canEdit && !editing ? (
          <Inline gap="sm" wrap>
            <Button
              variant="secondary"
              icon={Pencil}
              aria-label={intl.formatMessage(messages.editLabel, { name: activity.name })}
              onClick={() => {
                setOutcome(null);
                setEditing(true);
              }}
            >
              {intl.formatMessage(messages.edit)}
            </Button>
            <ConfirmDialog
              open={archiving}
              onOpenChange={setArchiving}
              tone="destructive"
              trigger={
                <Button
                  variant="ghost"
                  icon={Archive}
                  loading={busy === 'archive'}
                  aria-label={intl.formatMessage(messages.archiveLabel, { name: activity.name })}
                >
                  {intl.formatMessage(messages.archive)}
                </Button>
              }
              title={intl.formatMessage(messages.archiveTitle, { name: activity.name })}
              description={intl.formatMessage(messages.archiveBody)}
              confirmLabel={intl.formatMessage(messages.archive)}
              cancelLabel={intl.formatMessage(messages.cancel)}
              onConfirm={async () => {
                setArchiving(false);
                await run('archive', onArchive, messages.archived, { name: activity.name });
              }}
            />
          </Inline>
        ) : null}
        <div role="status" aria-live="polite">
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        </div>
        <DataState query={participants} loading={<Skeleton shape="text" lines={2} />}>
          {(data) => (
            <Stack gap="sm">
              <Heading level={4}>
                {intl.formatMessage(messages.participants, { count: data.patients.length })}
              </Heading>
              {data.patients.length > 0 ? (
                <ul className={styles.list}>
                  {data.patients.map((patient) => {
                    const name = `${patient.firstName} ${patient.lastName}`;
                    return (
                      <li key={patient.patientId} className={styles.row}>
                        <div className={styles.rowText}>
                          <Text weight="bold">{name}</Text>
                          <Text size="small" tone="muted">
                            {intl.formatMessage(messages.enrolledOn, {
                              date: formatDateTime(patient.enrolledAt, locale).split(' ')[0],
                            })}
                          </Text>
                        </div>
                        <ConfirmDialog
                          open={takingOut === patient.patientId}
                          onOpenChange={(open) => setTakingOut(open ? patient.patientId : null)}
                          tone="destructive"
                          trigger={
                            <Button
                              variant="ghost"
                              icon={UserMinus}
                              loading={busy === patient.patientId}
                              disabled={busy !== null}
                              aria-label={intl.formatMessage(messages.takeOutLabel, { name })}
                            >
                              {intl.formatMessage(messages.takeOut)}
                            </Button>
                          }
                          title={intl.formatMessage(messages.takeOutTitle, { ...values, name })}
                          description={intl.formatMessage(messages.takeOutBody)}
                          confirmLabel={intl.formatMessage(messages.takeOut)}
                          cancelLabel={intl.formatMessage(messages.cancel)}
                          onConfirm={async () => {
                            setTakingOut(null);
                            await run(
                              patient.patientId,
                              () => onTakeOut(patient.patientId),
                              messages.takenOut,
                              { name },
                            );
                          }}
                        />
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {patients === undefined ? null : candidates.length === 0 ? (
                <Text size="small" tone="muted">
                  {intl.formatMessage(messages.noPatientLeft)}
                </Text>
              ) : (
                <form className={styles.enrolForm} onSubmit={(event) => void enrol(event)}>
                  <Select
                    label={intl.formatMessage(messages.patient)}
                    placeholder={intl.formatMessage(messages.choosePatient)}
                    options={candidates.map((patient) => ({
                      value: patient.patientId,
                      label: `${patient.lastName} ${patient.firstName}`,
                    }))}
                    value={chosen}
                    onValueChange={setChosen}
                  />
                  <div>
                    <Button
                      type="submit"
                      variant="secondary"
                      icon={UserPlus}
                      loading={busy === 'enrol'}
                      disabled={chosen === '' || busy !== null}
                    >
                      {intl.formatMessage(messages.enrol)}
                    </Button>
                  </div>
                </form>
              )}
            </Stack>
          )}
        </DataState>
      </Stack>
    </Card>
  );
}
