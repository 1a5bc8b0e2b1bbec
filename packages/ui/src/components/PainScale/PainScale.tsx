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

/** No pain in a calm blue, then green (light) to red (intense). */
const levelTones: Record<PainLevel, ScaleTone> = {
  0: 'balance',
  1: 'success',
  2: 'warning',
  3: 'danger',
};

export type PainScaleProps = ScaleProps;

/**
 * The pain the patient felt during a session: "no pain" (0) or a level 1-3; a radio group with
 * arrow keys.
 */
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
      layout="four"
      scaleOptions={options}
      label={
        label ?? intl.formatMessage({ id: 'ui.pain.label', defaultMessage: 'Niveau de douleur' })
      }
      {...rest}
    />
  );
});
