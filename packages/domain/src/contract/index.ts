/** The API contract: request and response schemas (TypeBox), error and notice codes. */
export * from './common';
export * from './errors';
export * from './auth';
export * from './system';
export * from './establishments';
export * from './reeducators';
export * from './programs';
export * from './applications';
export * from './sessions';
export * from './apa';
export * from './soundPrograms';
export * from './patients';
export * from './users';
export * from './stats';
export * from './devices';
export * from './endpoint';
export * from './endpoints';
