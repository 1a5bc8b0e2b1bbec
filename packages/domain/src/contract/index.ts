/** The API contract: request and response schemas (TypeBox), error and notice codes. */
export * from './common';
export * from './errors';
export * from './auth';
export * from './system';
