import { formatDayOfInstant, formatPersonName } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { AdaptedActivity, EstablishmentPatient } from '@oxilio/domain/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  FormGrid,
  Heading,
  Inline,
  ListRow,
  ListRows,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@oxilio/ui';
import { Archive, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useParticipants } from '../api/getParticipants';
import { ActivityForm, type ActivityValues } from './ActivityForm';
import { activitiesAdminMessages as messages } from './messages';
import * as styles from './activities.css';
import { useTimeZone } from '../../stats';

/** What the manager changes on the card: one at a time, announced in the card's status line. */
type Change =
  | { kind: 'edit'; values: ActivityValues }
  | { kind: 'archive' }
  | { kind: 'enrol' | 'takeOut'; patientId: string; name: string };

const doneMessages = {
  edit: messages.saved,
  archive: messages.archived,
  enrol: messages.enrolled,
  takeOut: messages.takenOut,
};

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
  const timeZone = useTimeZone();
  const headingId = useId();
  const participants = useParticipants(activity.id);
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [takingOut, setTakingOut] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const values = { activity: activity.name };
  const change = useWrite({
    call: (next: Change) =>
      next.kind === 'edit'
        ? onUpdate(next.values)
        : next.kind === 'archive'
          ? onArchive()
          : next.kind === 'enrol'
            ? onEnrol(next.patientId)
            : onTakeOut(next.patientId),
    success: (next) => ({
      message: doneMessages[next.kind],
      values: {
        ...values,
        name:
          next.kind === 'edit'
            ? next.values.name
            : next.kind === 'archive'
              ? activity.name
              : next.name,
      },
    }),
    failure: messages.failed,
  });
  const writing = change.writing;

  const enrolledIds = new Set(participants.data?.patients.map((patient) => patient.patientId));
  const candidates = (patients ?? []).filter((patient) => !enrolledIds.has(patient.patientId));

  async function enrol(event: FormEvent) {
    event.preventDefault();
    const patient = candidates.find((candidate) => candidate.patientId === chosen);
    if (!patient) {
      return;
    }
    const result = await change.trigger({
      kind: 'enrol',
      patientId: patient.patientId,
      name: formatPersonName(patient),
    });
    if (result?.ok) {
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
              const result = await change.trigger({ kind: 'edit', values: next });
              if (result?.ok) {
                setEditing(false);
              }
              return Boolean(result?.ok);
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
                change.reset();
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
                  loading={writing?.kind === 'archive'}
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
                await change.trigger({ kind: 'archive' });
              }}
            />
          </Inline>
        ) : null}
        <WriteNotice notice={change.notice} />
        <DataState query={participants} loading={<Skeleton shape="text" lines={2} />}>
          {(data) => (
            <Stack gap="sm">
              <Heading level={4}>
                {intl.formatMessage(messages.participants, { count: data.patients.length })}
              </Heading>
              {data.patients.length > 0 ? (
                <ListRows variant="divided">
                  {data.patients.map((patient) => {
                    const name = formatPersonName(patient);
                    return (
                      <ListRow
                        key={patient.patientId}
                        actions={
                          <ConfirmDialog
                            open={takingOut === patient.patientId}
                            onOpenChange={(open) => setTakingOut(open ? patient.patientId : null)}
                            tone="destructive"
                            trigger={
                              <Button
                                variant="ghost"
                                icon={UserMinus}
                                loading={
                                  writing?.kind === 'takeOut' &&
                                  writing.patientId === patient.patientId
                                }
                                disabled={change.isMutating}
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
                              await change.trigger({
                                kind: 'takeOut',
                                patientId: patient.patientId,
                                name,
                              });
                            }}
                          />
                        }
                      >
                        <Text weight="bold">{name}</Text>
                        <Text size="small" tone="muted">
                          {intl.formatMessage(messages.enrolledOn, {
                            date: formatDayOfInstant(patient.enrolledAt, locale, timeZone),
                          })}
                        </Text>
                      </ListRow>
                    );
                  })}
                </ListRows>
              ) : null}
              {patients === undefined ? null : candidates.length === 0 ? (
                <Text size="small" tone="muted">
                  {intl.formatMessage(messages.noPatientLeft)}
                </Text>
              ) : (
                <form onSubmit={(event) => void enrol(event)}>
                  <FormGrid>
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
                        loading={writing?.kind === 'enrol'}
                        disabled={chosen === '' || change.isMutating}
                      >
                        {intl.formatMessage(messages.enrol)}
                      </Button>
                    </div>
                  </FormGrid>
                </form>
              )}
            </Stack>
          )}
        </DataState>
      </Stack>
    </Card>
  );
}
