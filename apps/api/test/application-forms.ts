/**
 * The application form of each type as a person fills it (`POST /applications/{type}`), with the
 * e-mail given: the tests of the applications, the mandate and the enumeration bounds share them.
 */
export type ApplicationKind = 'patient' | 'establishment' | 'reeducator';

type Body = Record<string, unknown>;

export const patientForm = (email: string): Body => ({
  firstname: 'Jeanne',
  lastname: 'Martin',
  email,
  phone: '+33 6 12 34 56 78',
  address: { number: '12', street: 'rue des Lilas', zipCode: '57000', town: 'Metz' },
  livesInEstablishment: false,
  CountryCode: 'FR',
  PostalCode: '57000',
  Weight: 72.5,
  Height: 165,
  Leg: 76,
  Left: true,
  Right: false,
});

export const establishmentForm = (email: string): Body => ({
  firstname: 'Claire',
  lastname: 'Dubois',
  email,
  establishmentName: 'Résidence des Tilleuls',
  establishmentType: 'nursing_home',
  function: 'Directrice',
  address: { street: 'avenue de la Gare', zipCode: '1611', town: 'Luxembourg', county: 'LU' },
  CountryCode: 'LU',
  PostalCode: 'L-1611',
});

export const rehabilitatorForm = (email: string): Body => ({
  firstname: 'Marc',
  lastname: 'Weber',
  email,
  function: 'Kinésithérapeute',
  CountryCode: 'BE',
  PostalCode: '1000',
});

export const applicationForms: Record<ApplicationKind, (email: string) => Body> = {
  patient: patientForm,
  establishment: establishmentForm,
  reeducator: rehabilitatorForm,
};
