import { formatBirthDate, personNameMaxLength } from '@oxilio/domain';
import type { PatientProfile } from '@oxilio/domain/contract';
import { Alert, Button, Card, Inline, Stack, Text, TextField } from '@oxilio/ui';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useWrite } from '../../../app/useWrite';
import { defineMessages } from '../../../i18n/defineMessages';
import { usePatientProfile } from '../api/getPatientProfile';
import { useSavePersonalInformation } from '../api/savePersonalInformation';
import {
  changeOf,
  formFromProfile,
  personalInformationFields,
  validatePersonalInformation,
  type PersonalInformationField,
  type PersonalInformationForm,
} from '../personalInformation';
import * as styles from './account.css';

const messages = defineMessages({
  title: { id: 'patient.account.personal.title', defaultMessage: 'Mes informations' },
  firstName: { id: 'patient.account.personal.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'patient.account.personal.lastName', defaultMessage: 'Nom' },
  email: { id: 'patient.account.personal.email', defaultMessage: 'Adresse e-mail' },
  emailHint: {
    id: 'patient.account.personal.emailHint',
    defaultMessage:
      'C’est votre identifiant de connexion. Pour le changer, adressez-vous à votre établissement.',
  },
  phone: { id: 'patient.account.personal.phone', defaultMessage: 'Téléphone' },
  phoneHint: {
    id: 'patient.account.personal.phoneHint',
    defaultMessage: 'Facultatif. Par exemple : 06 12 34 56 78',
  },
  birthDate: { id: 'patient.account.personal.birthDate', defaultMessage: 'Date de naissance' },
  birthDateHint: {
    id: 'patient.account.personal.birthDateHint',
    defaultMessage: 'Facultatif. Jour/mois/année, par exemple 14/05/1948',
  },
  notGiven: { id: 'patient.account.personal.notGiven', defaultMessage: 'Non renseigné' },
  edit: { id: 'patient.account.personal.edit', defaultMessage: 'Modifier mes informations' },
  save: { id: 'patient.account.personal.save', defaultMessage: 'Enregistrer' },
  cancel: { id: 'patient.account.personal.cancel', defaultMessage: 'Annuler' },
  saved: {
    id: 'patient.account.personal.saved',
    defaultMessage: 'Vos informations ont été enregistrées.',
  },
  unchanged: {
    id: 'patient.account.personal.unchanged',
    defaultMessage: 'Vous n’avez rien modifié.',
  },
  fixErrors: {
    id: 'patient.account.personal.fixErrors',
    defaultMessage: 'Corrigez les champs signalés, puis enregistrez à nouveau.',
  },
});

export interface PersonalInformationCardProps {
  /** Whose information: the signed-in patient's. */
  patientId: string;
}

/**
 * The patient's personal information, read, then changed in an edit mode that checks the fields
 * before sending (docs/product.md#validation). The email address is shown, not editable: it is the
 * sign-in identity.
 */
export function PersonalInformationCard({ patientId }: PersonalInformationCardProps) {
  const intl = useIntl();
  const query = usePatientProfile(patientId);
  return (
    <Card as="section" title={intl.formatMessage(messages.title)} headingLevel={3}>
      <DataState query={query}>
        {(profile) => <PersonalInformation profile={profile} patientId={patientId} />}
      </DataState>
    </Card>
  );
}

function PersonalInformation({
  profile,
  patientId,
}: {
  profile: PatientProfile;
  patientId: string;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'unchanged' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // Back to reading: the focus goes to what just happened, or to the button that opened the form,
  // once they are on screen (after the render that shows them, however long it takes to come).
  const focusNext = useRef<'notice' | 'edit' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'notice' ? noticeRef : editButton;
    if (!editing && focusNext.current && target.current) {
      focusNext.current = null;
      target.current.focus();
    }
  });

  const finish = (outcome: 'saved' | 'unchanged' | null) => {
    setEditing(false);
    setNotice(outcome);
    focusNext.current = outcome ? 'notice' : 'edit';
  };

  if (editing) {
    return (
      <EditPersonalInformation
        profile={profile}
        patientId={patientId}
        onDone={finish}
        onCancel={() => finish(null)}
      />
    );
  }
  const notGiven = intl.formatMessage(messages.notGiven);
  // The e-mail's hint sits under the e-mail itself: it is the sign-in identifier.
  const rows: [string, string, string?][] = [
    [intl.formatMessage(messages.firstName), profile.firstName],
    [intl.formatMessage(messages.lastName), profile.lastName],
    [
      intl.formatMessage(messages.email),
      profile.email ?? notGiven,
      intl.formatMessage(messages.emailHint),
    ],
    [intl.formatMessage(messages.phone), profile.phone ?? notGiven],
    [
      intl.formatMessage(messages.birthDate),
      profile.birthDate ? formatBirthDate(profile.birthDate) : notGiven,
    ],
  ];
  return (
    <Stack gap="lg">
      {notice ? (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          className={styles.focusTarget}
          tone={notice === 'saved' ? 'success' : 'info'}
          onDismiss={() => setNotice(null)}
        >
          {intl.formatMessage(notice === 'saved' ? messages.saved : messages.unchanged)}
        </Alert>
      ) : null}
      <dl className={styles.details}>
        {rows.map(([label, value, hint]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>
              <span>{value}</span>
              {hint ? (
                <Text tone="muted" size="small">
                  {hint}
                </Text>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <Button
          ref={editButton}
          variant="secondary"
          icon={Pencil}
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
        >
          {intl.formatMessage(messages.edit)}
        </Button>
      </div>
    </Stack>
  );
}

function EditPersonalInformation({
  profile,
  patientId,
  onDone,
  onCancel,
}: {
  profile: PatientProfile;
  patientId: string;
  onDone: (outcome: 'saved' | 'unchanged') => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const save = useSavePersonalInformation();
  const write = useWrite({
    call: (change: Parameters<typeof save>[1]) => save(patientId, change),
  });
  const { errors, setErrors, fieldError } = useFieldErrors<PersonalInformationField>();
  const [form, setForm] = useState<PersonalInformationForm>(() => formFromProfile(profile));
  const firstNameInput = useRef<HTMLInputElement>(null);
  const lastNameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const birthDateInput = useRef<HTMLInputElement>(null);

  // The form replaces the information in place: the focus goes to its first field.
  useEffect(() => firstNameInput.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    write.reset();
    // The device's calendar day: a birth date is checked against the patient's own today.
    const today = new Date().toLocaleDateString('en-CA');
    const problems = validatePersonalInformation(form, today);
    setErrors(problems);
    const firstWrong = personalInformationFields.find((field) => problems[field]);
    if (firstWrong) {
      const inputs = {
        firstName: firstNameInput,
        lastName: lastNameInput,
        phone: phoneInput,
        birthDate: birthDateInput,
      };
      inputs[firstWrong].current?.focus();
      return;
    }
    const change = changeOf(profile, form);
    if (Object.keys(change).length === 0) {
      onDone('unchanged');
      return;
    }
    const result = await write.trigger(change);
    if (result?.ok) {
      onDone('saved');
    }
  }

  const field = (name: PersonalInformationField) => ({
    name,
    value: form[name],
    error: fieldError(name),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.title)}>
      <Stack gap="lg">
        {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
        {hasErrors ? (
          <Text tone="danger" weight="bold">
            {intl.formatMessage(messages.fixErrors)}
          </Text>
        ) : null}
        <TextField
          {...field('firstName')}
          ref={firstNameInput}
          label={intl.formatMessage(messages.firstName)}
          autoComplete="given-name"
          maxLength={personNameMaxLength}
          required
        />
        <TextField
          {...field('lastName')}
          ref={lastNameInput}
          label={intl.formatMessage(messages.lastName)}
          autoComplete="family-name"
          maxLength={personNameMaxLength}
          required
        />
        <TextField
          {...field('phone')}
          ref={phoneInput}
          type="tel"
          label={intl.formatMessage(messages.phone)}
          hint={intl.formatMessage(messages.phoneHint)}
          autoComplete="tel"
          maxLength={25}
        />
        <TextField
          {...field('birthDate')}
          ref={birthDateInput}
          label={intl.formatMessage(messages.birthDate)}
          hint={intl.formatMessage(messages.birthDateHint)}
          autoComplete="bday"
          inputMode="numeric"
          maxLength={10}
        />
        <Inline gap="md" wrap>
          <Button type="submit" loading={write.isMutating}>
            {intl.formatMessage(messages.save)}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={write.isMutating}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
