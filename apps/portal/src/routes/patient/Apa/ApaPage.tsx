import { Heading, Link, PageHeader, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { ActivityDetail } from '../../../features/activities';
import { SoundProgramList } from '../../../features/soundPrograms';
import { defineMessages } from '../../../i18n/defineMessages';
import { patientPaths } from '../manifest';
import { apaActivityParam } from './apaHref';

const messages = defineMessages({
  intro: {
    id: 'patient.apa.intro',
    defaultMessage:
      'Une activité physique adaptée à vos capacités, et des programmes sonores pour l’accompagner.',
  },
  soundTitle: { id: 'patient.apa.soundTitle', defaultMessage: 'Programmes sonores' },
  soundIntro: {
    id: 'patient.apa.soundIntro',
    defaultMessage:
      'Écoutez-les avec un casque ou le haut-parleur, pendant une séance ou une activité. Un seul programme joue à la fois.',
  },
  allActivities: {
    id: 'patient.apa.allActivities',
    defaultMessage: 'Voir toutes les activités adaptées',
  },
});

/**
 * /apa: an adapted physical activity (`?activite=<id>`), its schedule and place, enrolling or
 * leaving; and the sound programs with their player.
 */
export function ApaPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const [search] = useSearchParams();
  const activityId = search.get(apaActivityParam);
  return (
    <Stack gap="xl">
      <PageHeader title={title} description={intl.formatMessage(messages.intro)} />
      {activityId && user?.patientId ? (
        <ActivityDetail
          patientId={user.patientId}
          activityId={activityId}
          listHref={patientPaths.activities}
        />
      ) : (
        <div>
          <Link as={RouterLink} to={patientPaths.activities} standalone>
            {intl.formatMessage(messages.allActivities)}
          </Link>
        </div>
      )}
      <Stack as="section" gap="lg" aria-labelledby="sound-programs">
        <Heading level={2} id="sound-programs">
          {intl.formatMessage(messages.soundTitle)}
        </Heading>
        <Text tone="muted">{intl.formatMessage(messages.soundIntro)}</Text>
        <SoundProgramList headingLevel={3} />
      </Stack>
    </Stack>
  );
}

export default ApaPage;
