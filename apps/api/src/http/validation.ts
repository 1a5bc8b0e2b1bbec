/**
 * Fastify's validators, with one change (docs/decisions/api-strict-bodies.md): a JSON body is taken
 * as it was sent. Fastify's Ajv coerces types everywhere by default, so a body's `""`, `null` or
 * `false` became `0` for an integer, `"60"` became 60 and `[2]` became 2; a wrong body was stored as
 * something its sender never wrote. Bodies are now checked without coercion (a wrong type is a 400
 * naming the field). Query strings, path parameters and headers are text by nature and keep the
 * coercion (`archived=false` is a boolean).
 */
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

/** Fastify's own validator factory, with the bodies' Ajv built without type coercion. */
export function strictBodyValidators(): ValidatorFactory {
  const pool = AjvCompiler();
  return (externalSchemas, options) => {
    const coercing = pool(externalSchemas, options);
    // The server's Ajv options (never JTD here), coercion off.
    const strict = pool(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    } as Parameters<ValidatorFactory>[1]);
    return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  };
}
