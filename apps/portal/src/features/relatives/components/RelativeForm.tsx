import { formatPersonName } from '@oxilio/domain';
import { Button, FormGrid, Heading, Stack, Text, TextField } from '@oxilio/ui';
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { addRelativeWrite } from '../api/writes';
import {
  emptyRelativeForm,
  firstInvalidField,
  maxLengthOf,
  relativeBody,
  relativeFormErrors,
  type RelativeField,
  type RelativeFormError,
  type RelativeFormState,
} from '../model/relativeForm';
import { relativesMessages as messages } from './messages';

export interface RelativeFormProps {
  /** The signed-in patient. */
  patientId: string;
  /** The form's heading level (under the list's). @defaultValue 4 */
  headingLevel?: 3 | 4;
  /** Fills the fields at first (stories). */
  initial?: Partial<RelativeFormState>;
}

/**
 * Adds a relative: both names required, the relationship, phone and e-mail optional, checked as the
 * API checks them before anything is sent; the first field in error takes the focus. Cleared once
 * added, the outcome announced.
 */
export function RelativeForm({ patientId, headingLevel = 4, initial }: RelativeFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const add = useWrite({
    ...addRelativeWrite(patientId),
    success: (_body, relative) => ({
      message: messages.added,
      values: { name: formatPersonName(relative) },
    }),
    problems: { 400: messages.addFailed },
  });
  const [state, setState] = useState<RelativeFormState>({ ...emptyRelativeForm, ...initial });
  const [checked, setChecked] = useState(false);
  const errors = relativeFormErrors(state);

  const say = (field: RelativeField, problem: RelativeFormError | undefined) => {
    if (!checked || !problem) {
      return null;
    }
    switch (problem) {
      case 'firstNameRequired':
        return intl.formatMessage(messages.firstNameRequired);
      case 'lastNameRequired':
        return intl.formatMessage(messages.lastNameRequired);
      case 'tooLong':
        return intl.formatMessage(messages.tooLong, { max: maxLengthOf(field) });
      case 'phoneInvalid':
        return intl.formatMessage(messages.phoneInvalid);
      case 'emailInvalid':
        return intl.formatMessage(messages.emailInvalid);
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    add.reset();
    setChecked(true);
    const wrong = firstInvalidField(errors);
    if (wrong) {
      const input = form.elements.namedItem(wrong);
      if (input instanceof HTMLInputElement) {
        input.focus();
      }
      return;
    }
    const result = await add.trigger(relativeBody(state));
    if (result?.ok) {
      setState(emptyRelativeForm);
      setChecked(false);
    }
  }

  const field = (name: RelativeField) => ({
    name,
    value: state[name],
    maxLength: maxLengthOf(name),
    error: say(name, errors[name]),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setState((current) => ({ ...current, [name]: value }));
    },
  });

  const hasErrors = checked && firstInvalidField(errors) !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={headingLevel} id={headingId}>
          {intl.formatMessage(messages.formTitle)}
        </Heading>
        {hasErrors ? (
          <Text tone="danger" weight="bold">
            {intl.formatMessage(messages.fixErrors)}
          </Text>
        ) : null}
        <FormGrid>
          <TextField
            {...field('firstName')}
            label={intl.formatMessage(messages.firstName)}
            autoComplete="off"
            required
          />
          <TextField
            {...field('lastName')}
            label={intl.formatMessage(messages.lastName)}
            autoComplete="off"
            required
          />
          <TextField
            {...field('relationship')}
            label={intl.formatMessage(messages.relationship)}
            hint={intl.formatMessage(messages.relationshipHint)}
            autoComplete="off"
          />
          <TextField
            {...field('phone')}
            type="tel"
            label={intl.formatMessage(messages.phone)}
            hint={intl.formatMessage(messages.phoneHint)}
            autoComplete="off"
          />
          <TextField
            {...field('email')}
            type="email"
            label={intl.formatMessage(messages.email)}
            hint={intl.formatMessage(messages.emailHint)}
            autoComplete="off"
          />
        </FormGrid>
        <div>
          <Button type="submit" icon={UserPlus} loading={add.isMutating}>
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
        <WriteNotice notice={add.notice} />
      </Stack>
    </form>
  );
}
