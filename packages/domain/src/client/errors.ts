/** An RFC 9457 problem document, as every API error body is. */
export interface Problem {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  /** Stable machine code the portal maps to a translated message. */
  code: string;
  /** For validation errors: the fields that are wrong. */
  fields?: string[];
  [extension: string]: unknown;
}

/** The server could not be reached, or the request was aborted. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(
    readonly method: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`Network error on ${method} ${path}`, options);
  }
}

/** The server answered 5xx. */
export class ApiServerError extends Error {
  override readonly name = 'ApiServerError';
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(`Server error ${status} on ${method} ${path}`);
  }
}

/** The session ended (refresh failed): the user has been signed out. */
export class ApiSessionExpiredError extends Error {
  override readonly name = 'ApiSessionExpiredError';
  constructor() {
    super('The session has expired');
  }
}

export function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).status === 'number' &&
    typeof (value as Problem).code === 'string'
  );
}
