import { buildUrl, pathOf } from '@oxilio/domain/client';
import { apiBasePath, apiRoutes, type ApplicationType } from '@oxilio/domain/contract';

export type MandateResult = { ok: true; file: Blob } | { ok: false };

/**
 * GET …/directDebitMandate?verificationToken=: the mandate form to print and sign, as a PDF. A
 * plain fetch rather than a link: the answer is a file, not JSON, and a refusal must stay on the
 * page (said there) instead of opening the API's error document.
 */
export async function downloadDirectDebitMandate(
  type: ApplicationType,
  id: string,
  verificationToken: string,
  locale?: string,
): Promise<MandateResult> {
  const url = buildUrl(
    apiBasePath,
    pathOf(apiRoutes.applications.directDebitMandate, {
      params: { type, id },
      query: { verificationToken },
    }),
  );
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/pdf', ...(locale ? { 'Accept-Language': locale } : {}) },
    });
    const file = response.ok ? await response.blob() : null;
    return file && file.type.startsWith('application/pdf') ? { ok: true, file } : { ok: false };
  } catch {
    return { ok: false };
  }
}
