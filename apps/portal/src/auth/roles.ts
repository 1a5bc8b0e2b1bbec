import { roles, type Role } from '@oxilio/domain';

/** What the portal knows of the signed-in user, read from the access token's claims. */
export interface SessionUser {
  /** All roles, in the order of the token; the first is the current role. */
  roles: string[];
  /** The current role; an unknown role is a patient (docs/product.md#roles-and-menus). */
  role: Role;
  patientId: string | null;
  reeducatorId: string | null;
  responsableId: string | null;
  establishmentId: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Ids are opaque strings; anything else in the claims is ignored. */
function asId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
    return String(value);
  }
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : null;
}

function asName(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function currentRole(roleList: readonly string[]): Role {
  const first = roleList[0]?.trim().toLowerCase();
  return (roles as readonly string[]).includes(first ?? '') ? (first as Role) : 'patient';
}

export function userFromClaims(claims: Record<string, unknown>): SessionUser {
  const roleList =
    typeof claims.roles === 'string'
      ? claims.roles
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean)
      : [];
  return {
    roles: roleList,
    role: currentRole(roleList),
    patientId: asId(claims.patientId),
    reeducatorId: asId(claims.reeducatorId),
    responsableId: asId(claims.responsableId),
    establishmentId: asId(claims.establishmentId),
    firstName: asName(claims.firstName),
    lastName: asName(claims.lastName),
  };
}
