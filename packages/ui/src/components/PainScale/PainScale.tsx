import { forwardRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  ScaleRadioGroup,
  type ScaleOption,
  type ScaleProps,
  type ScaleTone,
} from '../EffortScale/ScaleRadioGroup';

/** The three pain levels, the same in every locale. */
export const painLevels = [1, 2, 3] as const;
export type PainLevel = (typeof painLevels)[number];

const levelMessages = defineMessages({
  1: { id: 'ui.pain.level.1', defaultMessage: 'Légère' },
  2: { id: 'ui.pain.level.2', defaultMessage: 'Modérée' },
  3: { id: 'ui.pain.level.3', defaultMessage: 'Intense' },
});

const levelTones: Record<PainLevel, ScaleTone> = { 1: 'success', 2: 'warning', 3: 'danger' };

export type PainScaleProps = ScaleProps;

/** The pain level 1-3 the patient gives after a session; a radio group with arrow keys. */
export const PainScale = forwardRef<HTMLDivElement, PainScaleProps>(function PainScale(
  { label, ...rest },
  ref,
) {
  const intl = useIntl();
  const options: ScaleOption[] = painLevels.map((level) => ({
    value: level,
    label: intl.formatMessage(levelMessages[level]),
    tone: levelTones[level],
  }));
  return (
    <ScaleRadioGroup
      ref={ref}
      layout="three"
      scaleOptions={options}
      label={
        label ?? intl.formatMessage({ id: 'ui.pain.label', defaultMessage: 'Niveau de douleur' })
      }
      {...rest}
    />
  );
});
