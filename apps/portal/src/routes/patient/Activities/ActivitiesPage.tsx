import { Card, Link, PageHeader, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { ActivitiesOverview } from '../../../features/activities';
import { defineMessages } from '../../../i18n/defineMessages';
import { patientPaths } from '../manifest';
import { apaDetailHref } from '../Apa/apaHref';

const messages = defineMessages({
  intro: {
    id: 'patient.activities.intro',
    defaultMessage:
      'Des activités physiques pensées pour vous : en groupe dans votre établissement, ou chez vous avec le catalogue oxilio.',
  },
  soundTitle: { id: 'patient.activities.soundTitle', defaultMessage: 'Programmes sonores' },
  soundBody: {
    id: 'patient.activities.soundBody',
    defaultMessage:
      'Des rythmes pour caler vos pas, des respirations et des relaxations à écouter pendant vos séances.',
  },
  soundLink: {
    id: 'patient.activities.soundLink',
    defaultMessage: 'Écouter les programmes sonores',
  },
});

/** /activities: the adapted activities the patient takes part in, and those offered to them. */
export function ActivitiesPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  return (
    <Stack gap="xl">
      <PageHeader title={title} description={intl.formatMessage(messages.intro)} />
      {user?.patientId ? (
        <ActivitiesOverview patientId={user.patientId} detailHref={apaDetailHref} />
      ) : null}
      <Card as="section" title={intl.formatMessage(messages.soundTitle)} headingLevel={2}>
        <Stack gap="md">
          <Text>{intl.formatMessage(messages.soundBody)}</Text>
          <Link as={RouterLink} to={patientPaths.apa} standalone weight="bold">
            {intl.formatMessage(messages.soundLink)}
          </Link>
        </Stack>
      </Card>
    </Stack>
  );
}

export default ActivitiesPage;
