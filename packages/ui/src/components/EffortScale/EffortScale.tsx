import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { effortLabel, effortLevels, type EffortLevel } from '@oxilio/domain';
import {
  ScaleRadioGroup,
  type ScaleOption,
  type ScaleProps,
  type ScaleTone,
} from './ScaleRadioGroup';

// The levels and their wording belong to the domain (one wording for the whole product).
export { effortLevels, type EffortLevel };

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
    label: intl.formatMessage(effortLabel[level]),
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
