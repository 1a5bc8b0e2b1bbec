import { formatPersonName } from '@oxilio/domain';

/** "First Last", or the email when the names are not known yet. */
export function displayName(
  person: { firstName: string | null; lastName: string | null },
  fallback: string | null,
): string {
  return formatPersonName(person, fallback ?? '?');
}
