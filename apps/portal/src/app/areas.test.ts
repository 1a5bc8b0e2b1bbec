import { describe, expect, it } from 'vitest';
import { roles as allRoles } from '@oxilio/domain';
import { heldRoles } from '../auth/heldRoles';
import { userFromClaims } from '../auth/roles';
import { signedInAreas } from './allAreas';
import { canOpenArea, signedInHeads } from './areas';
import { activeMenuEntry, currentGroup, homePath, menuFor, menuGroupsFor } from './menus';
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

  it('knows each area’s base, roles and home before its manifest, as the manifest says them', () => {
    expect(signedInHeads.map((head) => head.area)).toEqual(signedInAreas.map((area) => area.area));
    for (const [index, head] of signedInHeads.entries()) {
      const manifest = signedInAreas[index];
      expect([manifest?.base, manifest?.roles]).toEqual([head.base, head.roles]);
    }
    // The home the heads give is the first entry of the menu the manifests build, for any roles.
    const roleSets = [...allRoles.map((role) => [role]), ['reeducator', 'responsable'], ['x']];
    for (const roles of roleSets) {
      expect(homePath(roles), roles.join()).toBe(menuFor(roles)[0]?.href);
    }
  });

  it('sends each role to its home after sign-in', () => {
    expect(homePath('patient')).toBe('/dashboard');
    expect(homePath('reeducator')).toBe('/reeducateur/patients');
    expect(homePath('responsable')).toBe('/responsable/home');
    expect(homePath('reeducatorresponsable')).toBe('/responsable/home');
    expect(homePath(['reeducator', 'responsable'])).toBe('/responsable/home');
  });

  it('reads the set of roles held from the whole list, the combined role as the union', () => {
    const combined = ['reeducator', 'responsable', 'reeducatorresponsable'];
    expect(heldRoles(['reeducatorresponsable'])).toEqual(combined);
    expect(heldRoles(['responsable', ' Reeducator'])).toEqual(combined);
    expect(heldRoles(['reeducator'])).toEqual(['reeducator']);
    expect(heldRoles(['superadmin'])).toEqual(['patient']);
    expect(heldRoles([])).toEqual(['patient']);
  });

  it('gives the combined role both staff areas and no patient area', () => {
    expect(canOpenArea('reeducatorresponsable', 'manager')).toBe(true);
    expect(canOpenArea('reeducatorresponsable', 'rehabilitator')).toBe(true);
    expect(canOpenArea('reeducatorresponsable', 'patient')).toBe(false);
    expect(canOpenArea(['reeducator', 'responsable'], 'manager')).toBe(true);
    expect(canOpenArea(['reeducator', 'responsable'], 'rehabilitator')).toBe(true);
    expect(canOpenArea('patient', 'manager')).toBe(false);
    expect(canOpenArea('reeducator', 'manager')).toBe(false);
    expect(canOpenArea('responsable', 'rehabilitator')).toBe(false);
  });

  it('has one menu for each single role, and the patient menu for an unknown role', () => {
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
    expect(links('mystery')).toEqual(links('patient'));
    for (const role of ['patient', 'reeducator', 'responsable']) {
      expect(menuGroupsFor(role)).toHaveLength(1);
    }
  });

  it('derives the combined role’s menu from its roles: the manager’s part, then the rehabilitator’s', () => {
    const groups = menuGroupsFor('reeducatorresponsable');
    expect(groups.map((group) => [group.area, group.label.id, group.href])).toEqual([
      ['manager', 'domain.role.responsable', '/responsable/home'],
      ['rehabilitator', 'domain.role.reeducator', '/reeducateur/patients'],
    ]);
    expect(groups.map((group) => group.entries.map((entry) => entry.href))).toEqual([
      [
        '/responsable/home',
        '/responsable/patients',
        '/responsable/oxilios',
        '/responsable/activites-adaptees',
        '/responsable/etablissement',
        '/responsable/coaching',
      ],
      ['/reeducateur/patients', '/reeducateur/programmes', '/reeducateur/profile'],
    ]);
    // A token that would carry both roles gets the same menu.
    expect(menuGroupsFor(['reeducator', 'responsable'])).toEqual(groups);
    expect(menuGroupsFor(['responsable', 'reeducator'])).toEqual(groups);
  });

  it('never shows two entries with the same label in one part of a menu', () => {
    for (const roles of [...allRoles.map((role) => [role]), ['reeducator', 'responsable']]) {
      for (const group of menuGroupsFor(roles)) {
        const labels = group.entries.map((entry) => entry.label.id);
        expect(new Set(labels).size, `${roles.join(',')} / ${group.area}`).toBe(labels.length);
      }
    }
  });

  it('derives path helpers from the manifests, parameters encoded', () => {
    const paths = pathsOf(rehabilitatorArea);
    expect(paths.patients).toBe('/reeducateur/patients');
    expect(paths.patient({ id: 'a/b' })).toBe('/reeducateur/patients/a%2Fb');
    expect(paths.newProgram({})).toBe('/reeducateur/nouveau-programme');
    expect(paths.newProgram({ id: '7' })).toBe('/reeducateur/nouveau-programme/7');
  });

  const rehabilitatorPages: [string, string][] = [
    ['/reeducateur/patients', 'patients'],
    ['/reeducateur/patients/12/synthese', 'patients'],
    ['/reeducateur/patients/12/session', 'patients'],
    ['/reeducateur/patients/12/auto-reeducation', 'patients'],
    ['/reeducateur/patients/12/initialize', 'patients'],
    ['/reeducateur/patients/12/rapport', 'patients'],
    ['/reeducateur/programmes/mesProgrammes', 'programs'],
    ['/reeducateur/programmes/oxilio', 'programs'],
    ['/reeducateur/programmes/exercices', 'programs'],
    ['/reeducateur/nouveau-programme', 'programs'],
    ['/reeducateur/nouveau-programme/3', 'programs'],
    ['/reeducateur/profile', 'profile'],
  ];

  it.each(rehabilitatorPages)('highlights the rehabilitator’s entry of %s: %s', (path, id) => {
    expect(activeMenuEntry(menuFor('reeducator'), path)?.id).toBe(id);
    // The combined role, in the rehabilitator's part of its menu: the same entry.
    const groups = menuGroupsFor('reeducatorresponsable');
    const group = currentGroup(groups, path);
    expect(group?.area).toBe('rehabilitator');
    const active = activeMenuEntry(group?.entries ?? [], path);
    expect([active?.area, active?.id]).toEqual(['rehabilitator', id]);
  });

  it('highlights the manager’s entry of a manager’s page, in the manager’s part', () => {
    const groups = menuGroupsFor('reeducatorresponsable');
    const at = (path: string) => {
      const group = currentGroup(groups, path);
      return [group?.area, activeMenuEntry(group?.entries ?? [], path)?.href];
    };
    expect(at('/responsable/home')).toEqual(['manager', '/responsable/home']);
    expect(at('/responsable/patients/12')).toEqual(['manager', '/responsable/patients']);
    expect(at('/responsable/coaching/add')).toEqual(['manager', '/responsable/coaching']);
    expect(at('/responsable/etablissement/equipe')).toEqual([
      'manager',
      '/responsable/etablissement',
    ]);
    expect(activeMenuEntry(menuFor('responsable'), '/responsable/patients/list')?.id).toBe(
      'patients',
    );
    expect(activeMenuEntry(menuFor('patient'), '/evolution/marche')?.id).toBe('evolution');
    expect(activeMenuEntry(menuFor('reeducator'), '/elsewhere')).toBeUndefined();
  });
});
