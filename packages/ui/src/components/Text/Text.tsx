import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Text.css';

export const textSizes = ['small', 'body', 'large'] as const;
export const textTones = ['default', 'muted', 'danger', 'success'] as const;
export const textWeights = ['regular', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;
export const textElements = ['p', 'span', 'div'] as const;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: a paragraph, or a `span`/`div` inside other content. @defaultValue 'p' */
  as?: (typeof textElements)[number];
  /** Size on the type scale (16, 18 or 20 px). @defaultValue 'body' */
  size?: (typeof textSizes)[number];
  /** Colour role; danger and success must not be the only sign of a state. @defaultValue 'default' */
  tone?: (typeof textTones)[number];
  /** Font weight. @defaultValue 'regular' */
  weight?: (typeof textWeights)[number];
  /** Text alignment. @defaultValue 'start' */
  align?: (typeof textAligns)[number];
  /** The text. */
  children: ReactNode;
}

/** Body text on the type scale, with a tone for muted, error and success texts. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    as: Tag = 'p',
    size = 'body',
    tone = 'default',
    weight = 'regular',
    align = 'start',
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Tag
      // One ref type for the three elements: each is a plain HTMLElement here.
      ref={ref as never}
      className={cx(styles.text({ size, tone, weight, align }), className)}
      {...rest}
    >
      {children}
    </Tag>
  );
});
