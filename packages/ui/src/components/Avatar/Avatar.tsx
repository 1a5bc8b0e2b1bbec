import { forwardRef, useState, type HTMLAttributes } from 'react';
import { initialsOf } from './initials';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Full name of the person: gives the initials and the accessible name. */
  name: string;
  /** Photo address; the initials show while it is missing or if it fails to load. */
  src?: string;
  /** Text alternative of the photo. @defaultValue name */
  alt?: string;
  /** Diameter: 32, 48 or 64 px. @defaultValue 'medium' */
  size?: (typeof avatarSizes)[number];
  /** Hides the avatar from assistive technology, when the name is written next to it. @defaultValue false */
  decorative?: boolean;
}

/** A person's photo, or their initials, in a circle. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, alt, size = 'medium', decorative = false, className, ...rest },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  const classes = cx(styles.avatar({ size }), className);
  if (showImage) {
    return (
      <span ref={ref} className={classes} aria-hidden={decorative || undefined} {...rest}>
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : (alt ?? name)}
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span
      ref={ref}
      className={classes}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      {...rest}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
});
