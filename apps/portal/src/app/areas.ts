/**
 * The portal's areas. The public screens' manifest is always there; a signed-in area's manifest
 * (its screens, their titles, menus, reads and the code of each page) loads when a user who may
 * open it starts the portal, or when a path of it is opened (issue 27: a patient's first screen no
 * longer carries the rehabilitator's and the manager's, docs/decisions/portal-start.md). The
 * router, the menus and the early reads read the loaded ones from here; the guards, the homes and
 * the menus' parts read the areas' heads (app/areaHeads.ts), there from the start.
 */
import type { Role } from '@oxilio/domain';
import { heldRoles } from '../auth/heldRoles';
import { publicArea } from '../routes/public/manifest';
import { areaHeads, type AreaHead } from './areaHeads';
import { importWithTimeout } from './lazy';
import type { Area, AreaManifest } from './screens';

export const publicScreens: AreaManifest = publicArea;

/** The signed-in areas' heads, in the order their menus are read. */
export const signedInHeads: readonly AreaHead[] = [
  areaHeads.patient,
  areaHeads.rehabilitator,
  areaHeads.manager,
];

const manifestLoaders: Record<Area, () => Promise<AreaManifest>> = {
  patient: () => import('../routes/patient/manifest').then((module) => module.patientArea),
  rehabilitator: () =>
    import('../routes/rehabilitator/manifest').then((module) => module.rehabilitatorArea),
  manager: () => import('../routes/manager/manifest').then((module) => module.managerArea),
};

const loaded = new Map<Area, AreaManifest>();
const loading = new Map<Area, Promise<AreaManifest>>();
const listeners = new Set<() => void>();

/** Makes these manifests the loaded ones (tests and stories, which import them all). */
export function registerAreas(manifests: readonly AreaManifest[]): void {
  for (const manifest of manifests) {
    if (manifest.area && !loaded.has(manifest.area)) {
      loaded.set(manifest.area, manifest);
      loading.set(manifest.area, Promise.resolve(manifest));
    }
  }
  for (const listener of listeners) {
    listener();
  }
}

/** Calls `listener` each time an area's manifest arrives; returns how to stop. */
export function onAreasLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads an area's manifest, once (120 s timeout); a failed load may be tried again. Settles with
 * the manifest, registered.
 */
export function loadArea(area: Area): Promise<AreaManifest> {
  let load = loading.get(area);
  if (!load) {
    load = importWithTimeout(manifestLoaders[area]).then(
      (manifest) => {
        registerAreas([manifest]);
        return manifest;
      },
      (error: unknown) => {
        loading.delete(area);
        throw error;
      },
    );
    loading.set(area, load);
  }
  return load;
}

/** The signed-in areas whose manifests are there, in the order their menus are read. */
export function loadedAreas(): readonly AreaManifest[] {
  return signedInHeads.flatMap((head) => {
    const manifest = loaded.get(head.area);
    return manifest ? [manifest] : [];
  });
}

export function isAreaLoaded(area: Area): boolean {
  return loaded.has(area);
}

export function areaHead(area: Area): AreaHead {
  return areaHeads[area];
}

type Roles = Role | string | readonly string[];

/**
 * Whether a user holding these roles (`heldRoles`: a token's whole list, or one role) may open an
 * area: the combined role opens the rehabilitator's and the manager's.
 */
export function canOpenArea(roles: Roles, area: Area): boolean {
  const holding = heldRoles(typeof roles === 'string' ? [roles] : roles);
  return areaHeads[area].roles.some((role) => holding.includes(role));
}

/** The areas a user holding these roles may open. */
export function areasOpenedBy(roles: Roles): Area[] {
  return signedInHeads.filter((head) => canOpenArea(roles, head.area)).map((head) => head.area);
}

/** Whether the manifests of every area a user holding these roles may open are there. */
export function areasLoadedFor(roles: Roles): boolean {
  return areasOpenedBy(roles).every(isAreaLoaded);
}

const areaSets = new Map<string, Promise<unknown>>();

/**
 * Loads the manifests of the areas a user holding these roles may open: one promise for the same
 * areas (React's `use` reads it while they are not all there: auth/guards.tsx). A failed load is
 * tried again at the next call.
 */
export function areasOfRoles(roles: Roles): Promise<unknown> {
  const areas = areasOpenedBy(roles);
  const key = areas.join(',');
  let load = areaSets.get(key);
  if (!load) {
    load = Promise.all(areas.map(loadArea)).catch((error: unknown) => {
      areaSets.delete(key);
      throw error;
    });
    areaSets.set(key, load);
  }
  return load;
}

/**
 * The areas a path may belong to: the one whose base starts it (`/reeducateur/…`), else the area
 * at the root (the patient's).
 */
export function areasOwning(pathname: string): Area[] {
  const based = signedInHeads.filter(
    (head) => head.base !== '' && (pathname === head.base || pathname.startsWith(`${head.base}/`)),
  );
  return (based.length > 0 ? based : signedInHeads.filter((head) => head.base === '')).map(
    (head) => head.area,
  );
}
