import { describe, expect, it } from 'vitest';
import { userFromClaims } from '../auth/roles';
import { canOpenArea } from './areas';
import { activeMenuEntry, homePath, menuFor } from './menus';
import { pathsOf } from './screens';
import { rehabilitatorArea } from '../routes/rehabilitator/manifest';

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
    expect(canOpenArea('reeducatorresponsable', 'rehabilitator')).toBe(true);
    expect(canOpenArea('reeducatorresponsable', 'patient')).toBe(false);
    expect(canOpenArea('patient', 'manager')).toBe(false);
    expect(canOpenArea('reeducator', 'manager')).toBe(false);
  });

  it('has the menus of the spec for each role, and the patient menu for an unknown role', () => {
    const links = (role: string) => menuFor(role).map((entry) => entry.href);
    expect(links('patient')).toEqual([
      '/dashboard',
      '/evolution',
      '/auto-reeducation',
      '/activities',
      '/profil',
    ]);
    expect(links('reeducator')).toEqual([
      '/reeducateur/patients',
      '/reeducateur/programmes',
      '/reeducateur/profile',
    ]);
    expect(links('responsable')).toEqual([
      '/responsable/home',
      '/responsable/patients',
      '/responsable/oxilios',
      '/responsable/activites-adaptees',
      '/responsable/etablissement',
    ]);
    expect(links('reeducatorresponsable')).toEqual([
      '/responsable/home',
      '/responsable/patients',
      '/responsable/oxilios',
      '/responsable/activites-adaptees',
      '/responsable/coaching',
    ]);
    expect(links('mystery')).toEqual(links('patient'));
  });

  it('derives path helpers from the manifests, parameters encoded', () => {
    const paths = pathsOf(rehabilitatorArea);
    expect(paths.patients).toBe('/reeducateur/patients');
    expect(paths.patient({ id: 'a/b' })).toBe('/reeducateur/patients/a%2Fb');
    expect(paths.newProgram({})).toBe('/reeducateur/nouveau-programme');
    expect(paths.newProgram({ id: '7' })).toBe('/reeducateur/nouveau-programme/7');
  });

  it('marks the menu entry of a nested page as active', () => {
    const menu = menuFor('reeducator');
    expect(activeMenuEntry(menu, '/reeducateur/patients/12/synthese')?.id).toBe('patients');
    expect(activeMenuEntry(menu, '/reeducateur/programmes/mesProgrammes')?.id).toBe('programs');
    expect(activeMenuEntry(menu, '/elsewhere')).toBeUndefined();
  });

  it('keeps the combined role on its Patients entry in the rehabilitator screens it opens', () => {
    const menu = menuFor('reeducatorresponsable');
    expect(activeMenuEntry(menu, '/reeducateur/patients/12/synthese')?.href).toBe(
      '/responsable/patients',
    );
    expect(activeMenuEntry(menu, '/reeducateur/nouveau-programme/3')?.href).toBe(
      '/responsable/patients',
    );
    expect(activeMenuEntry(menu, '/responsable/coaching/add')?.href).toBe('/responsable/coaching');
    expect(canOpenArea('responsable', 'rehabilitator')).toBe(false);
  });
});
