import { Alert, Button, Card, Stack, Text } from '@oxilio/ui';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { noticeMessages } from '../../../app/problems';
import { useWrite } from '../../../app/useWrite';
import { defineMessages } from '../../../i18n/defineMessages';
import { requestPasswordReset } from '../../auth';
import * as styles from './account.css';

const messages = defineMessages({
  title: { id: 'patient.account.password.title', defaultMessage: 'Mot de passe' },
  intro: {
    id: 'patient.account.password.intro',
    defaultMessage:
      'Pour changer votre mot de passe, nous vous envoyons un lien par e-mail à l’adresse {email}. Ouvrez-le, puis choisissez votre nouveau mot de passe.',
  },
  send: { id: 'patient.account.password.send', defaultMessage: 'Recevoir le lien par e-mail' },
  sendAgain: { id: 'patient.account.password.sendAgain', defaultMessage: 'Renvoyer le lien' },
});

export interface PasswordCardProps {
  /** The account's email address, where the link goes. */
  email: string;
}

/** Changing the password: through the forgot-password email (docs/product.md#validation). */
export function PasswordCard({ email }: PasswordCardProps) {
  const intl = useIntl();
  const reset = useWrite({ call: requestPasswordReset });
  // How many times the link was sent: each time, the focus goes to the notice once it is shown.
  const [sentCount, setSentCount] = useState(0);
  const sent = sentCount > 0;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentCount > 0) {
      notice.current?.focus();
    }
  }, [sentCount]);

  async function send() {
    // One current error: the last answer's is stale as soon as the form is sent again.
    reset.reset();
    const result = await reset.trigger(email);
    if (result?.ok) {
      setSentCount((count) => count + 1);
    }
  }

  return (
    <Card as="section" title={intl.formatMessage(messages.title)} headingLevel={3}>
      <Stack gap="lg">
        <Text>{intl.formatMessage(messages.intro, { email })}</Text>
        {/* A refusal after a link was sent is the current answer: shown alone. */}
        {sent && !reset.error ? (
          <Alert ref={notice} tabIndex={-1} className={styles.focusTarget} tone="success">
            {intl.formatMessage(noticeMessages.resetEmailSent)}
          </Alert>
        ) : null}
        {reset.error ? <Alert tone="danger">{reset.error}</Alert> : null}
        <div>
          <Button
            variant="secondary"
            icon={KeyRound}
            loading={reset.isMutating}
            onClick={() => void send()}
          >
            {intl.formatMessage(sent ? messages.sendAgain : messages.send)}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
