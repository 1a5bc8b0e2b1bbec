import { Button, Card, Heading, LanguageSwitcher, Stack, Text } from '@oxilio/ui';
import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { pageTitles } from '../../app/pageTitles';
import { useSession } from '../../auth/session';
import { useLocale } from '../../i18n/LocaleProvider';
import { commonMessages } from '../../app/commonMessages';

const messages = defineMessages({
  language: { id: 'portal.profile.account.language', defaultMessage: 'Langue de l’application' },
  languageHint: {
    id: 'portal.profile.account.languageHint',
    defaultMessage: 'Votre choix est mémorisé sur cet appareil.',
  },
  session: { id: 'portal.profile.account.session', defaultMessage: 'Session' },
});

/** The account tab: language and sign-out (more account settings come with the profile screens). */
export function ProfileAccountPage() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { signOut } = useSession();
  return (
    <Stack gap="xl">
      <Heading level={2}>{intl.formatMessage(pageTitles.profileAccount)}</Heading>
      <Card title={intl.formatMessage(messages.language)} headingLevel={3}>
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.languageHint)}</Text>
          <LanguageSwitcher value={locale} onChange={setLocale} />
        </Stack>
      </Card>
      <Card title={intl.formatMessage(messages.session)} headingLevel={3}>
        <Button variant="secondary" onClick={signOut}>
          <LogOut aria-hidden="true" size={20} />
          {intl.formatMessage(commonMessages.signOut)}
        </Button>
      </Card>
    </Stack>
  );
}
