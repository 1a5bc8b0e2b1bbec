/**
 * Invitations the patient closed without answering stay hidden until the next sign-in: their ids
 * are kept in sessionStorage (this tab, survives a reload) and forgotten at sign-out. The stored
 * value is validated on every read; anything unexpected counts as nothing dismissed.
 */
export const dismissedInvitationsKey = 'oxilio.startup.dismissedInvitations';

const idPattern = /^[\w-]{1,64}$/;
const maxIds = 100;

interface Stored {
  patientId: string;
  ids: string[];
}

function isStored(value: unknown): value is Stored {
  const candidate = value as Partial<Stored> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.patientId === 'string' &&
    Array.isArray(candidate.ids) &&
    candidate.ids.length <= maxIds &&
    candidate.ids.every((id) => typeof id === 'string' && idPattern.test(id))
  );
}

/** The invitation ids this patient dismissed during this sign-in. */
export function readDismissedInvitations(patientId: string): ReadonlySet<string> {
  try {
    const raw = sessionStorage.getItem(dismissedInvitationsKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isStored(parsed) && parsed.patientId === patientId ? new Set(parsed.ids) : new Set();
  } catch {
    return new Set();
  }
}

/** Remembers one more dismissed invitation; returns the new set. */
export function addDismissedInvitation(patientId: string, invitationId: string): Set<string> {
  const ids = new Set(readDismissedInvitations(patientId));
  ids.add(invitationId);
  try {
    if (idPattern.test(invitationId)) {
      const stored: Stored = { patientId, ids: [...ids].slice(-maxIds) };
      sessionStorage.setItem(dismissedInvitationsKey, JSON.stringify(stored));
    }
  } catch {
    // Storage unavailable: hidden for as long as the page lives.
  }
  return ids;
}

/** Forgets the dismissed invitations (at sign-out). */
export function clearDismissedInvitations(): void {
  try {
    sessionStorage.removeItem(dismissedInvitationsKey);
  } catch {
    // nothing stored
  }
}
