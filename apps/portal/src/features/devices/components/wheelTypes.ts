import type { MessageDescriptor } from 'react-intl';
import { devicesMessages as messages } from './messages';

/**
 * The wheel types offered when associating a device (the wire keeps the code; the API accepts any
 * short text, and the demo data uses these).
 */
export const wheelTypes = ['standard', 'lightweight', 'large', 'electric'] as const;

const labels: Record<(typeof wheelTypes)[number], MessageDescriptor> = {
  standard: messages.wheelStandard,
  lightweight: messages.wheelLightweight,
  large: messages.wheelLarge,
  electric: messages.wheelElectric,
};

/** The label of a wheel type code; an unknown code is shown as written. */
export function wheelTypeLabel(
  code: string | null,
  format: (descriptor: MessageDescriptor) => string,
): string {
  if (code === null || code === '') {
    return format(messages.wheelUnknown);
  }
  // An own key only: a code such as "constructor" is shown as written.
  return Object.hasOwn(labels, code) ? format(labels[code as keyof typeof labels]) : code;
}
