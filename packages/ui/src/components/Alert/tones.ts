import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { defineMessages } from 'react-intl';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

/** One icon per tone, so that the tone is never told by colour alone. */
export const toneIcons: Record<AlertTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

/** Read before the message by screen readers (shared with Toast). */
export const toneMessages = defineMessages({
  info: { id: 'ui.alert.tone.info', defaultMessage: 'Information :' },
  success: { id: 'ui.alert.tone.success', defaultMessage: 'Succès :' },
  warning: { id: 'ui.alert.tone.warning', defaultMessage: 'Attention :' },
  danger: { id: 'ui.alert.tone.danger', defaultMessage: 'Erreur :' },
});

/** Urgent tones interrupt (role="alert"); the others wait for a pause (role="status"). */
export function roleOfTone(tone: AlertTone): 'alert' | 'status' {
  return tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
}
