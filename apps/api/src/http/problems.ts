/**
 * One error handler for the whole API: every error becomes an RFC 9457 problem document with a
 * stable `code`. 5xx answers never carry the error's message, stack or SQL (they are logged).
 */
import {
  problemCatalogue,
  problemMediaType,
  problemType,
  type FieldError,
  type PatientPrescriptionMismatches,
  type Problem,
  type ProblemCode,
} from '@oxilio/domain/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './errors';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `/address/zipCode` + missing `town` -> `address.town`; the root -> the part's name. */
function fieldName(error: AjvError, part: string): string {
  const segments = (error.instancePath ?? '').split('/').filter(Boolean);
  const missing = error.params?.missingProperty;
  if (typeof missing === 'string') {
    segments.push(missing);
  }
  const unknown = error.params?.additionalProperty;
  if (typeof unknown === 'string') {
    segments.push(unknown);
  }
  return segments.length > 0 ? segments.join('.') : part;
}

export function validationErrors(error: FastifyError): FieldError[] {
  const part = error.validationContext ?? 'body';
  return (error.validation ?? []).map((item: AjvError) => ({
    field: fieldName(item, part),
    in: part,
    message: item.message ?? 'is invalid',
  }));
}

/** Postgres error codes that are the caller's fault, when a service did not translate them. */
const databaseProblems: Record<string, ProblemCode> = {
  '23505': 'conflict', // unique_violation
  '23503': 'conflict', // foreign_key_violation
  '23001': 'conflict', // restrict_violation
  '40001': 'service_unavailable', // serialization_failure: retry
  '40P01': 'service_unavailable', // deadlock_detected: retry
  '22021': 'invalid_information', // character_not_in_repertoire (a NUL in text)
  '22P05': 'invalid_information', // untranslatable_character
};

function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function codeForStatus(status: number): ProblemCode {
  switch (status) {
    case 401:
      return 'authentication_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'malformed_request';
  }
}

/** An error as the problem it is answered with (also what the FHIR API's OperationOutcome says). */
export interface Translated {
  code: ProblemCode;
  status: number;
  detail?: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
  mismatches?: PatientPrescriptionMismatches[];
}

const malformedMultipart = 'The multipart body is malformed.';

/**
 * An error the multipart parser (busboy) raised about the body it read: a boundary missing, too
 * long or never found, a part cut short. It throws plain `Error`s without a code, so they are known
 * by where they were made: the first frame of their stack is in the parser, which does nothing but
 * parse the body. Anything else (a bug of ours called from it) keeps its 500.
 */
function isMultipartParserError(error: Error): boolean {
  const firstFrame = (error.stack ?? '').split('\n').find((line) => /^\s+at /.test(line)) ?? '';
  return /[\\/]@fastify[\\/]busboy[\\/]/.test(firstFrame);
}

export function translate(error: FastifyError): Translated {
  if (error instanceof HttpProblem) {
    return {
      code: error.code,
      status: error.status,
      detail: error.detail ?? error.message,
      ...error.extra,
    };
  }
  if (error.validation) {
    const errors = validationErrors(error);
    return {
      code: 'invalid_information',
      status: 400,
      detail: `Invalid ${errors.map((item) => item.field).join(', ')}.`,
      errors,
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', status: 413, detail: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'unsupported_media_type',
        status: 415,
        detail: 'Send the body as application/json.',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'malformed_request', status: 400, detail: 'The body is not valid JSON.' };
    // @fastify/multipart's own refusals (its 406 is a content type it cannot read).
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        code: 'unsupported_media_type',
        status: 415,
        detail: 'Send the body as multipart/form-data.',
      };
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return { code: 'malformed_request', status: 400, detail: malformedMultipart };
  }
  if (isMultipartParserError(error)) {
    return { code: 'malformed_request', status: 400, detail: malformedMultipart };
  }
  const databaseProblem = databaseProblems[databaseCode(error) ?? ''];
  if (databaseProblem) {
    return { code: databaseProblem, status: problemCatalogue[databaseProblem].status };
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { code: codeForStatus(status), status };
  }
  return { code: 'internal_error', status: 500 };
}

export function problemBody(
  request: FastifyRequest,
  code: ProblemCode,
  status: number,
  detail?: string,
  errors?: FieldError[],
  mismatches?: PatientPrescriptionMismatches[],
): Problem {
  const problem: Problem = {
    type: problemType(code),
    title: problemCatalogue[code].title,
    status,
    code,
    requestId: request.id,
  };
  if (detail) {
    problem.detail = detail;
  }
  if (errors && errors.length > 0) {
    problem.errors = errors;
    problem.fields = [...new Set(errors.map((error) => error.field))];
  }
  if (mismatches) {
    problem.mismatches = mismatches;
  }
  return problem;
}

export function sendProblem(
  reply: FastifyReply,
  code: ProblemCode,
  status: number,
  detail?: string,
  errors?: FieldError[],
  mismatches?: PatientPrescriptionMismatches[],
) {
  return reply
    .code(status)
    .type(problemMediaType)
    .send(problemBody(reply.request, code, status, detail, errors, mismatches));
}

/** Answers a request no route matched (e.g. the portal's index.html); false to fall through to 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function registerProblemHandlers(app: FastifyInstance, fallback?: NotFoundFallback) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const translated = translate(error);
    if (translated.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: translated.code, status: translated.status }, 'request refused');
    }
    for (const [name, value] of Object.entries(translated.headers ?? {})) {
      reply.header(name, value);
    }
    // Only our own problems say what went wrong on a 5xx; anything else may hold internals.
    const detail =
      translated.status >= 500 && !(error instanceof HttpProblem)
        ? 'An unexpected error occurred. Quote the request id if you contact support.'
        : translated.detail;
    return sendProblem(
      reply,
      translated.code,
      translated.status,
      detail,
      translated.errors,
      translated.mismatches,
    );
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) {
      return reply;
    }
    return sendProblem(
      reply,
      'not_found',
      404,
      `No route ${request.method} ${request.url.split('?')[0]}.`,
    );
  });
}
