import type { ApiResult } from '@oxilio/domain/client';
import type { Locale } from '@oxilio/locales';
import { Button, Card, FormGrid, FormGridFull, Stack, Text, TextField } from '@oxilio/ui';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { establishmentMessages as messages } from './messages';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { InviteeLanguageSelect } from '../../../forms/InviteeLanguageSelect';
import { useLocale } from '../../../i18n/LocaleProvider';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  function: string;
  /** The invitee's language: their e-mail and signup page speak it. */
  locale: Locale;
}

export interface InviteFormProps {
  title: string;
  intro?: string;
  /** Names required (a manager) or optional (a rehabilitator, who types them at signup). */
  namesRequired?: boolean;
  /** Asks for the person's function too (a manager). */
  withFunction?: boolean;
  onInvite: (values: InviteValues) => Promise<ApiResult<unknown>>;
}

const empty = { email: '', firstName: '', lastName: '', function: '' };

/** Invites someone by email: checked before sending, cleared once sent, the outcome announced. */
export function InviteForm({
  title,
  intro,
  namesRequired = false,
  withFunction = false,
  onInvite,
}: InviteFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const invite = useWrite({
    call: onInvite,
    success: (sent) => ({ message: messages.invited, values: { email: sent.email } }),
    problems: { 409: messages.alreadyInvited },
    failure: messages.failed,
  });
  // The invitee's language starts at the inviter's, and stays as chosen for the next invitation.
  const [values, setValues] = useState<InviteValues>({ ...empty, locale });
  const [checked, setChecked] = useState(false);
  const email = values.email.trim();
  const errors = {
    email: emailPattern.test(email) ? null : intl.formatMessage(messages.emailInvalid),
    firstName:
      namesRequired && values.firstName.trim() === ''
        ? intl.formatMessage(messages.required)
        : null,
    lastName:
      namesRequired && values.lastName.trim() === '' ? intl.formatMessage(messages.required) : null,
  };
  const set = (field: keyof InviteValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    invite.reset();
    setChecked(true);
    if (errors.email || errors.firstName || errors.lastName) {
      return;
    }
    const sent = await invite.trigger({ ...values, email });
    if (sent?.ok) {
      setValues((previous) => ({ ...empty, locale: previous.locale }));
      setChecked(false);
    }
  }

  return (
    <Card as="section" title={title} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {intro ? <Text tone="muted">{intro}</Text> : null}
          <FormGrid>
            <TextField
              label={intl.formatMessage(messages.email)}
              type="email"
              autoComplete="off"
              required
              value={values.email}
              onChange={set('email')}
              error={checked ? errors.email : null}
            />
            <TextField
              label={intl.formatMessage(messages.firstName)}
              autoComplete="off"
              required={namesRequired}
              value={values.firstName}
              onChange={set('firstName')}
              error={checked ? errors.firstName : null}
            />
            <TextField
              label={intl.formatMessage(messages.lastName)}
              autoComplete="off"
              required={namesRequired}
              value={values.lastName}
              onChange={set('lastName')}
              error={checked ? errors.lastName : null}
            />
            {withFunction ? (
              <TextField
                label={intl.formatMessage(messages.role)}
                hint={intl.formatMessage(messages.roleHint)}
                autoComplete="off"
                value={values.function}
                onChange={set('function')}
              />
            ) : null}
            <FormGridFull>
              <InviteeLanguageSelect
                value={values.locale}
                onChange={(next) => setValues((previous) => ({ ...previous, locale: next }))}
              />
            </FormGridFull>
          </FormGrid>
          <div>
            <Button type="submit" icon={Send} loading={invite.isMutating}>
              {intl.formatMessage(messages.send)}
            </Button>
          </div>
          <WriteNotice notice={invite.notice} />
        </Stack>
      </form>
    </Card>
  );
}
