import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Outline of the content it stands for. @defaultValue 'text' */
  shape?: (typeof skeletonShapes)[number];
  /** CSS width, e.g. '40%' or a theme space; a circle's diameter. @defaultValue '100%' (48px for a circle) */
  width?: CSSProperties['width'];
  /** CSS height. @defaultValue one line for text, 64px for rect, the width for a circle */
  height?: CSSProperties['height'];
  /** Number of text lines; the last one is shorter. @defaultValue 1 */
  lines?: number;
}

/**
 * A placeholder for content being loaded. Hidden from assistive technology: wrap skeletons in a
 * SkeletonBlock, which says "Chargement…" to screen readers once.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', width, height, lines = 1, className, style, ...rest },
  ref,
) {
  const size: CSSProperties = {
    width: width ?? (shape === 'circle' ? undefined : '100%'),
    height: height ?? (shape === 'circle' && width !== undefined ? width : undefined),
    ...style,
  };
  const classes = cx(styles.skeleton({ shape }), className);
  if (shape === 'text' && lines > 1) {
    return (
      <span
        ref={ref}
        aria-hidden="true"
        className={styles.lines}
        style={{ width: size.width }}
        {...rest}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(classes, index === lines - 1 ? styles.lastLine : undefined)}
            style={{ height: size.height }}
          />
        ))}
      </span>
    );
  }
  return <span ref={ref} aria-hidden="true" className={classes} style={size} {...rest} />;
});

export interface SkeletonBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** Skeletons laid out like the content to come. */
  children: ReactNode;
  /** What screen readers hear. @defaultValue "Chargement…" */
  label?: string;
}

/** Groups skeletons and tells screen readers, once, that the content is loading. */
export const SkeletonBlock = forwardRef<HTMLDivElement, SkeletonBlockProps>(function SkeletonBlock(
  { children, label, className, ...rest },
  ref,
) {
  const intl = useIntl();
  return (
    <div ref={ref} className={cx(styles.block, className)} {...rest}>
      <VisuallyHidden>
        <span role="status">
          {label ??
            intl.formatMessage({ id: 'ui.skeleton.loading', defaultMessage: 'Chargement…' })}
        </span>
      </VisuallyHidden>
      {children}
    </div>
  );
});
