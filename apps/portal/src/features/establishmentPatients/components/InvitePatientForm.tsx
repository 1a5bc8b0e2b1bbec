import { Alert, Button, Card, Stack, Text, TextField } from '@oxilio/ui';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../app/problems';
import { useInvitePatient } from '../api/invitePatient';
import { patientsMessages as messages } from './messages';
import * as styles from './establishmentPatients.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9 .()-]{6,30}$/;

type Field = 'firstName' | 'lastName' | 'email' | 'phone';
const emptyForm: Record<Field, string> = { firstName: '', lastName: '', email: '', phone: '' };

/** Invites a patient by email with their first name, last name and (optional) phone. */
export function InvitePatientForm({ establishmentId }: { establishmentId: string }) {
  const intl = useIntl();
  const invite = useInvitePatient(establishmentId);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

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
    setOutcome(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    setBusy(true);
    const email = form.email.trim();
    const result = await invite({
      patientEmail: email,
      patientFirstName: form.firstName.trim(),
      patientLastName: form.lastName.trim(),
      patientPhone: form.phone.trim() === '' ? null : form.phone.trim(),
    }).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      setForm(emptyForm);
      setOutcome({ tone: 'success', text: intl.formatMessage(messages.invited, { email }) });
    } else {
      setOutcome({
        tone: 'danger',
        text: result
          ? intl.formatMessage(problemMessage(result.problem))
          : intl.formatMessage(messages.inviteFailed),
      });
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
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
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
          <div className={styles.formAction}>
            <Button type="submit" icon={Send} loading={busy}>
              {intl.formatMessage(messages.inviteSubmit)}
            </Button>
          </div>
        </form>
        <div role="status" aria-live="polite">
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        </div>
      </Stack>
    </Card>
  );
}
