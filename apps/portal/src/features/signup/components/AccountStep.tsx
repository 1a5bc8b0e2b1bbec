import type { ApplicationSignupResult, ApplicationView } from '@oxilio/domain/contract';
import { Alert, Button, PasswordField, Stack, Text, TextField } from '@oxilio/ui';
import { useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { signUpFromApplication } from '../../applications';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useSubmit } from '../../../forms/useSubmit';
import {
  collectErrors,
  passwordMinLength,
  validateNewPassword,
  validateRequired,
  validationMessages,
} from '../../../forms/validation';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { accountStepMessages, fieldMessages, formMessages } from '../messages';
import type { ApplicationLinkParams } from '../useLinkedApplication';

const labels = defineMessages({
  firstname: { id: 'portal.signup.firstName', defaultMessage: 'Prénom' },
  lastname: { id: 'portal.signup.lastName', defaultMessage: 'Nom' },
  email: { id: 'portal.signup.email', defaultMessage: 'Adresse e-mail' },
  password: { id: 'portal.signup.password', defaultMessage: 'Mot de passe' },
  passwordHint: {
    id: 'portal.signup.passwordHint',
    defaultMessage: 'Au moins {min} caractères. Une phrase facile à retenir convient très bien.',
  },
  submit: { id: 'portal.signup.submit', defaultMessage: 'Créer mon compte' },
});

type Field = 'firstname' | 'lastname' | 'phone' | 'password';
const order: Field[] = ['firstname', 'lastname', 'phone', 'password'];
const phonePattern = /^\+?[0-9 ().-]{6,20}$/;

/**
 * The last step: the names and phone the application holds (corrections allowed), the email the
 * account will use, and a password; `POST …/signup` creates the account and uses the link up.
 */
export function AccountStep({
  application,
  link,
  onDone,
  onLinkRefused,
}: {
  application: ApplicationView;
  link: ApplicationLinkParams;
  onDone: (result: ApplicationSignupResult) => void;
  onLinkRefused: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { setErrors, fieldError } = useFieldErrors<Field>();
  const { submit, pending, error } = useSubmit<ApplicationSignupResult>();
  const firstnameRef = useRef<HTMLInputElement>(null);
  const lastnameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (field: Field) => String(form.get(field) ?? '');
    const phone = value('phone').trim();
    const found = collectErrors<Field>({
      firstname: validateRequired(value('firstname'), validationMessages.firstNameRequired),
      lastname: validateRequired(value('lastname'), validationMessages.lastNameRequired),
      phone: phone === '' || phonePattern.test(phone) ? null : { message: fieldMessages.phone },
      password: validateNewPassword(value('password')),
    });
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) {
      const refs = {
        firstname: firstnameRef,
        lastname: lastnameRef,
        phone: phoneRef,
        password: passwordRef,
      };
      refs[first].current?.focus();
      return;
    }
    const result = await submit(() =>
      signUpFromApplication(application.type, application.applicationId, {
        verificationToken: link.token,
        password: value('password'),
        firstname: value('firstname').trim(),
        lastname: value('lastname').trim(),
        ...(phone ? { phone } : {}),
        locale,
      }),
    );
    if (result?.ok) {
      onDone(result.data);
    } else if (result?.problem.code === 'invalid_verification_token') {
      onLinkRefused();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <Text>{intl.formatMessage(accountStepMessages.intro)}</Text>
        {error ? <Alert tone="danger">{intl.formatMessage(error)}</Alert> : null}
        <TextField
          ref={firstnameRef}
          name="firstname"
          autoComplete="given-name"
          maxLength={100}
          defaultValue={application.firstname ?? ''}
          label={intl.formatMessage(labels.firstname)}
          error={fieldError('firstname')}
          required
        />
        <TextField
          ref={lastnameRef}
          name="lastname"
          autoComplete="family-name"
          maxLength={100}
          defaultValue={application.lastname ?? ''}
          label={intl.formatMessage(labels.lastname)}
          error={fieldError('lastname')}
          required
        />
        <TextField
          ref={phoneRef}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          defaultValue={application.phone ?? ''}
          label={intl.formatMessage(formMessages.phone)}
          error={fieldError('phone')}
        />
        {application.email ? (
          <TextField
            name="email"
            type="email"
            // Lets a password manager file the new password under this address.
            autoComplete="username"
            value={application.email}
            readOnly
            label={intl.formatMessage(labels.email)}
            hint={intl.formatMessage(accountStepMessages.emailHint)}
          />
        ) : null}
        <PasswordField
          ref={passwordRef}
          name="password"
          autoComplete="new-password"
          maxLength={128}
          label={intl.formatMessage(labels.password)}
          hint={intl.formatMessage(labels.passwordHint, { min: passwordMinLength })}
          error={fieldError('password')}
          required
        />
        <Button type="submit" size="large" fullWidth loading={pending}>
          {intl.formatMessage(labels.submit)}
        </Button>
      </Stack>
    </form>
  );
}
