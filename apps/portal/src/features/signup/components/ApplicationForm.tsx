import type {
  ApplicationAvailability,
  ApplicationCreateBody,
  ApplicationType,
} from '@oxilio/domain/contract';
import { applicationEstablishmentTypes } from '@oxilio/domain/contract';
import { countryOptions, establishmentTypeLabel, personNameMaxLength } from '@oxilio/domain';
import {
  Alert,
  Button,
  Checkbox,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
} from '@oxilio/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useWrite } from '../../../app/useWrite';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { createApplication } from '../api/createApplication';
import {
  bodyOf,
  emptyDraft,
  stepMoveOf,
  stepOfApiErrors,
  type Draft,
  type DraftField,
} from '../model/draft';
import { formStepsOf, journeySteps, type FormStep } from '../model/journeys';
import { formMessages, stepMessages } from '../messages';
import { EstablishmentPicker } from '../../registrations';
import { AvailabilitySent } from './AvailabilitySent';
import { StepProgress } from './StepProgress';

const accountLabels = defineMessages({
  firstname: { id: 'portal.signup.firstName', defaultMessage: 'Prénom' },
  lastname: { id: 'portal.signup.lastName', defaultMessage: 'Nom' },
  email: { id: 'portal.signup.email', defaultMessage: 'Adresse e-mail' },
});

export interface ApplicationFormProps {
  type: ApplicationType;
}

/**
 * The self-service application (`/signup/{type}`): one step at a time with its own validation,
 * then `POST applications/{type}` checks the availability and emails the link that continues the
 * journey. Nothing is kept in the browser: the application stored by the API is what resumes.
 */
export function ApplicationForm({ type }: ApplicationFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const steps = formStepsOf(type);
  const [stepIndex, setStepIndex] = useState(0);
  const step: FormStep = steps[stepIndex] ?? steps[0]!;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [sent, setSent] = useState<ApplicationAvailability | null>(null);
  const { errors, setErrors, fieldError } = useFieldErrors<DraftField>();
  const create = useWrite({
    call: (body: ApplicationCreateBody) => createApplication(type, body),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  // A new step (or the answer) takes the focus at its heading, so it is read from its start.
  useEffect(() => {
    if (moved.current) {
      headingRef.current?.focus();
    }
  }, [stepIndex, sent]);

  const countries = useMemo(() => countryOptions(locale), [locale]);

  const update =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));

  function focusField(field: DraftField | undefined) {
    if (field) {
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${field}"], [data-field="${field}"]`)
        ?.focus();
    }
  }

  function goTo(index: number) {
    moved.current = true;
    setErrors({});
    setStepIndex(index);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    create.reset();
    const move = stepMoveOf(type, steps, stepIndex, draft);
    if (move.kind === 'fix') {
      setErrors(move.errors);
      focusField(move.first);
      return;
    }
    setErrors({});
    if (move.kind === 'next') {
      goTo(move.stepIndex);
      return;
    }
    const result = await create.trigger(bodyOf(type, draft, locale));
    if (result?.ok) {
      moved.current = true;
      setSent(result.data);
      return;
    }
    if (result && !result.ok && result.problem.code === 'invalid_information') {
      // The API named the wrong fields: back to the first step that holds one.
      const target = stepOfApiErrors(steps, result.problem.errors);
      if (target) {
        moved.current = true;
        setStepIndex(target.stepIndex);
        setErrors(target.errors);
      }
    }
  }

  if (sent) {
    return (
      <Stack gap="lg">
        <StepProgress steps={journeySteps[type]} current="availability" />
        <Heading ref={headingRef} level={2} tabIndex={-1}>
          {intl.formatMessage(stepMessages.availability)}
        </Heading>
        <AvailabilitySent availability={sent} email={draft.email.trim()} />
      </Stack>
    );
  }

  const text = (
    field: Exclude<keyof Draft, 'livesInEstablishment' | 'left' | 'right'>,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={field}
      label={label}
      value={draft[field]}
      onChange={(event) => update(field)(event.currentTarget.value)}
      error={fieldError(field)}
      {...extra}
    />
  );

  const addressFields = (
    <>
      {text('number', intl.formatMessage(formMessages.number), {
        autoComplete: 'address-line2',
        maxLength: 20,
      })}
      {text('street', intl.formatMessage(formMessages.street), {
        autoComplete: 'address-line1',
        maxLength: 200,
        required: true,
      })}
    </>
  );

  const placeFields = (
    <>
      {text('zipCode', intl.formatMessage(formMessages.zipCode), {
        autoComplete: 'postal-code',
        maxLength: 10,
        required: true,
      })}
      {step !== 'practice'
        ? text('town', intl.formatMessage(formMessages.town), {
            autoComplete: 'address-level2',
            maxLength: 100,
            required: true,
          })
        : null}
      <Select
        name="country"
        autoComplete="country"
        label={intl.formatMessage(formMessages.country)}
        options={countries}
        value={draft.country}
        onValueChange={update('country')}
        error={fieldError('country')}
        required
      />
    </>
  );

  return (
    <Stack gap="lg">
      <StepProgress steps={journeySteps[type]} current={step} />
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="signup-step-heading">
        <Stack gap="lg">
          <Heading ref={headingRef} id="signup-step-heading" level={2} tabIndex={-1}>
            {intl.formatMessage(stepMessages[step])}
          </Heading>
          {stepIndex === 0 ? (
            <>
              <Text>{intl.formatMessage(formMessages.intro)}</Text>
              <Text tone="muted">{intl.formatMessage(formMessages.introInvitationHint)}</Text>
            </>
          ) : null}
          {Object.keys(errors).length > 0 ? (
            <Alert tone="danger">{intl.formatMessage(formMessages.fixErrors)}</Alert>
          ) : null}
          {create.error ? <Alert tone="danger">{create.error}</Alert> : null}

          {step === 'identity' ? (
            <>
              {text('firstname', intl.formatMessage(accountLabels.firstname), {
                autoComplete: 'given-name',
                maxLength: personNameMaxLength,
                required: true,
              })}
              {text('lastname', intl.formatMessage(accountLabels.lastname), {
                autoComplete: 'family-name',
                maxLength: personNameMaxLength,
                required: true,
              })}
              {text('email', intl.formatMessage(accountLabels.email), {
                type: 'email',
                autoComplete: 'email',
                maxLength: 254,
                required: true,
              })}
              {text('phone', intl.formatMessage(formMessages.phone), {
                type: 'tel',
                autoComplete: 'tel',
                maxLength: 20,
              })}
              {type !== 'patient'
                ? text(
                    'function',
                    intl.formatMessage(
                      type === 'establishment'
                        ? formMessages.functionEstablishment
                        : formMessages.functionRehabilitator,
                    ),
                    {
                      autoComplete: 'organization-title',
                      maxLength: 100,
                      required: true,
                      hint: intl.formatMessage(
                        type === 'establishment'
                          ? formMessages.functionEstablishmentHint
                          : formMessages.functionRehabilitatorHint,
                      ),
                    },
                  )
                : null}
            </>
          ) : null}

          {step === 'establishment' ? (
            <>
              {text('establishmentName', intl.formatMessage(formMessages.establishmentName), {
                autoComplete: 'organization',
                maxLength: 200,
                required: true,
              })}
              <Select
                name="establishmentType"
                label={intl.formatMessage(formMessages.establishmentType)}
                placeholder={intl.formatMessage(formMessages.establishmentTypePlaceholder)}
                options={applicationEstablishmentTypes.map((value) => ({
                  value,
                  label: intl.formatMessage(establishmentTypeLabel[value]),
                }))}
                value={draft.establishmentType}
                onValueChange={update('establishmentType')}
                error={fieldError('establishmentType')}
                required
              />
              {addressFields}
              {placeFields}
            </>
          ) : null}

          {step === 'address' ? (
            <>
              {addressFields}
              {placeFields}
              <Checkbox
                name="livesInEstablishment"
                label={intl.formatMessage(formMessages.livesInEstablishment)}
                checked={draft.livesInEstablishment}
                onCheckedChange={update('livesInEstablishment')}
              />
              {draft.livesInEstablishment ? (
                // Picked in the directory: its managers then receive the request.
                <EstablishmentPicker
                  name="establishmentName"
                  allowNotListed
                  value={{
                    establishmentId: draft.requestedEstablishmentId || null,
                    name: draft.establishmentName,
                  }}
                  onChange={(pick) =>
                    setDraft((current) => ({
                      ...current,
                      establishmentName: pick.name,
                      requestedEstablishmentId: pick.establishmentId ?? '',
                    }))
                  }
                  error={fieldError('establishmentName')}
                />
              ) : null}
            </>
          ) : null}

          {step === 'practice' ? placeFields : null}

          {step === 'measures' ? (
            <>
              <Text>{intl.formatMessage(formMessages.measuresIntro)}</Text>
              {text('weight', intl.formatMessage(formMessages.weight), {
                inputMode: 'decimal',
                maxLength: 6,
                required: true,
              })}
              {text('height', intl.formatMessage(formMessages.height), {
                inputMode: 'decimal',
                maxLength: 6,
                required: true,
              })}
              {text('leg', intl.formatMessage(formMessages.leg), {
                inputMode: 'decimal',
                maxLength: 6,
                required: true,
                hint: intl.formatMessage(formMessages.legHint),
              })}
              <fieldset
                data-field="hands"
                tabIndex={-1}
                aria-describedby="signup-hands-hint"
                style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
              >
                <Stack gap="sm">
                  <legend>
                    <Text weight="bold">{intl.formatMessage(formMessages.hands)}</Text>
                  </legend>
                  <Text id="signup-hands-hint" tone="muted" size="small">
                    {intl.formatMessage(formMessages.handsHint)}
                  </Text>
                  <Checkbox
                    name="left"
                    label={intl.formatMessage(formMessages.left)}
                    checked={draft.left}
                    onCheckedChange={update('left')}
                  />
                  <Checkbox
                    name="right"
                    label={intl.formatMessage(formMessages.right)}
                    checked={draft.right}
                    onCheckedChange={update('right')}
                  />
                  {fieldError('hands') ? (
                    <Text tone="danger" role="alert">
                      {fieldError('hands')}
                    </Text>
                  ) : null}
                </Stack>
              </fieldset>
            </>
          ) : null}

          <Inline gap="md" wrap>
            {stepIndex > 0 ? (
              <Button variant="secondary" size="large" onClick={() => goTo(stepIndex - 1)}>
                {intl.formatMessage(formMessages.previous)}
              </Button>
            ) : null}
            <Button type="submit" size="large" loading={create.isMutating}>
              {intl.formatMessage(
                stepIndex < steps.length - 1 ? formMessages.next : formMessages.send,
              )}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
