import {
  defaultTimeZone,
  equipmentLabel,
  exerciseAdviceMessage,
  exerciseById,
  exerciseNameMessage,
  type Equipment,
  type Exercise,
} from '@oxilio/domain';
import type { IntlShape } from 'react-intl';
import { playerMessages } from './messages';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of day of an instant, "HH:MM" on the 24-hour clock in the establishment's time zone,
 * as `formatDateTime` writes it (docs/product.md#constants).
 */
export function formatTimeOfDay(instant: string, timeZone: string = defaultTimeZone): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** A duration in words, for screen readers ("1 minute 30 secondes"). */
export function spokenDuration(intl: IntlShape, totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) {
    parts.push(intl.formatMessage(playerMessages.minutes, { count: minutes }));
  }
  if (seconds > 0 || minutes === 0) {
    parts.push(intl.formatMessage(playerMessages.seconds, { count: seconds }));
  }
  return parts.join(' ');
}

/** An exercise of the library, with its name and advice in the user's language. */
export interface ExerciseText {
  exercise: Exercise | undefined;
  name: string;
  advice: string | null;
}

export function exerciseText(intl: IntlShape, exerciseId: number): ExerciseText {
  const name = exerciseNameMessage(exerciseId);
  const advice = exerciseAdviceMessage(exerciseId);
  return {
    exercise: exerciseById(exerciseId),
    name: name ? intl.formatMessage(name) : `#${exerciseId}`,
    advice: advice ? intl.formatMessage(advice) : null,
  };
}

/** Equipment names, in the user's language ("Table, Verre"). */
export function equipmentNames(intl: IntlShape, equipment: readonly number[]): string[] {
  return equipment.flatMap((id) => {
    const label = equipmentLabel[id as Equipment];
    return label ? [intl.formatMessage(label)] : [];
  });
}
