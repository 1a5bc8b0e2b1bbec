import { roles, type Role } from '@oxilio/domain';

// Apart from auth/roles.ts, which the sign-in page carries: only the signed-in frame needs it.
/**
 * The roles a user holds, from the token's list (docs/decisions/portal-combined-role.md): the
 * known ones, in a fixed order, without repeats. The combined role is the union of the
 * rehabilitator's and the manager's, and holding both of those is holding the combined role, so
 * `['reeducatorresponsable']` and `['reeducator', 'responsable']` hold the same three. Nothing
 * known: a patient, as for the current role.
 */
export function heldRoles(roleList: readonly string[]): readonly Role[] {
  const held = new Set(
    roleList
      .map((role) => role.trim().toLowerCase())
      .filter((role): role is Role => (roles as readonly string[]).includes(role)),
  );
  if (held.has('reeducatorresponsable') || (held.has('reeducator') && held.has('responsable'))) {
    held.add('reeducator').add('responsable').add('reeducatorresponsable');
  }
  return held.size === 0 ? ['patient'] : roles.filter((role) => held.has(role));
}
