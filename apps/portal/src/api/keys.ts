/**
 * SWR keys, one factory per resource. A key is the resource's API path under /api/v1 (without the
 * prefix), with its query string sorted by name, so that one resource always has one key and the
 * global fetcher (app/swr.ts) can fetch it as is. Ids are URI-encoded.
 */

export type KeyQueryValue = string | number | boolean | readonly (string | number)[] | null;

/** `path?a=1&b=2`: entries sorted by name, null and undefined left out, arrays comma-joined. */
export function withQuery(path: string, query?: Record<string, KeyQueryValue | undefined>): string {
  if (!query) {
    return path;
  }
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) {
      continue;
    }
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (id: string) => encodeURIComponent(id);
const patientPath = (patientId: string) => `/patients/${segment(patientId)}`;

export const keys = {
  patient: {
    /** GET /patients/{id}: the patient's profile. */
    profile: (patientId: string) => patientPath(patientId),
    /** GET /patients/{id}/reeducators: the rehabilitators following the patient. */
    reeducators: (patientId: string) => `${patientPath(patientId)}/reeducators`,
    /** GET /patients/{id}/reeducatorInvitations: pending invitations, both directions. */
    invitations: (patientId: string) => `${patientPath(patientId)}/reeducatorInvitations`,
    /** GET /patients/{id}/relatives. */
    relatives: (patientId: string) => `${patientPath(patientId)}/relatives`,
    /** GET Patients/{id}/getPatientsRecapInfos: "my day", stars, rank, tags, new rank and tags. */
    recap: (patientId: string) => `${patientPath(patientId)}/getPatientsRecapInfos`,
    /** GET /patients/{id}/stats?from&scale&to&types. */
    stats: (
      patientId: string,
      query: { types: readonly string[]; from: string; to: string; scale: string },
    ) => withQuery(`${patientPath(patientId)}/stats`, query),
    /** GET /patients/{id}/percentages?from&scale&to. */
    percentages: (patientId: string, query: { from: string; to: string; scale: string }) =>
      withQuery(`${patientPath(patientId)}/percentages`, query),
  },
} as const;
