import type { Role } from '@oxilio/domain';
import type { Area } from './screens';

/**
 * What the whole portal knows of a signed-in area before its manifest has loaded (app/areas.ts):
 * where its paths start, who may open it and its home. The manifests take their `base` and
 * `roles` from here; areas.test.ts checks that each `home` is the first entry of the area's menu.
 */
export interface AreaHead {
  readonly area: Area;
  /** Where the area's paths start: '' (root) or e.g. '/reeducateur'. */
  readonly base: string;
  /** The roles that may open the area. */
  readonly roles: readonly Role[];
  /** The first entry of the area's menu: where a user of the area lands. */
  readonly home: string;
}

export const areaHeads = {
  patient: { area: 'patient', base: '', roles: ['patient'], home: '/dashboard' },
  rehabilitator: {
    area: 'rehabilitator',
    base: '/reeducateur',
    roles: ['reeducator', 'reeducatorresponsable'],
    home: '/reeducateur/patients',
  },
  manager: {
    area: 'manager',
    base: '/responsable',
    roles: ['responsable', 'reeducatorresponsable'],
    home: '/responsable/home',
  },
} as const satisfies Record<Area, AreaHead>;
