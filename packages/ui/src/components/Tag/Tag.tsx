import { X, type LucideIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../../utils/cx';
import * as styles from './Tag.css';

export const tagTones = ['neutral', 'primary'] as const;

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Text of the tag; also names its remove button ("Retirer {label}"). */
  label: string;
  /** Colours. @defaultValue 'neutral' */
  tone?: (typeof tagTones)[number];
  /** Decorative icon shown before the text (from lucide-react). */
  icon?: LucideIcon;
  /** Shows a remove button calling this; move focus somewhere sensible once the tag is gone. */
  onRemove?: () => void;
  /** Disables the remove button. @defaultValue false */
  disabled?: boolean;
}

/** A chip naming a filter, a selection or a category, optionally removable. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { label, tone = 'neutral', icon: Icon, onRemove, disabled = false, className, ...rest },
  ref,
) {
  const intl = useIntl();
  const removable = Boolean(onRemove);
  return (
    <span ref={ref} className={cx(styles.tag({ tone, removable }), className)} {...rest}>
      {Icon ? (
        <Icon aria-hidden="true" focusable="false" className={styles.icon} size={16} />
      ) : null}
      <span className={styles.label}>{label}</span>
      {onRemove ? (
        <IconButton
          icon={X}
          className={styles.remove}
          disabled={disabled}
          onClick={onRemove}
          label={intl.formatMessage(
            { id: 'ui.tag.remove', defaultMessage: 'Retirer {label}' },
            { label },
          )}
        />
      ) : null}
    </span>
  );
});
