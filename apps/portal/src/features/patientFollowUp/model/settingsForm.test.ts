import type { PatientSettings } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { objectiveChanges, objectiveInputsOf, otherSettingsOf, parseDecimal } from './settingsForm';

const settings: PatientSettings = {
  patientId: '00000000-0000-4000-8000-000000000001',
  functionalCapacity: 3,
  objectives: [
    { metricKey: 'StepCount', value: 800, source: 'default', validFrom: null },
    { metricKey: 'ActiveTime', value: 2700, source: 'patient', validFrom: '2026-11-01' },
  ],
  settings: { weeklySelfRehabilitationSessions: 3 },
};

describe('patient settings form', () => {
  it('shows times in minutes and sends seconds back, only for what changed', () => {
    const inputs = objectiveInputsOf(settings);
    expect(inputs.ActiveTime).toBe('45');
    expect(inputs.WalkTime).toBe('');
    expect(objectiveChanges(settings, inputs).changes).toEqual({});
    expect(
      objectiveChanges(settings, { ...inputs, ActiveTime: '50', StepCount: '1000' }).changes,
    ).toEqual({ ActiveTime: 3000, StepCount: 1000 });
  });

  it('reads a decimal comma and refuses what is not a positive number', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('-3')).toBeNaN();
    const inputs = objectiveInputsOf(settings);
    expect(objectiveChanges(settings, { ...inputs, StepCount: 'beaucoup' }).errors).toEqual({
      StepCount: true,
    });
    expect(objectiveChanges(settings, { ...inputs, StepCount: '2000000' }).errors).toEqual({
      StepCount: true,
    });
  });

  it('checks the weekly sessions and the reminder time (the note for the team is a clinical note now)', () => {
    expect(otherSettingsOf({ weekly: '4', reminder: '09:30' })).toEqual({
      settings: {
        weeklySelfRehabilitationSessions: 4,
        sessionReminderTime: '09:30',
      },
      errors: {},
    });
    expect(otherSettingsOf({ weekly: '15', reminder: '9h30' }).errors).toEqual({
      weekly: true,
      reminder: true,
    });
  });
});
