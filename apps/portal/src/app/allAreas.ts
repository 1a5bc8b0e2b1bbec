/**
 * Every signed-in area's manifest, imported at once and registered as loaded (app/areas.ts): for
 * the tests, the stories and the accessibility sweep, which read every screen. The portal itself
 * loads an area's manifest when it needs it.
 */
import { managerArea } from '../routes/manager/manifest';
import { patientArea } from '../routes/patient/manifest';
import { rehabilitatorArea } from '../routes/rehabilitator/manifest';
import { registerAreas } from './areas';
import type { AreaManifest } from './screens';

/** The signed-in areas, in the order their menus are read. */
export const signedInAreas: readonly AreaManifest[] = [patientArea, rehabilitatorArea, managerArea];

registerAreas(signedInAreas);
