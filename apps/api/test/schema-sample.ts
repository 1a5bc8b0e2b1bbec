/**
 * A valid value of a contract schema (TypeBox, i.e. JSON Schema), built from the schema alone: what
 * the refusal matrix sends so that a request gets past validation and reaches the access check,
 * for every entry, a new one included, without anyone writing a body by hand.
 *
 *   sampleOf(CreateProgramBody, { text: (path) => `Zed ${path}`, field: ... })
 *
 * Deterministic (fixed seed for patterns). Every property of an object is filled, optional ones
 * included, so that a write has something to write; `field` overrides a property by name (the
 * refusal matrix puts ids there). A schema it cannot satisfy throws, naming where.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  not?: JsonSchema;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export interface SampleOptions {
  /** A free text for a string at this path (`name`, `exercises.0.note`...). */
  text: (path: string) => string;
  /** A value for an object property by its name, or undefined to sample it. */
  field?: (name: string, schema: JsonSchema) => unknown;
}

/** Constant or enumerated values a schema allows, unions included (in order). */
export function allowedValues(schema: JsonSchema | undefined): unknown[] {
  if (!schema) {
    return [];
  }
  if (schema.type === 'boolean') {
    return [true, false];
  }
  const own = [...(schema.enum ?? []), ...(schema.const !== undefined ? [schema.const] : [])];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(allowedValues)];
}

const tomorrowAtTen = () => {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(10, 0, 0, 0);
  return day.toISOString();
};

function fitsLength(value: string, schema: JsonSchema): boolean {
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

function sampleString(schema: JsonSchema, path: string, options: SampleOptions): string {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date':
      return '1950-06-15';
    case 'date-time':
      return tomorrowAtTen();
    case 'email':
      return `${options
        .text(path)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '.')}@example.test`;
  }
  const text = options.text(path);
  const pattern = schema.pattern ? patternOf(schema.pattern) : null;
  const padded = text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Infinity);
  if (!pattern || pattern.test(padded)) {
    return padded;
  }
  const [matching] = fc
    .sample(fc.stringMatching(pattern), { seed: 23, numRuns: 200 })
    .filter((value) => fitsLength(value, schema));
  if (matching === undefined) {
    throw new Error(`sampleOf: no string for ${path} matching ${schema.pattern}`);
  }
  return matching;
}

/**
 * A schema's pattern as the API's validator reads it: with Unicode property escapes (`\p{L}` in
 * names), else as a plain pattern (one written without the `u` flag's stricter syntax).
 */
function patternOf(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + (integer ? 1 : 0.5);
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? low + 2) - (integer ? 1 : 0.5);
  const middle = (low + high) / 2;
  return integer ? Math.floor(middle) : middle;
}

/** A value the schema accepts; `path` names it in errors and in `options.text`. */
export function sampleOf(schema: JsonSchema, options: SampleOptions, path = 'body'): unknown {
  if (schema.const !== undefined) {
    return schema.const;
  }
  if (schema.enum) {
    return schema.enum[0];
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    // The first member that is not null: a value says more than its absence.
    const member = union.find((candidate) => candidate.type !== 'null') ?? union[0]!;
    return sampleOf(member, options, path);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, path, options);
    case 'integer':
    case 'number':
      return sampleNumber(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (!schema.items) {
        return [];
      }
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, (_, index) =>
        sampleOf(schema.items!, options, `${path}.${index}`),
      );
    }
    case 'object':
    case undefined: {
      if (!schema.properties) {
        if (type === 'object') {
          return {};
        }
        throw new Error(`sampleOf: no type at ${path}: ${JSON.stringify(schema).slice(0, 200)}`);
      }
      return Object.fromEntries(
        Object.entries(schema.properties)
          // An unknown-typed property is one the server refuses when sent (PATCH patient's
          // email), as is one that accepts nothing (`not: {}`: a private key's parts).
          .filter(([, property]) => Object.keys(property).length > 0 && !('not' in property))
          .map(([name, property]) => [
            name,
            options.field?.(name, property) ?? sampleOf(property, options, `${path}.${name}`),
          ]),
      );
    }
    default:
      throw new Error(`sampleOf: type ${String(type)} at ${path} is not handled`);
  }
}
