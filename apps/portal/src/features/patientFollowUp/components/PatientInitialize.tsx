import {
  equipmentLabel,
  equipments,
  formatMetric,
  functionalCapacities,
  functionalCapacityDescription,
  functionalCapacityLabel,
  metricLabel,
  pathologyLabel,
  selectablePathologies,
  type Pathology,
} from '@oxilio/domain';
import type { PatientSettings, RehabilitatorPatientDetail } from '@oxilio/domain/contract';
import type { Locale } from '@oxilio/locales';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Link,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@oxilio/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useWrite } from '../../../app/useWrite';
import type { FollowedPatientRef } from '../api/getFollowedPatient';
import { usePatientSettings } from '../api/getPatientSettings';
import { useSaveClinicalProfile, useSavePatientSettings } from '../api/savePatientSettings';
import {
  editableObjectives,
  inputFactor,
  maxObjective,
  objectiveChanges,
  objectiveInputsOf,
  otherInputsOf,
  otherSettingsOf,
  type ObjectiveErrors,
  type ObjectiveInputs,
  type OtherSettingsField,
  type OtherSettingsInputs,
} from '../model/settingsForm';
import { followUpMessages as m } from './messages';
import * as styles from './FollowUp.css';

function Saved({ shown }: { shown: boolean }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite">
      {shown ? <Alert tone="success">{intl.formatMessage(m.saved)}</Alert> : null}
    </div>
  );
}

function ClinicalProfileForm({
  target,
  patient,
  saved,
  onSavedChange,
}: {
  target: FollowedPatientRef;
  patient: RehabilitatorPatientDetail;
  /**
   * "Saved" is shown: held by the tab, since a save changes the patient and so the form's key
   * (the form starts again from what was saved, and its notice must stay).
   */
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const equipmentHintId = useId();
  const save = useSaveClinicalProfile();
  const write = useWrite({
    call: (body: Parameters<typeof save>[1]) => save(target, body),
  });
  const [checked, setChecked] = useState<number[]>(() =>
    patient.pathologies.filter((id) => id >= 2),
  );
  const [main, setMain] = useState(String(patient.mainPathology ?? ''));
  const [capacity, setCapacity] = useState(String(patient.functionalCapacity ?? ''));
  // null: not recorded (nothing ticked); an empty list: none of them ("none" ticked).
  const [equipment, setEquipment] = useState<number[] | null>(patient.availableEquipment);
  const [mainError, setMainError] = useState(false);
  const setSaved = onSavedChange;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    write.reset();
    setSaved(false);
    const mainId = main === '' ? null : Number(main);
    if (mainId !== null && !checked.includes(mainId)) {
      setMainError(true);
      return;
    }
    setMainError(false);
    const result = await write.trigger({
      pathologies: checked,
      mainPathology: mainId,
      functionalCapacity: capacity === '' ? null : Number(capacity),
      availableEquipment: equipment,
    });
    setSaved(Boolean(result?.ok));
  }

  const pathologyOptions = checked.map((id) => ({
    value: String(id),
    label: intl.formatMessage(pathologyLabel[id as Pathology]),
  }));
  return (
    <Card title={intl.formatMessage(m.clinicalTitle)} headingLevel={2}>
      <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(m.clinicalTitle)}>
        <Stack gap="lg">
          {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(m.pathologies)}</legend>
            <div className={styles.formGrid}>
              {selectablePathologies.map((id) => (
                <Checkbox
                  key={id}
                  label={intl.formatMessage(pathologyLabel[id])}
                  checked={checked.includes(id)}
                  onCheckedChange={(on) =>
                    setChecked((current) =>
                      on ? [...current, id].sort((a, b) => a - b) : current.filter((x) => x !== id),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
          <Select
            label={intl.formatMessage(m.mainPathology)}
            options={[
              { value: '', label: intl.formatMessage(m.mainPathologyNone) },
              ...pathologyOptions,
            ]}
            value={main}
            onValueChange={setMain}
            error={mainError ? intl.formatMessage(m.mainNotInList) : undefined}
          />
          <RadioGroup
            label={intl.formatMessage(m.capacity)}
            value={capacity}
            onValueChange={setCapacity}
            options={[
              { value: '', label: intl.formatMessage(m.capacityNone) },
              ...functionalCapacities.map((id) => ({
                value: String(id),
                label: intl.formatMessage(functionalCapacityLabel[id]),
                hint: intl.formatMessage(functionalCapacityDescription[id]),
              })),
            ]}
          />
          <fieldset className={styles.fieldset} aria-describedby={equipmentHintId}>
            <legend className={styles.legend}>{intl.formatMessage(m.equipmentLegend)}</legend>
            <Stack gap="sm">
              <Text id={equipmentHintId} size="small" tone="muted">
                {intl.formatMessage(m.equipmentHint)}
              </Text>
              <div className={styles.formGrid}>
                {equipments.map((id) => (
                  <Checkbox
                    key={id}
                    label={intl.formatMessage(equipmentLabel[id])}
                    checked={equipment?.includes(id) ?? false}
                    onCheckedChange={(on) =>
                      setEquipment((current) => {
                        const next = on
                          ? [...(current ?? []), id].sort((a, b) => a - b)
                          : (current ?? []).filter((x) => x !== id);
                        // Unticking the last one goes back to "not recorded".
                        return next.length === 0 ? null : next;
                      })
                    }
                  />
                ))}
                <Checkbox
                  label={intl.formatMessage(m.equipmentNone)}
                  checked={equipment !== null && equipment.length === 0}
                  onCheckedChange={(on) => setEquipment(on ? [] : null)}
                />
              </div>
            </Stack>
          </fieldset>
          <Saved shown={saved} />
          <div>
            <Button type="submit" loading={write.isMutating}>
              {intl.formatMessage(m.save)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function ObjectivesForm({
  target,
  settings,
}: {
  target: FollowedPatientRef;
  settings: PatientSettings;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const save = useSavePatientSettings();
  const write = useWrite({
    call: (body: Parameters<typeof save>[1]) => save(target, body),
  });
  const [inputs, setInputs] = useState<ObjectiveInputs>(() => objectiveInputsOf(settings));
  const [errors, setErrors] = useState<ObjectiveErrors>({});
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    write.reset();
    setSaved(false);
    const { changes, errors: found } = objectiveChanges(settings, inputs);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    if (Object.keys(changes).length === 0) {
      setSaved(true);
      return;
    }
    const result = await write.trigger({ objectives: changes });
    setSaved(Boolean(result?.ok));
  }

  return (
    <Card
      title={intl.formatMessage(m.objectivesFormTitle)}
      subtitle={intl.formatMessage(m.objectivesFormHint)}
      headingLevel={2}
    >
      <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(m.objectivesFormTitle)}>
        <Stack gap="lg">
          {settings.objectives.length === 0 ? (
            // No capacity and none of their own: nothing is judged until they are set.
            <Alert tone="info">{intl.formatMessage(m.objectivesNotSet)}</Alert>
          ) : null}
          {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
          <div className={styles.formGrid}>
            {editableObjectives.map((key) => {
              const objective = settings.objectives.find((item) => item.metricKey === key);
              const unit =
                inputFactor(key) === 60
                  ? intl.formatMessage(m.minutes)
                  : key === 'WalkDistance' || key === 'WalkPerimeter' || key === 'sittingDistance'
                    ? intl.formatMessage(m.metres)
                    : undefined;
              return (
                <TextField
                  key={key}
                  name={key}
                  label={intl.formatMessage(metricLabel[key])}
                  inputMode="decimal"
                  suffix={unit}
                  value={inputs[key]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setInputs((current) => ({ ...current, [key]: value }));
                  }}
                  hint={
                    objective?.source === 'patient'
                      ? intl.formatMessage(m.objectiveOwn)
                      : objective
                        ? intl.formatMessage(m.objectiveDefault, {
                            value: formatMetric(key, objective.value, locale),
                          })
                        : undefined
                  }
                  error={
                    errors[key]
                      ? intl.formatMessage(m.objectiveInvalid, {
                          max: intl.formatNumber(maxObjective / inputFactor(key)),
                        })
                      : undefined
                  }
                />
              );
            })}
          </div>
          <Saved shown={saved} />
          <div>
            <Button type="submit" loading={write.isMutating}>
              {intl.formatMessage(m.save)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

const otherErrorMessages = {
  weekly: m.weeklyInvalid,
  reminder: m.reminderInvalid,
} as const;

function OtherSettingsForm({
  target,
  settings,
}: {
  target: FollowedPatientRef;
  settings: PatientSettings;
}) {
  const intl = useIntl();
  const save = useSavePatientSettings();
  const write = useWrite({
    call: (body: Parameters<typeof save>[1]) => save(target, body),
  });
  const [inputs, setInputs] = useState<OtherSettingsInputs>(() => otherInputsOf(settings));
  const [errors, setErrors] = useState<Partial<Record<OtherSettingsField, true>>>({});
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    write.reset();
    setSaved(false);
    const { settings: next, errors: found } = otherSettingsOf(inputs);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    const result = await write.trigger({ settings: next });
    setSaved(Boolean(result?.ok));
  }

  const field = (name: OtherSettingsField) => ({
    name,
    value: inputs[name],
    error: errors[name] ? intl.formatMessage(otherErrorMessages[name]) : undefined,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setInputs((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Card title={intl.formatMessage(m.settingsTitle)} headingLevel={2}>
      <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(m.settingsTitle)}>
        <Stack gap="lg">
          {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
          <TextField
            {...field('weekly')}
            label={intl.formatMessage(m.weekly)}
            inputMode="numeric"
          />
          <TextField
            {...field('reminder')}
            label={intl.formatMessage(m.reminder)}
            inputMode="numeric"
            maxLength={5}
          />
          <Stack gap="sm">
            <Text tone="muted">{intl.formatMessage(m.notesMoved)}</Text>
            <div>
              <Link as={RouterLink} to="../notes" relative="path" standalone weight="bold">
                {intl.formatMessage(m.notesLink)}
              </Link>
            </div>
          </Stack>
          <Saved shown={saved} />
          <div>
            <Button type="submit" loading={write.isMutating}>
              {intl.formatMessage(m.save)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** The initialize tab: pathologies and capacity, daily objectives, follow-up settings. */
export function PatientInitialize({
  patientRef: target,
  patient,
}: {
  /** The patient and the rehabilitator asking. */
  patientRef: FollowedPatientRef;
  /** The followed patient (pathologies, capacity). */
  patient: RehabilitatorPatientDetail;
}) {
  const query = usePatientSettings(target);
  const [clinicalSaved, setClinicalSaved] = useState(false);
  return (
    <Stack gap="xl">
      <ClinicalProfileForm
        key={`${patient.pathologies.join()}-${patient.mainPathology}-${patient.functionalCapacity}-${patient.availableEquipment?.join() ?? 'unknown'}`}
        target={target}
        patient={patient}
        saved={clinicalSaved}
        onSavedChange={setClinicalSaved}
      />
      <DataState query={query} loading={<Skeleton shape="rect" height={320} />}>
        {(settings) => (
          <>
            <ObjectivesForm
              // The defaults follow the capacity: a new capacity starts the form again.
              key={String(settings.functionalCapacity)}
              target={target}
              settings={settings}
            />
            <OtherSettingsForm target={target} settings={settings} />
          </>
        )}
      </DataState>
    </Stack>
  );
}
