/**
 * The emailed link's `applicationId` and `token`, checked before any call: a damaged link says so
 * at once instead of asking the API with something it would refuse.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenPattern = /^[A-Za-z0-9_-]{16,512}$/;

export interface ApplicationLinkParams {
  applicationId: string;
  token: string;
}

/** Both parameters when both look right (a UUID, a base64url token), else null. */
export function linkParamsOf(params: URLSearchParams): ApplicationLinkParams | null {
  const applicationId = params.get('applicationId');
  const token = params.get('token');
  return applicationId && token && uuidPattern.test(applicationId) && tokenPattern.test(token)
    ? { applicationId, token }
    : null;
}
