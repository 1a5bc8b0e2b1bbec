import type { AdaptedActivity } from '@oxilio/domain/contract';
import { Button, Card, EmptyState, Heading, PageHeader, Skeleton, Stack, Text } from '@oxilio/ui';
import { Activity, Plus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useSession } from '../../../auth/session';
import {
  ActivityAdminCard,
  ActivityForm,
  activitiesAdminMessages as messages,
  useActivityChanges,
  useCurrentPatients,
  useManagedActivities,
} from '../../../features/adaptedActivitiesAdmin';
import * as styles from './AdaptedActivitiesPage.css';

/**
 * /responsable/activites-adaptees: create an activity, the establishment's own activities (edit,
 * archive, participants), then the product's catalogue (participants only).
 */
export default function AdaptedActivitiesPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const activities = useManagedActivities(establishmentId !== '');
  const patients = useCurrentPatients(establishmentId || null);
  const changes = useActivityChanges(establishmentId);
  const [creating, setCreating] = useState(false);
  // A network or server error is the same failure as a refusal: the form keeps what was typed.
  const create = useWrite({
    call: changes.create,
    success: (values) => ({ message: messages.created, values: { name: values.name } }),
    failure: messages.failed,
  });

  const card = (activity: AdaptedActivity) => (
    <li key={activity.id} className={styles.item}>
      <ActivityAdminCard
        activity={activity}
        patients={patients.data?.patients.filter((patient) => !patient.archived)}
        onUpdate={(values) => changes.update(activity.id, values)}
        onArchive={() => changes.archive(activity.id)}
        onEnrol={(patientId) => changes.enrol(activity.id, patientId)}
        onTakeOut={(patientId) => changes.takeOut(activity.id, patientId)}
      />
    </li>
  );

  return (
    <Stack gap="xl">
      <PageHeader
        title={title}
        actions={
          creating ? null : (
            <Button
              icon={Plus}
              onClick={() => {
                create.reset();
                setCreating(true);
              }}
            >
              {intl.formatMessage(messages.create)}
            </Button>
          )
        }
      />
      <WriteNotice notice={create.notice} />
      {creating ? (
        <Card as="section" title={intl.formatMessage(messages.createTitle)} headingLevel={2}>
          <ActivityForm
            submitLabel={intl.formatMessage(messages.create)}
            onCancel={() => setCreating(false)}
            onSubmit={async (values) => {
              const result = await create.trigger(values);
              if (result?.ok) {
                setCreating(false);
              }
              return Boolean(result?.ok);
            }}
          />
        </Card>
      ) : null}
      <DataState query={activities} loading={<Skeleton shape="text" lines={8} />}>
        {({ activities: list }) => {
          const own = list.filter((activity) => activity.establishmentId !== null);
          const catalogue = list.filter((activity) => activity.establishmentId === null);
          return (
            <Stack gap="xl">
              <section aria-labelledby="own-activities">
                <Stack gap="lg">
                  <Heading level={2} id="own-activities">
                    {intl.formatMessage(messages.ownTitle)}
                  </Heading>
                  {own.length === 0 ? (
                    <EmptyState
                      icon={Activity}
                      headingLevel={3}
                      title={intl.formatMessage(messages.ownEmptyTitle)}
                      description={intl.formatMessage(messages.ownEmptyBody)}
                    />
                  ) : (
                    <ul className={styles.grid}>{own.map(card)}</ul>
                  )}
                </Stack>
              </section>
              {catalogue.length > 0 ? (
                <section aria-labelledby="catalogue-activities">
                  <Stack gap="lg">
                    <Heading level={2} id="catalogue-activities">
                      {intl.formatMessage(messages.catalogueTitle)}
                    </Heading>
                    <Text tone="muted">{intl.formatMessage(messages.catalogueIntro)}</Text>
                    <ul className={styles.grid}>{catalogue.map(card)}</ul>
                  </Stack>
                </section>
              ) : null}
            </Stack>
          );
        }}
      </DataState>
    </Stack>
  );
}
