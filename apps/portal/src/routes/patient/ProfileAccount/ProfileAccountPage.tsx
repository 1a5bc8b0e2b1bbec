import { Button, Card, Heading, LanguageSwitcher, Stack, Text } from '@oxilio/ui';
import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { DataState } from '../../../app/DataState';
import { useSession } from '../../../auth/session';
import {
  AccessLogCard,
  PasswordCard,
  PersonalInformationCard,
  WorkPlacesCard,
} from '../../../features/account';
import { MyNotesCopyCard } from '../../../features/clinicalNotes';
import { GuidesCard } from '../../../features/guides';
import { MyDataCard } from '../../../features/myData';
import { MyEstablishmentCard } from '../../../features/registrations';
import { useChooseLocale, useCurrentUser } from '../../../features/users';
import { useLocale } from '../../../i18n/LocaleProvider';
import { commonMessages } from '../../../app/commonMessages';
import { patientPaths } from '../manifest';

const messages = defineMessages({
  language: { id: 'portal.profile.account.language', defaultMessage: 'Langue de l’application' },
  languageHint: {
    id: 'portal.profile.account.languageHint',
    defaultMessage:
      'Votre choix est enregistré sur votre compte et suit vos connexions sur tous vos appareils.',
  },
  session: { id: 'portal.profile.account.session', defaultMessage: 'Session' },
  sessionHint: {
    id: 'patient.account.sessionHint',
    defaultMessage: 'Sur un appareil partagé, déconnectez-vous à la fin de votre visite.',
  },
});

/**
 * The account tab: personal information (with its edit mode), password, establishments, language,
 * who viewed or changed the patient's data, their copy of the care team's notes, their data for their
 * doctor (a printable summary, their whole record as a FHIR file), the user guides, sign-out.
 */
export function ProfileAccountPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { locale } = useLocale();
  const chooseLocale = useChooseLocale();
  const { signOut, user } = useSession();
  const me = useCurrentUser();
  const patientId = user?.patientId ?? null;
  return (
    <Stack gap="xl">
      <Heading level={2}>{title}</Heading>
      {patientId ? <PersonalInformationCard patientId={patientId} /> : null}
      <DataState query={me}>
        {(account) => (
          <Stack gap="xl">
            <PasswordCard email={account.email} />
            <WorkPlacesCard establishments={account.establishments} />
            {patientId && account.establishments.length === 0 ? (
              <MyEstablishmentCard patientId={patientId} />
            ) : null}
          </Stack>
        )}
      </DataState>
      <Card title={intl.formatMessage(messages.language)} headingLevel={3}>
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.languageHint)}</Text>
          <LanguageSwitcher value={locale} onChange={chooseLocale} />
        </Stack>
      </Card>
      {patientId ? <AccessLogCard patientId={patientId} /> : null}
      {patientId ? <MyNotesCopyCard patientId={patientId} /> : null}
      {patientId ? (
        <MyDataCard patientId={patientId} summaryHref={patientPaths.profileSummary} />
      ) : null}
      <GuidesCard guideHref={(guide) => patientPaths.guide({ guide })} />
      <Card title={intl.formatMessage(messages.session)} headingLevel={3}>
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.sessionHint)}</Text>
          <div>
            <Button variant="secondary" icon={LogOut} onClick={signOut}>
              {intl.formatMessage(commonMessages.signOut)}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}

export default ProfileAccountPage;
