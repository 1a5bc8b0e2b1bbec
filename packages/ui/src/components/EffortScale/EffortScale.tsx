import { forwardRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  ScaleRadioGroup,
  type ScaleOption,
  type ScaleProps,
  type ScaleTone,
} from './ScaleRadioGroup';

/** The ten levels of the self-rehabilitation effort scale. */
export const effortLevels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type EffortLevel = (typeof effortLevels)[number];

const levelMessages = defineMessages({
  1: { id: 'ui.effort.level.1', defaultMessage: 'Extrêmement facile' },
  2: { id: 'ui.effort.level.2', defaultMessage: 'Très facile' },
  3: { id: 'ui.effort.level.3', defaultMessage: 'Facile' },
  4: { id: 'ui.effort.level.4', defaultMessage: 'Moyen (je peux parler)' },
  5: { id: 'ui.effort.level.5', defaultMessage: 'Important' },
  6: { id: 'ui.effort.level.6', defaultMessage: 'Assez difficile' },
  7: { id: 'ui.effort.level.7', defaultMessage: 'Difficile' },
  8: { id: 'ui.effort.level.8', defaultMessage: 'Très difficile' },
  9: { id: 'ui.effort.level.9', defaultMessage: 'Extrêmement difficile' },
  10: { id: 'ui.effort.level.10', defaultMessage: 'Effort maximal' },
});

/** From green (easy) to red (maximum effort). */
const levelTones: Record<EffortLevel, ScaleTone> = {
  1: 'success',
  2: 'functional',
  3: 'balance',
  4: 'balance',
  5: 'warning',
  6: 'warning',
  7: 'endurance',
  8: 'endurance',
  9: 'strength',
  10: 'danger',
};

export type EffortScaleProps = ScaleProps;

/** The effort scale 1-10 the patient answers in the session player; a radio group with arrow keys. */
export const EffortScale = forwardRef<HTMLDivElement, EffortScaleProps>(function EffortScale(
  { label, ...rest },
  ref,
) {
  const intl = useIntl();
  const options: ScaleOption[] = effortLevels.map((level) => ({
    value: level,
    label: intl.formatMessage(levelMessages[level]),
    tone: levelTones[level],
  }));
  return (
    <ScaleRadioGroup
      ref={ref}
      layout="ten"
      scaleOptions={options}
      label={
        label ?? intl.formatMessage({ id: 'ui.effort.label', defaultMessage: 'Effort ressenti' })
      }
      {...rest}
    />
  );
});
