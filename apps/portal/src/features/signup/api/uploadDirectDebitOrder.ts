import { buildUrl, pathOf, type Problem } from '@oxilio/domain/client';
import {
  apiBasePath,
  apiRoutes,
  type ApplicationDocument,
  type ApplicationType,
} from '@oxilio/domain/contract';

export type UploadResult =
  | { ok: true; document: ApplicationDocument }
  | { ok: false; problem: Pick<Problem, 'code' | 'status'> }
  /** The server could not be reached, or the upload was cancelled. */
  | { ok: false; problem: null };

export interface UploadOptions {
  /** Bytes sent so far, of the total (the browser's upload progress events). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Language of the answer's messages (Accept-Language). */
  locale?: string;
}

/**
 * POST …/directDebitOrder?verificationToken=: the direct debit order as multipart `file`. Sent with
 * XMLHttpRequest rather than fetch: only XHR reports the upload's progress.
 */
export function uploadDirectDebitOrder(
  type: ApplicationType,
  id: string,
  verificationToken: string,
  file: File,
  { onProgress, signal, locale }: UploadOptions = {},
): Promise<UploadResult> {
  const url = buildUrl(
    apiBasePath,
    pathOf(apiRoutes.applications.directDebitOrder, {
      params: { type, id },
      query: { verificationToken },
    }),
  );
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    if (locale) {
      request.setRequestHeader('Accept-Language', locale);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) {
        onProgress?.(event.loaded, event.total);
      }
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 201 && body) {
        resolve({ ok: true, document: body as ApplicationDocument });
        return;
      }
      const code =
        body && typeof (body as { code?: unknown }).code === 'string'
          ? (body as { code: string }).code
          : 'unexpected';
      resolve({ ok: false, problem: { code, status: request.status } });
    });
    request.addEventListener('error', () => resolve({ ok: false, problem: null }));
    request.addEventListener('abort', () => resolve({ ok: false, problem: null }));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
