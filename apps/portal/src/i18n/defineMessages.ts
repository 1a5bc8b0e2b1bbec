import type { MessageDescriptor } from 'react-intl';

/**
 * Declares messages as plain descriptors (react-intl 12's typed descriptors reject values and
 * unions of messages). `formatjs extract` recognises the call by its name.
 */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> {
  return messages;
}
