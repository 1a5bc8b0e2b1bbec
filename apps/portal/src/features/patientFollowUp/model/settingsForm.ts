import { metricDefinitions, type ObjectiveBaseKey } from '@oxilio/domain';
import type { PatientSettings, PatchPatientSettingsBody } from '@oxilio/domain/contract';

/** The daily objectives a rehabilitator sets, in the order of the form. */
export const editableObjectives = [
  'StepCount',
  'WalkDistance',
  'WalkTime',
  'WalkPerimeter',
  'StandCount',
  'StandTime',
  'ActiveTime',
  'sittingDistance',
] as const satisfies readonly ObjectiveBaseKey[];
export type EditableObjective = (typeof editableObjectives)[number];

/** Largest objective the API takes, in its unit. */
export const maxObjective = 1_000_000;

/** Times are entered in minutes (the API counts seconds); other values as the API counts them. */
export function inputFactor(key: EditableObjective): number {
  return metricDefinitions[key].unit === 'seconds' ? 60 : 1;
}

/** A number typed with a decimal comma or point; NaN when it is not one. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type ObjectiveInputs = Record<EditableObjective, string>;

/** The form's texts from the settings: the value in force (own or default), in input units. */
export function objectiveInputsOf(settings: PatientSettings): ObjectiveInputs {
  const inputs = {} as ObjectiveInputs;
  for (const key of editableObjectives) {
    const objective = settings.objectives.find((item) => item.metricKey === key);
    inputs[key] =
      objective === undefined
        ? ''
        : String(Math.round((objective.value / inputFactor(key)) * 100) / 100);
  }
  return inputs;
}

export type ObjectiveErrors = Partial<Record<EditableObjective, true>>;

/**
 * The objectives that changed, in API units, or the fields in error. An empty field leaves the
 * objective as it is.
 */
export function objectiveChanges(
  settings: PatientSettings,
  inputs: ObjectiveInputs,
): { changes: Record<string, number>; errors: ObjectiveErrors } {
  const initial = objectiveInputsOf(settings);
  const changes: Record<string, number> = {};
  const errors: ObjectiveErrors = {};
  for (const key of editableObjectives) {
    const text = inputs[key].trim();
    if (text === '' || text === initial[key]) {
      continue;
    }
    const value = parseDecimal(text);
    const apiValue = Math.round(value * inputFactor(key));
    if (!Number.isFinite(value) || apiValue > maxObjective) {
      errors[key] = true;
    } else {
      changes[key] = apiValue;
    }
  }
  return { changes, errors };
}

export interface OtherSettingsInputs {
  weekly: string;
  reminder: string;
}

export type OtherSettingsField = keyof OtherSettingsInputs;

export function otherInputsOf(settings: PatientSettings): OtherSettingsInputs {
  return {
    weekly:
      settings.settings.weeklySelfRehabilitationSessions === undefined
        ? ''
        : String(settings.settings.weeklySelfRehabilitationSessions),
    reminder: settings.settings.sessionReminderTime ?? '',
  };
}

type OtherSettings = NonNullable<PatchPatientSettingsBody['patientSettings']['settings']>;

/** The settings to send, or the fields in error. */
export function otherSettingsOf(inputs: OtherSettingsInputs): {
  settings: OtherSettings;
  errors: Partial<Record<OtherSettingsField, true>>;
} {
  const errors: Partial<Record<OtherSettingsField, true>> = {};
  const settings: OtherSettings = {};
  const weekly = inputs.weekly.trim();
  if (weekly !== '') {
    const value = /^\d{1,2}$/.test(weekly) ? Number(weekly) : Number.NaN;
    if (Number.isInteger(value) && value >= 0 && value <= 14) {
      settings.weeklySelfRehabilitationSessions = value;
    } else {
      errors.weekly = true;
    }
  }
  const reminder = inputs.reminder.trim();
  if (reminder === '') {
    settings.sessionReminderTime = null;
  } else if (/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(reminder)) {
    settings.sessionReminderTime = reminder;
  } else {
    errors.reminder = true;
  }
  return { settings, errors };
}
