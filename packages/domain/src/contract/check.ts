import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { isCalendarDay } from '../days';

/**
 * Checks a value against one of the contract's schemas outside the API (the portal's offline
 * player reads back what it stored): TypeBox's `Value.Check`, which needs no code generation (the
 * portal's Content-Security-Policy allows no `eval`). The API validates with Ajv and its formats;
 * the formats the bodies use are registered here with the same meaning, and a format not
 * registered fails the check (closed, never open).
 */

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const formats: Record<string, (value: string) => boolean> = {
  'date-time': (value) => isoInstant.test(value) && !Number.isNaN(Date.parse(value)),
  date: isCalendarDay,
  uuid: (value) => uuid.test(value),
};

function registerFormats() {
  for (const [name, check] of Object.entries(formats)) {
    if (!FormatRegistry.Has(name)) {
      FormatRegistry.Set(name, check);
    }
  }
}

/** Whether `value` is what `schema` describes (the contract's own rule, bounds and formats). */
export function matchesContract<T extends TSchema>(schema: T, value: unknown): value is Static<T> {
  registerFormats();
  return Value.Check(schema, value);
}
