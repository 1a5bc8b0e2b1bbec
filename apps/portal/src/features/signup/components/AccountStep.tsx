import { personNameMaxLength } from '@oxilio/domain';
import type { ApplicationSignupResult, ApplicationView } from '@oxilio/domain/contract';
import { Alert, Button, PasswordField, PasswordStrength, Stack, Text, TextField } from '@oxilio/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { signUpFromApplication } from '../../applications';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useWrite } from '../../../app/useWrite';
import { sayPasswordRefusal, usePasswordStrength } from '../../../forms/newPassword';
import { passwordMinLength } from '../../../forms/validation';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { accountStepMessages, formMessages } from '../messages';
import {
  accountFields,
  signupBodyOf,
  validateAccount,
  type AccountField,
  type AccountValues,
} from '../model/account';
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
  /** The link stopped working meanwhile: expired (`invalid`), or its account made (`used`). */
  onLinkRefused: (reason: 'invalid' | 'used') => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { setErrors, fieldError } = useFieldErrors<AccountField>();
  const signup = useWrite({
    call: (values: AccountValues) =>
      signUpFromApplication(
        application.type,
        application.applicationId,
        signupBodyOf(values, link.token, locale),
      ),
  });
  const firstnameRef = useRef<HTMLInputElement>(null);
  const lastnameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // What is typed, for the strength hint (which also knows the names and the e-mail).
  const [typed, setTyped] = useState<Partial<AccountValues>>({});
  const strength = usePasswordStrength(typed.password ?? '', {
    email: application.email,
    firstName: typed.firstname ?? application.firstname,
    lastName: typed.lastname ?? application.lastname,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    signup.reset();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      accountFields.map((field) => [field, String(form.get(field) ?? '')]),
    ) as AccountValues;
    const found = validateAccount(values, application.email);
    setErrors(found);
    const first = accountFields.find((field) => found[field]);
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
    const result = await signup.trigger(values);
    if (result?.ok) {
      onDone(result.data);
    } else if (result?.problem.code === 'invalid_verification_token') {
      onLinkRefused('invalid');
    } else if (result?.problem.code === 'link_already_used') {
      onLinkRefused('used');
    } else if (result) {
      sayPasswordRefusal(result.problem, {
        forget: signup.reset,
        setErrors,
        field: passwordRef,
      });
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        const input = event.nativeEvent.target;
        if (
          input instanceof HTMLInputElement &&
          (accountFields as readonly string[]).includes(input.name)
        ) {
          setTyped((before) => ({ ...before, [input.name]: input.value }));
        }
      }}
    >
      <Stack gap="lg">
        <Text>{intl.formatMessage(accountStepMessages.intro)}</Text>
        {signup.error ? <Alert tone="danger">{signup.error}</Alert> : null}
        <TextField
          ref={firstnameRef}
          name="firstname"
          autoComplete="given-name"
          maxLength={personNameMaxLength}
          defaultValue={application.firstname ?? ''}
          label={intl.formatMessage(labels.firstname)}
          error={fieldError('firstname')}
          required
        />
        <TextField
          ref={lastnameRef}
          name="lastname"
          autoComplete="family-name"
          maxLength={personNameMaxLength}
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
        <Stack gap="sm">
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
          <PasswordStrength level={strength} />
        </Stack>
        <Button type="submit" size="large" fullWidth loading={signup.isMutating}>
          {intl.formatMessage(labels.submit)}
        </Button>
      </Stack>
    </form>
  );
}
