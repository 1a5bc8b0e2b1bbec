import { Star } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './StarCount.css';

export const starCountSizes = ['small', 'medium', 'large'] as const;

const iconSizes = { small: 20, medium: 28, large: 44 } as const;

export interface StarCountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Number of stars earned. */
  count: number;
  /** Period or kind shown above, e.g. "Aujourd'hui". */
  label?: string;
  /** Size of the star and the number. @defaultValue 'medium' */
  size?: (typeof starCountSizes)[number];
}

/** A star with a number of stars earned; read as "3 étoiles". */
export const StarCount = forwardRef<HTMLSpanElement, StarCountProps>(function StarCount(
  { count, label, size = 'medium', className, ...rest },
  ref,
) {
  const intl = useIntl();
  return (
    <span ref={ref} className={cx(styles.root, className)} {...rest}>
      {label ? <span className={styles.label}>{label}</span> : null}
      <span className={styles.count({ size })} aria-hidden="true">
        <Star className={styles.star} focusable="false" size={iconSizes[size]} strokeWidth={2} />
        {intl.formatNumber(count)}
      </span>
      <VisuallyHidden>
        {intl.formatMessage(
          {
            id: 'ui.starCount.count',
            defaultMessage: '{count, plural, one {# étoile} other {# étoiles}}',
          },
          { count },
        )}
      </VisuallyHidden>
    </span>
  );
});
