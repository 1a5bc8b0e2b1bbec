import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { painLabel, painLevels, type PainLevel } from '@oxilio/domain';
import {
  ScaleRadioGroup,
  type ScaleOption,
  type ScaleProps,
  type ScaleTone,
} from '../EffortScale/ScaleRadioGroup';

// The levels and their wording belong to the domain (one wording for the whole product).
export { painLevels, type PainLevel };

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
    label: intl.formatMessage(painLabel[level]),
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
