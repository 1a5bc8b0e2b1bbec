import { supportedLocales, type Locale } from '@oxilio/locales';
import { Type, type TSchema } from '@sinclair/typebox';
import { personNameMaxLength } from '../limits';
import { personNamePattern } from '../personName';

/** Building blocks shared by every resource's contract. */

/** Entity ids are UUIDs (existence of patients, sessions... must not be guessable). */
export const Uuid = Type.String({ format: 'uuid', description: 'UUID' });

/** A calendar day, ISO `YYYY-MM-DD`, in the establishment's time zone (docs/product.md#days). */
export const IsoDate = Type.String({ format: 'date', description: 'ISO date YYYY-MM-DD' });

/** An instant, ISO 8601 in UTC. */
export const IsoDateTime = Type.String({ format: 'date-time', description: 'ISO instant (UTC)' });

/** `/{id}` path parameters. */
export const IdParams = Type.Object({ id: Uuid });

export const LocaleSchema = Type.Unsafe<Locale>({ type: 'string', enum: [...supportedLocales] });

/** An email address, as typed by a person (trimmed and lowercased by the server). */
export const EmailAddress = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

/**
 * A person's first or last name: letters, spaces, hyphens and apostrophes, at least one letter, 60
 * characters at most (`personNamePattern`: it is written into emails' greetings).
 */
export const PersonName = Type.String({
  minLength: 1,
  maxLength: personNameMaxLength,
  pattern: personNamePattern,
});

/** A body object that ignores (strips) unknown properties. */
export function Body<T extends Record<string, TSchema>>(properties: T, title?: string) {
  return Type.Object(properties, { additionalProperties: false, ...(title ? { title } : {}) });
}
