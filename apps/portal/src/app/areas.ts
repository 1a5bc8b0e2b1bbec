/** Every area's manifest, in one list: the router, the menus and the guards read them from here. */
import type { Role } from '@oxilio/domain';
import { heldRoles } from '../auth/heldRoles';
import { managerArea } from '../routes/manager/manifest';
import { patientArea } from '../routes/patient/manifest';
import { publicArea } from '../routes/public/manifest';
import { rehabilitatorArea } from '../routes/rehabilitator/manifest';
import type { Area, AreaManifest } from './screens';

export const publicScreens: AreaManifest = publicArea;

/** The signed-in areas, in the order their menus are read. */
export const signedInAreas: readonly AreaManifest[] = [patientArea, rehabilitatorArea, managerArea];

export function areaManifest(area: Area): AreaManifest {
  const found = signedInAreas.find((manifest) => manifest.area === area);
  if (!found) {
    throw new Error(`Unknown area ${area}`);
  }
  return found;
}

/**
 * Whether a user holding these roles (`heldRoles`: a token's whole list, or one role) may open an
 * area: the combined role opens the rehabilitator's and the manager's.
 */
export function canOpenArea(roles: Role | string | readonly string[], area: Area): boolean {
  const holding = heldRoles(typeof roles === 'string' ? [roles] : roles);
  return areaManifest(area).roles.some((role) => holding.includes(role));
}
