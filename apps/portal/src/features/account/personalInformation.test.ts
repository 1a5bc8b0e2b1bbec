import type { PatientProfile } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../forms/validation';
import {
  changeOf,
  formFromProfile,
  parseBirthDate,
  personalInformationMessages,
  validatePersonalInformation,
} from './personalInformation';

const profile: PatientProfile = {
  patientId: '3f6c1a20-5b7e-4c1d-8a2f-000000000a01',
  userId: '3f6c1a20-5b7e-4c1d-8a2f-000000000101',
  establishmentId: null,
  firstName: 'Jeanne',
  lastName: 'Welter',
  email: 'jeanne@example.fr',
  phone: '+33 6 12 34 56 78',
  birthDate: '1948-05-14',
  functionalCapacity: 3,
  availableEquipment: null,
  pathologies: [4],
  mainPathology: 4,
  registrationStatus: 'active',
  device: null,
  programs: [],
  archivedAt: null,
};
const today = '2026-03-02';

describe('the personal information form', () => {
  it('shows the profile as typed, the birth date as dd/mm/yyyy', () => {
    expect(formFromProfile(profile)).toEqual({
      firstName: 'Jeanne',
      lastName: 'Welter',
      phone: '+33 6 12 34 56 78',
      birthDate: '14/05/1948',
    });
    expect(formFromProfile({ ...profile, phone: null, birthDate: null })).toMatchObject({
      phone: '',
      birthDate: '',
    });
  });

  it('reads typed dates with slashes, dots or dashes, and refuses impossible ones', () => {
    expect(parseBirthDate('14/05/1948')).toBe('1948-05-14');
    expect(parseBirthDate(' 4.5.1948 ')).toBe('1948-05-04');
    expect(parseBirthDate('04-05-1948')).toBe('1948-05-04');
    expect(parseBirthDate('')).toBe('');
    expect(parseBirthDate('31/02/1948')).toBeNull();
    expect(parseBirthDate('14/05/48')).toBeNull();
    expect(parseBirthDate('1948-05-14')).toBeNull();
    expect(parseBirthDate('14/05/1848')).toBeNull();
  });

  it('asks for the names, a valid phone number and a past birth date', () => {
    const errors = validatePersonalInformation(
      { firstName: ' ', lastName: '', phone: 'zéro six', birthDate: '01/01/2030' },
      today,
    );
    expect(errors.firstName?.message).toBe(validationMessages.firstNameRequired);
    expect(errors.lastName?.message).toBe(validationMessages.lastNameRequired);
    expect(errors.phone?.message).toBe(personalInformationMessages.phoneInvalid);
    expect(errors.birthDate?.message).toBe(personalInformationMessages.birthDateInFuture);
    expect(
      validatePersonalInformation({ ...formFromProfile(profile), birthDate: '30/02/1950' }, today)
        .birthDate?.message,
    ).toBe(personalInformationMessages.birthDateInvalid);
    expect(
      validatePersonalInformation({ ...formFromProfile(profile), phone: '', birthDate: '' }, today),
    ).toEqual({});
  });

  it('sends only what changed, trimmed, with cleared fields as null', () => {
    expect(changeOf(profile, formFromProfile(profile))).toEqual({});
    expect(
      changeOf(profile, {
        firstName: ' Jeanne ',
        lastName: 'Welter-Schmit',
        phone: '  ',
        birthDate: '',
      }),
    ).toEqual({ lastName: 'Welter-Schmit', phone: null, birthDate: null });
    expect(changeOf(profile, { ...formFromProfile(profile), birthDate: '15/05/1948' })).toEqual({
      birthDate: '1948-05-15',
    });
  });
});
