import type { AdaptedActivity } from '@oxilio/domain/contract';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Heading,
  PageHeader,
  Skeleton,
  Stack,
  Text,
} from '@oxilio/ui';
import { Activity, Plus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
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
  const [created, setCreated] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

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
                setCreated(null);
                setCreating(true);
              }}
            >
              {intl.formatMessage(messages.create)}
            </Button>
          )
        }
      />
      <div role="status" aria-live="polite">
        {created ? (
          <Alert tone="success">{intl.formatMessage(messages.created, { name: created })}</Alert>
        ) : failed ? (
          <Alert tone="danger">{intl.formatMessage(messages.failed)}</Alert>
        ) : null}
      </div>
      {creating ? (
        <Card as="section" title={intl.formatMessage(messages.createTitle)} headingLevel={2}>
          <ActivityForm
            submitLabel={intl.formatMessage(messages.create)}
            onCancel={() => setCreating(false)}
            onSubmit={async (values) => {
              // A network or server error is thrown: the same failure as a refusal, the form
              // keeps what was typed.
              const ok = await changes
                .create(values)
                .then((result) => result.ok)
                .catch(() => false);
              setFailed(!ok);
              if (ok) {
                setCreated(values.name);
                setCreating(false);
              }
              return ok;
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
