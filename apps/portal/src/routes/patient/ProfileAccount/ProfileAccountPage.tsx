import { Button, Card, Heading, LanguageSwitcher, Stack, Text } from '@oxilio/ui';
import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { useChooseLocale } from '../../../features/users';
import { useLocale } from '../../../i18n/LocaleProvider';
import { commonMessages } from '../../../app/commonMessages';

const messages = defineMessages({
  language: { id: 'portal.profile.account.language', defaultMessage: 'Langue de l’application' },
  languageHint: {
    id: 'portal.profile.account.languageHint',
    defaultMessage:
      'Votre choix est enregistré sur votre compte et suit vos connexions sur tous vos appareils.',
  },
  session: { id: 'portal.profile.account.session', defaultMessage: 'Session' },
});

/** The account tab: language and sign-out (more account settings come with the profile screens). */
export function ProfileAccountPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { locale } = useLocale();
  const chooseLocale = useChooseLocale();
  const { signOut } = useSession();
  return (
    <Stack gap="xl">
      <Heading level={2}>{title}</Heading>
      <Card title={intl.formatMessage(messages.language)} headingLevel={3}>
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.languageHint)}</Text>
          <LanguageSwitcher value={locale} onChange={chooseLocale} />
        </Stack>
      </Card>
      <Card title={intl.formatMessage(messages.session)} headingLevel={3}>
        <Button variant="secondary" icon={LogOut} onClick={signOut}>
          {intl.formatMessage(commonMessages.signOut)}
        </Button>
      </Card>
    </Stack>
  );
}

export default ProfileAccountPage;
