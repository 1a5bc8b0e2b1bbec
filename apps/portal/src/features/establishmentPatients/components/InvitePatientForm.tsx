import { Button, Card, FormGrid, FormGridFull, Stack, Text, TextField } from '@oxilio/ui';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { InviteeLanguageSelect } from '../../../forms/InviteeLanguageSelect';
import { useLocale } from '../../../i18n/LocaleProvider';
import { invitePatientWrite } from '../api/invitePatient';
import { patientsMessages as messages } from './messages';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9 .()-]{6,30}$/;

type Field = 'firstName' | 'lastName' | 'email' | 'phone';
const emptyForm: Record<Field, string> = { firstName: '', lastName: '', email: '', phone: '' };

/** Invites a patient by email with their first name, last name and (optional) phone. */
export function InvitePatientForm({ establishmentId }: { establishmentId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [form, setForm] = useState(emptyForm);
  // The patient's language starts at the manager's, and stays as chosen for the next invitation.
  const [language, setLanguage] = useState(locale);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const sending = useWrite({
    ...invitePatientWrite(establishmentId),
    success: (body) => ({ message: messages.invited, values: { email: body.patientEmail } }),
    thrown: messages.inviteFailed,
  });

  function validate() {
    const found: Partial<Record<Field, string>> = {};
    if (form.firstName.trim() === '') {
      found.firstName = intl.formatMessage(messages.firstNameRequired);
    }
    if (form.lastName.trim() === '') {
      found.lastName = intl.formatMessage(messages.lastNameRequired);
    }
    if (form.email.trim() === '') {
      found.email = intl.formatMessage(messages.emailRequired);
    } else if (!emailPattern.test(form.email.trim())) {
      found.email = intl.formatMessage(messages.emailInvalid);
    }
    if (form.phone.trim() !== '' && !phonePattern.test(form.phone.trim())) {
      found.phone = intl.formatMessage(messages.phoneInvalid);
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    sending.reset();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    const result = await sending.trigger({
      patientEmail: form.email.trim(),
      patientFirstName: form.firstName.trim(),
      patientLastName: form.lastName.trim(),
      patientPhone: form.phone.trim() === '' ? null : form.phone.trim(),
      locale: language,
    });
    if (result?.ok) {
      setForm(emptyForm);
    }
  }

  const field = (name: Field) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card as="section" title={intl.formatMessage(messages.inviteTitle)} headingLevel={2}>
      <Stack gap="lg">
        <Text tone="muted">{intl.formatMessage(messages.inviteIntro)}</Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormGrid>
            <TextField
              label={intl.formatMessage(messages.firstName)}
              autoComplete="off"
              required
              {...field('firstName')}
            />
            <TextField
              label={intl.formatMessage(messages.lastName)}
              autoComplete="off"
              required
              {...field('lastName')}
            />
            <TextField
              label={intl.formatMessage(messages.email)}
              type="email"
              autoComplete="off"
              required
              {...field('email')}
            />
            <TextField
              label={intl.formatMessage(messages.phone)}
              hint={intl.formatMessage(messages.phoneHint)}
              type="tel"
              autoComplete="off"
              {...field('phone')}
            />
            <FormGridFull>
              <InviteeLanguageSelect value={language} onChange={setLanguage} />
            </FormGridFull>
            <FormGridFull>
              <Button type="submit" icon={Send} loading={sending.isMutating}>
                {intl.formatMessage(messages.inviteSubmit)}
              </Button>
            </FormGridFull>
          </FormGrid>
        </form>
        <WriteNotice notice={sending.notice} />
      </Stack>
    </Card>
  );
}
