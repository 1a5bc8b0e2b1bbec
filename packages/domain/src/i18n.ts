/**
 * React-free message declarations for domain code.
 *
 * `defineMessages` and `defineMessage` return their argument unchanged: they only mark the
 * descriptors so that `formatjs extract` (run by `npm run i18n:extract`) finds them, the same way it
 * finds react-intl's functions of the same names. The descriptors are rendered later by
 * react-intl's `formatMessage` (portal, ui) or by `@formatjs/intl` (API, emails).
 */

/** A translatable message: its stable id, the French source text, and a note for translators. */
export interface MessageDescriptor {
  /** Stable id, `<area>.<thing>.<key>`, e.g. `domain.pathology.parkinson`. */
  readonly id: string;
  /** The French text (French is the source and the fallback). */
  readonly defaultMessage: string;
  /** Context for translators; not shown to users. */
  readonly description?: string;
}

/** Marks a record of message descriptors for extraction and returns it unchanged. */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** Marks one message descriptor for extraction and returns it unchanged. */
export function defineMessage<const T extends MessageDescriptor>(message: T): T {
  return message;
}
