import { roles as roleValues, type Role } from '@oxilio/domain';

/**
 * The authenticated caller, from the access token (the User entity, docs/product.md#entities).
 * Policies use these claims; links between patients and rehabilitators are always read from the
 * database.
 */
export interface AuthUser {
  userId: string;
  /** In order; the first is the current role. */
  roles: Role[];
  patientId: string | null;
  reeducatorId: string | null;
  responsableId: string | null;
  establishmentId: string | null;
}

export function isRole(value: string): value is Role {
  return (roleValues as readonly string[]).includes(value);
}

/** Parses the comma-separated role string of the token; unknown values are dropped. */
export function parseRoles(value: string): Role[] {
  return value
    .split(',')
    .map((role) => role.trim())
    .filter(isRole);
}

/** A patient acting on their own record. */
export function actsAsPatient(user: AuthUser): user is AuthUser & { patientId: string } {
  return user.roles.includes('patient') && user.patientId !== null;
}

/** A rehabilitator, or the combined rehabilitator-manager. */
export function actsAsRehabilitator(user: AuthUser): user is AuthUser & { reeducatorId: string } {
  return (
    (user.roles.includes('reeducator') || user.roles.includes('reeducatorresponsable')) &&
    user.reeducatorId !== null
  );
}

/** An establishment manager, or the combined rehabilitator-manager. */
export function actsAsManager(
  user: AuthUser,
): user is AuthUser & { responsableId: string; establishmentId: string } {
  return (
    (user.roles.includes('responsable') || user.roles.includes('reeducatorresponsable')) &&
    user.responsableId !== null &&
    user.establishmentId !== null
  );
}
