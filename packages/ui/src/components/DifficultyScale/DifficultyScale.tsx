import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import {
  programDifficultyLabel,
  programDifficultyLevels,
  type ProgramDifficultyLevel,
} from '@oxilio/domain';
import {
  ScaleRadioGroup,
  type ScaleOption,
  type ScaleProps,
  type ScaleTone,
} from '../EffortScale/ScaleRadioGroup';

// The levels and their wording belong to the domain (one wording for the whole product).
export { programDifficultyLevels, type ProgramDifficultyLevel };

const levelTones: Record<ProgramDifficultyLevel, ScaleTone> = {
  1: 'success',
  2: 'warning',
  3: 'danger',
};

export type DifficultyScaleProps = ScaleProps;

/**
 * How hard the session felt, 1-3 (easy, average, difficult), asked with the pain level at the end
 * of a session; a radio group with arrow keys.
 */
export const DifficultyScale = forwardRef<HTMLDivElement, DifficultyScaleProps>(
  function DifficultyScale({ label, ...rest }, ref) {
    const intl = useIntl();
    const options: ScaleOption[] = programDifficultyLevels.map((level) => ({
      value: level,
      label: intl.formatMessage(programDifficultyLabel[level]),
      tone: levelTones[level],
    }));
    return (
      <ScaleRadioGroup
        ref={ref}
        layout="three"
        scaleOptions={options}
        label={
          label ??
          intl.formatMessage({
            id: 'ui.difficulty.label',
            defaultMessage: 'Difficulté de la séance',
          })
        }
        {...rest}
      />
    );
  },
);
