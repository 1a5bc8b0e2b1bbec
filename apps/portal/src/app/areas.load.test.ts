import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { managerArea } from '../routes/manager/manifest';
import {
  areasLoadedFor,
  areasOfRoles,
  areasOwning,
  canOpenArea,
  isAreaLoaded,
  loadArea,
  loadedAreas,
} from './areas';
import { homePath } from './menus';
import { buildRoutes } from './routes';

// Without app/allAreas: the portal's start, where no signed-in area is loaded until asked.
describe('the areas’ manifests, loaded when needed', () => {
  it('opens the guards and the homes before any manifest has loaded', () => {
    expect(loadedAreas()).toEqual([]);
    expect(canOpenArea('reeducatorresponsable', 'rehabilitator')).toBe(true);
    expect(canOpenArea('patient', 'manager')).toBe(false);
    expect(homePath('reeducator')).toBe('/reeducateur/patients');
    expect(homePath(['reeducator', 'responsable'])).toBe('/responsable/home');
    expect(loadedAreas()).toEqual([]);
  });

  it('finds the area a path may belong to by its base, the patient’s for the others', () => {
    expect(areasOwning('/reeducateur/patients/12')).toEqual(['rehabilitator']);
    expect(areasOwning('/responsable')).toEqual(['manager']);
    expect(areasOwning('/responsables')).toEqual(['patient']);
    expect(areasOwning('/dashboard')).toEqual(['patient']);
  });

  it('loads the areas a user opens, once, and says when they are all there', async () => {
    const loading = areasOfRoles('responsable');
    expect(areasLoadedFor('responsable')).toBe(false);
    expect(areasOfRoles('responsable')).toBe(loading);
    await loading;
    expect(loadedAreas()).toEqual([managerArea]);
    expect(areasLoadedFor('responsable')).toBe(true);
    // Once there, the same answer, settled.
    expect(areasOfRoles('responsable')).toBe(loading);
    expect(await loadArea('manager')).toBe(managerArea);
    // The combined role opens the rehabilitator's area too: only that one is still to load.
    expect(isAreaLoaded('rehabilitator')).toBe(false);
    await areasOfRoles('reeducatorresponsable');
    expect(loadedAreas().map((area) => area.area)).toEqual(['rehabilitator', 'manager']);
    expect(isAreaLoaded('patient')).toBe(false);
  });

  it('adds an area’s routes to a table built before it loaded, as its manifest arrives', async () => {
    const routes = buildRoutes({ debug: false });
    const screenAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(isAreaLoaded('patient')).toBe(false);
    expect(screenAt('/dashboard')).toBe('*');
    await loadArea('patient');
    expect(screenAt('/dashboard')).not.toBe('*');
    expect(screenAt('/nowhere')).toBe('*');
  });
});
