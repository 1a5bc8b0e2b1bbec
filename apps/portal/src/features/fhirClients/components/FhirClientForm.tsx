import {
  fhirClientNameMaxLength,
  fhirClientResourceTypes,
  type FhirClient,
  type FhirClientCreateBody,
} from '@oxilio/domain/contract';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Heading,
  Inline,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@oxilio/ui';
import { PlugZap } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useWrite, type WriteCall } from '../../../app/useWrite';
import { problemMessage } from '../../../app/problems';
import {
  allScope,
  checkFhirClientForm,
  emptyFhirClientForm,
  fhirClientFields,
  fieldsOfApiErrors,
  maxKeys,
  scopeOfType,
  toggleScope,
  type FhirClientField,
  type FhirClientFormError,
  type FhirClientFormState,
  type KeySource,
} from '../model/fhirClientForm';
import * as styles from './fhirClients.css';
import { fhirClientsMessages as messages } from './messages';
import { typeLabels } from './scopeLabels';

export interface FhirClientFormProps {
  /** The registering call (`registerFhirClientWrite`). */
  register: WriteCall<FhirClientCreateBody, FhirClient>;
  /** Called with the system once registered. */
  onRegistered: (client: FhirClient) => void;
  onCancel: () => void;
  /** The form's heading level. @defaultValue 3 */
  headingLevel?: 3 | 4;
  /** What the form holds at first (stories). */
  initial?: Partial<FhirClientFormState>;
  /** Shows the field errors from the start (stories). */
  initiallyChecked?: boolean;
}

/** An error: a code of the form's checks, or a message of its own (an API refusal). */
type ShownError = FhirClientFormError | { message: MessageDescriptor };

const errorMessages: Record<FhirClientFormError, MessageDescriptor> = {
  nameRequired: messages.nameRequired,
  nameTooLong: messages.nameTooLong,
  scopesRequired: messages.scopesRequired,
  jwksRequired: messages.jwksRequired,
  jwksNotJson: messages.jwksNotJson,
  jwksNoKeys: messages.jwksNoKeys,
  jwksTooMany: messages.jwksTooMany,
  jwksPrivate: messages.jwksPrivate,
  jwksKidMissing: messages.jwksKidMissing,
  urlRequired: messages.urlRequired,
  urlNotHttps: messages.urlNotHttps,
};

/**
 * Connects a health record system: its name, the data it may read ("all" covers every type and
 * the ones to come), and its public keys pasted as a JWK set or at an https address. Checked
 * before sending; the API's refusals go to the fields they name.
 */
export function FhirClientForm({
  register,
  onRegistered,
  onCancel,
  headingLevel = 3,
  initial,
  initiallyChecked = false,
}: FhirClientFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const ids = {
    name: useId(),
    scopes: useId(),
    jwks: useId(),
    jwksUrl: useId(),
  } satisfies Record<FhirClientField, string>;
  const heading = useRef<HTMLHeadingElement>(null);
  const write = useWrite(register);
  const [state, setState] = useState<FhirClientFormState>(() => ({
    ...emptyFhirClientForm,
    ...initial,
  }));
  const [checked, setChecked] = useState(initiallyChecked);
  // The API's refusals, by field, until the field is edited.
  const [refused, setRefused] = useState<Partial<Record<FhirClientField, MessageDescriptor>>>({});
  const check = checkFhirClientForm(state);
  const checkedErrors = checked && !check.ok ? check.errors : {};
  const errorOf = (field: FhirClientField): ShownError | null => {
    const refusal = refused[field];
    return checkedErrors[field] ?? (refusal ? { message: refusal } : null);
  };
  const say = (field: FhirClientField) => {
    const error = errorOf(field);
    if (error === null) {
      return null;
    }
    if (typeof error !== 'string') {
      return intl.formatMessage(error.message);
    }
    return intl.formatMessage(errorMessages[error], {
      max: error === 'nameTooLong' ? fhirClientNameMaxLength : maxKeys,
    });
  };
  const hasFieldErrors = fhirClientFields.some((field) => errorOf(field) !== null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const set = (field: FhirClientField | 'keySource', change: Partial<FhirClientFormState>) => {
    setState((current) => ({ ...current, ...change }));
    setRefused((current) => {
      const { [field as FhirClientField]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const focusField = (field: FhirClientField) => {
    const element = document.getElementById(ids[field]);
    // The scopes' fieldset: its first box.
    (element?.querySelector<HTMLElement>('input') ?? element)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setRefused({});
    write.reset();
    if (!check.ok) {
      const first = fhirClientFields.find((field) => check.errors[field]);
      if (first) {
        focusField(first);
      }
      return;
    }
    const result = await write.trigger(check.body);
    if (!result) {
      return;
    }
    if (result.ok) {
      onRegistered(result.data);
      return;
    }
    const keyField: FhirClientField = state.keySource === 'jwks' ? 'jwks' : 'jwksUrl';
    const named: Partial<Record<FhirClientField, MessageDescriptor>> = {};
    if (result.problem.code === 'fhir_client_keys_invalid') {
      named[keyField] = problemMessage(result.problem);
    } else if (result.problem.code === 'invalid_information') {
      for (const field of fieldsOfApiErrors(result.problem.errors)) {
        named[field] = messages.notAccepted;
      }
    }
    setRefused(named);
    const first = fhirClientFields.find((field) => named[field]);
    if (first) {
      write.reset(); // the fields say it
      focusField(first);
    }
  }

  const allTicked = state.scopes.includes(allScope);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={headingLevel} id={headingId} ref={heading} tabIndex={-1}>
            {intl.formatMessage(messages.connect)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(messages.formIntro)}</Text>
        </Stack>
        <TextField
          id={ids.name}
          label={intl.formatMessage(messages.name)}
          hint={intl.formatMessage(messages.nameHint)}
          required
          maxLength={fhirClientNameMaxLength}
          autoComplete="off"
          value={state.name}
          onChange={(event) => set('name', { name: event.target.value })}
          error={say('name')}
        />
        <CheckboxGroup
          id={ids.scopes}
          label={intl.formatMessage(messages.scopes)}
          hint={intl.formatMessage(messages.scopesHint)}
          required
          error={say('scopes')}
        >
          <Checkbox
            label={intl.formatMessage(messages.scopeAll)}
            hint={intl.formatMessage(messages.scopeAllHint)}
            checked={allTicked}
            onCheckedChange={(on) =>
              set('scopes', { scopes: toggleScope(state.scopes, allScope, on) })
            }
          />
          <div className={styles.typeGrid}>
            {fhirClientResourceTypes.map((type) => (
              <Checkbox
                key={type}
                label={intl.formatMessage(typeLabels[type])}
                // "All" covers them: shown ticked, and the choice below it comes back when unticked.
                checked={allTicked || state.scopes.includes(scopeOfType(type))}
                disabled={allTicked}
                onCheckedChange={(on) =>
                  set('scopes', { scopes: toggleScope(state.scopes, scopeOfType(type), on) })
                }
              />
            ))}
          </div>
        </CheckboxGroup>
        <RadioGroup
          label={intl.formatMessage(messages.keySource)}
          hint={intl.formatMessage(messages.keySourceHint)}
          options={[
            {
              value: 'jwks',
              label: intl.formatMessage(messages.keySourceJwks),
              hint: intl.formatMessage(messages.keySourceJwksHint),
            },
            {
              value: 'url',
              label: intl.formatMessage(messages.keySourceUrl),
              hint: intl.formatMessage(messages.keySourceUrlHint),
            },
          ]}
          value={state.keySource}
          onValueChange={(value) =>
            set('keySource', { keySource: value === 'url' ? 'url' : ('jwks' satisfies KeySource) })
          }
        />
        {state.keySource === 'jwks' ? (
          <TextArea
            id={ids.jwks}
            label={intl.formatMessage(messages.jwks)}
            required
            rows={6}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            value={state.jwks}
            onChange={(event) => set('jwks', { jwks: event.target.value })}
            error={say('jwks')}
          />
        ) : (
          <TextField
            id={ids.jwksUrl}
            type="url"
            inputMode="url"
            label={intl.formatMessage(messages.jwksUrl)}
            required
            maxLength={2000}
            autoComplete="off"
            value={state.jwksUrl}
            onChange={(event) => set('jwksUrl', { jwksUrl: event.target.value })}
            error={say('jwksUrl')}
          />
        )}
        {hasFieldErrors ? (
          <Text tone="danger" weight="bold">
            {intl.formatMessage(messages.fixErrors)}
          </Text>
        ) : null}
        {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
        <Inline gap="md" wrap>
          <Button type="submit" icon={PlugZap} loading={write.isMutating}>
            {intl.formatMessage(messages.submit)}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
