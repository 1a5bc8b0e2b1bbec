import { describe, expect, it } from 'vitest';
import { menuFor, activeMenuEntry } from '../app/menus';
import { canOpenArea, homePath, userFromClaims } from './roles';

describe('roles, homes and menus', () => {
  it('reads the first role of the comma-separated claim as the current role', () => {
    const user = userFromClaims({
      roles: 'reeducatorresponsable,reeducator',
      reeducatorId: 'r-1',
      establishmentId: 7,
    });
    expect(user.role).toBe('reeducatorresponsable');
    expect(user.roles).toEqual(['reeducatorresponsable', 'reeducator']);
    expect(user.reeducatorId).toBe('r-1');
    expect(user.establishmentId).toBe('7');
  });

  it('treats an unknown or missing role as a patient and ignores malformed ids', () => {
    expect(userFromClaims({ roles: 'superadmin' }).role).toBe('patient');
    expect(userFromClaims({}).role).toBe('patient');
    expect(userFromClaims({ roles: 'patient', patientId: '<script>' }).patientId).toBeNull();
  });

  it('sends each role to its home after sign-in', () => {
    expect(homePath('patient')).toBe('/dashboard');
    expect(homePath('reeducator')).toBe('/reeducateur/patients');
    expect(homePath('responsable')).toBe('/responsable/home');
    expect(homePath('reeducatorresponsable')).toBe('/responsable/home');
  });

  it('gives the combined role both staff areas and no patient area', () => {
    expect(canOpenArea('reeducatorresponsable', 'manager')).toBe(true);
    expect(canOpenArea('reeducatorresponsable', 'reeducator')).toBe(true);
    expect(canOpenArea('reeducatorresponsable', 'patient')).toBe(false);
    expect(canOpenArea('patient', 'manager')).toBe(false);
    expect(canOpenArea('reeducator', 'manager')).toBe(false);
  });

  it('has the menus of the spec for each role, and the patient menu for an unknown role', () => {
    const ids = (role: string) => menuFor(role).map((entry) => entry.id);
    expect(ids('patient')).toEqual([
      'dashboard',
      'evolution',
      'auto-reeducation',
      'activities',
      'profil',
    ]);
    expect(ids('reeducator')).toEqual(['patients', 'programmes', 'profile']);
    expect(ids('responsable')).toEqual([
      'home',
      'patients',
      'oxilios',
      'activites-adaptees',
      'etablissement',
    ]);
    expect(ids('reeducatorresponsable')).toEqual([
      'home',
      'patients',
      'oxilios',
      'activites-adaptees',
      'coaching',
    ]);
    expect(ids('mystery')).toEqual(ids('patient'));
  });

  it('marks the menu entry of a nested page as active', () => {
    const menu = menuFor('reeducator');
    expect(activeMenuEntry(menu, '/reeducateur/patients/12/synthese')?.id).toBe('patients');
    expect(activeMenuEntry(menu, '/reeducateur/programmes/mesProgrammes')?.id).toBe('programmes');
    expect(activeMenuEntry(menu, '/elsewhere')).toBeUndefined();
  });
});
