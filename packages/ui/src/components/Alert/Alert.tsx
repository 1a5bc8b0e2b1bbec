import { X } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { alertTones, roleOfTone, toneIcons, toneMessages, type AlertTone } from './tones';
import { cx } from '../../utils/cx';
import * as styles from './Alert.css';

export { alertTones };

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Kind of message; danger and warning are announced at once (role="alert"). @defaultValue 'info' */
  tone?: AlertTone;
  /** Short summary in bold. */
  title?: ReactNode;
  /** The message itself. */
  children?: ReactNode;
  /** Controls under the message, e.g. a Button to retry. */
  action?: ReactNode;
  /** Shows a close button calling this. */
  onDismiss?: () => void;
}

/** A message about the page or a task, with a tone icon and an optional action and close button. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, action, onDismiss, className, ...rest },
  ref,
) {
  const intl = useIntl();
  const Icon = toneIcons[tone];
  return (
    <div
      ref={ref}
      role={roleOfTone(tone)}
      className={cx(styles.alert({ tone }), className)}
      {...rest}
    >
      <span className={styles.icon}>
        <Icon aria-hidden="true" focusable="false" size={24} strokeWidth={2.25} />
      </span>
      <div className={styles.content}>
        {title ? (
          <p className={styles.title}>
            <VisuallyHidden>{intl.formatMessage(toneMessages[tone])} </VisuallyHidden>
            {title}
          </p>
        ) : (
          <VisuallyHidden>{intl.formatMessage(toneMessages[tone])}</VisuallyHidden>
        )}
        {children ? <div className={styles.body}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          icon={X}
          className={styles.dismiss}
          onClick={onDismiss}
          label={intl.formatMessage({
            id: 'ui.alert.dismiss',
            defaultMessage: 'Fermer le message',
          })}
        />
      ) : null}
    </div>
  );
});
