import { passwordStrengthLevels, type PasswordStrengthLevel } from '@oxilio/domain';
import { forwardRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { cx } from '../../utils/cx';
import * as styles from './PasswordStrength.css';

export { passwordStrengthLevels };

const messages = defineMessages({
  tooShort: { id: 'ui.passwordStrength.tooShort', defaultMessage: 'trop court' },
  tooCommon: { id: 'ui.passwordStrength.tooCommon', defaultMessage: 'trop courant' },
  weak: { id: 'ui.passwordStrength.weak', defaultMessage: 'faible' },
  fair: { id: 'ui.passwordStrength.fair', defaultMessage: 'correct' },
  strong: { id: 'ui.passwordStrength.strong', defaultMessage: 'fort' },
  tooCommonAdvice: {
    id: 'ui.passwordStrength.tooCommonAdvice',
    defaultMessage: 'Il sera refusé : choisissez-en un autre.',
  },
});

const labelMessage = defineMessage<{ level: string }>({
  id: 'ui.passwordStrength.label',
  defaultMessage: 'Solidité du mot de passe : {level}',
});

/** Bars filled and their colour per level; the text says the level, the colour only repeats it. */
const meterOf: Record<
  PasswordStrengthLevel,
  { filled: number; tone: 'danger' | 'warning' | 'success' }
> = {
  tooShort: { filled: 1, tone: 'danger' },
  tooCommon: { filled: 1, tone: 'danger' },
  weak: { filled: 2, tone: 'warning' },
  fair: { filled: 3, tone: 'success' },
  strong: { filled: 4, tone: 'success' },
};

export interface PasswordStrengthProps {
  /** The level of the password typed so far; nothing is shown (or announced) while null. */
  level: PasswordStrengthLevel | null;
  /** Id of the element, for an input's `aria-describedby`. */
  id?: string;
}

/**
 * The strength hint under a new-password field, updated as the person types: a level in words
 * (and four bars that repeat it), and that a too common one will be refused; the field's own hint
 * says the length and the advice of a sentence. It is a polite live region: a screen reader says the level when it changes, not at every key.
 */
export const PasswordStrength = forwardRef<HTMLDivElement, PasswordStrengthProps>(
  function PasswordStrength({ level, id }, ref) {
    const intl = useIntl();
    const meter = level ? meterOf[level] : null;
    const advice = level === 'tooCommon' ? intl.formatMessage(messages.tooCommonAdvice) : null;
    return (
      <div ref={ref} id={id} className={styles.root} aria-live="polite" aria-atomic="true">
        {level && meter ? (
          <>
            <div className={styles.meter} aria-hidden="true" data-level={level}>
              {[0, 1, 2, 3].map((index) => (
                <span
                  key={index}
                  className={styles.segment({ tone: index < meter.filled ? meter.tone : 'empty' })}
                />
              ))}
            </div>
            <p className={cx(styles.text, styles.level)}>
              {intl.formatMessage(labelMessage, {
                level: intl.formatMessage(messages[level]),
              })}
            </p>
            {advice ? <p className={styles.text}>{advice}</p> : null}
          </>
        ) : null}
      </div>
    );
  },
);
