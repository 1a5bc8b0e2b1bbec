import { formatPersonName, roleLabel, type Role } from '@oxilio/domain';
import { Button, Card, LanguageSwitcher, PageHeader, Stack, Text } from '@oxilio/ui';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../app/commonMessages';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useChooseLocale, useCurrentUser } from '../../users';
import { PasswordCard } from './PasswordCard';
import { WorkPlacesCard } from './WorkPlacesCard';
import * as styles from './ProfessionalAccount.css';

// The ids keep their first screen's name: the rehabilitator's account came first.
const messages = defineMessages({
  account: { id: 'rehabilitator.profile.account', defaultMessage: 'Mes informations' },
  name: { id: 'rehabilitator.profile.name', defaultMessage: 'Nom' },
  email: { id: 'rehabilitator.profile.email', defaultMessage: 'Adresse e-mail' },
  role: { id: 'rehabilitator.profile.role', defaultMessage: 'Rôle' },
  language: { id: 'rehabilitator.profile.language', defaultMessage: 'Langue de l’application' },
  languageHint: {
    id: 'rehabilitator.profile.languageHint',
    defaultMessage:
      'Votre choix est enregistré sur votre compte et suit vos connexions sur tous vos appareils.',
  },
  session: { id: 'rehabilitator.profile.session', defaultMessage: 'Session' },
  sessionHint: {
    id: 'rehabilitator.profile.sessionHint',
    defaultMessage:
      'Sur un poste partagé du cabinet ou de l’établissement, déconnectez-vous en partant.',
  },
});

/**
 * A professional's account (rehabilitator, manager): who they are, the establishments they work
 * in, password, the portal's language, sign-out. `children` come first, under the title (the
 * rehabilitator's invitations to answer).
 */
export function ProfessionalAccount({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const title = useScreenTitle();
  const { locale } = useLocale();
  const chooseLocale = useChooseLocale();
  const { signOut } = useSession();
  const me = useCurrentUser();
  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      {children}
      <DataState query={me}>
        {(account) => (
          <Stack gap="xl">
            <Card as="section" title={intl.formatMessage(messages.account)} headingLevel={2}>
              <dl className={styles.details}>
                <div className={styles.row}>
                  <dt className={styles.term}>{intl.formatMessage(messages.name)}</dt>
                  <dd className={styles.value}>{formatPersonName(account)}</dd>
                </div>
                <div className={styles.row}>
                  <dt className={styles.term}>{intl.formatMessage(messages.email)}</dt>
                  <dd className={styles.value}>{account.email}</dd>
                </div>
                <div className={styles.row}>
                  <dt className={styles.term}>{intl.formatMessage(messages.role)}</dt>
                  <dd className={styles.value}>
                    {account.roles
                      .map((role) =>
                        roleLabel[role as Role]
                          ? intl.formatMessage(roleLabel[role as Role])
                          : role,
                      )
                      .join(', ')}
                  </dd>
                </div>
              </dl>
            </Card>
            <WorkPlacesCard establishments={account.establishments} audience="professional" />
            <PasswordCard email={account.email} />
          </Stack>
        )}
      </DataState>
      <Card as="section" title={intl.formatMessage(messages.language)} headingLevel={2}>
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.languageHint)}</Text>
          <LanguageSwitcher value={locale} onChange={chooseLocale} />
        </Stack>
      </Card>
      <Card as="section" title={intl.formatMessage(messages.session)} headingLevel={2}>
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
