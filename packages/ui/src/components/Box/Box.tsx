import type { ElementType } from 'react';
import type { Space } from '@oxilio/tokens';
import { cx } from '../../utils/cx';
import * as styles from './Box.css';
import type { PolymorphicProps } from './polymorphic';

/** The space scale, smallest first (the names of `vars.space`). */
export const boxSpaces = [
  'none',
  'xxs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
  'xxxl',
  'huge',
] as const satisfies readonly Space[];
export const boxBackgrounds = [
  'none',
  'background',
  'surface',
  'surfaceMuted',
  'surfaceRaised',
  'primary',
  'primarySoft',
  'infoSoft',
  'successSoft',
  'warningSoft',
  'dangerSoft',
] as const;
export const boxRadii = ['none', 'sm', 'md', 'lg', 'full'] as const;

export interface BoxOwnProps {
  /** Padding on all sides, from the space scale. */
  padding?: (typeof boxSpaces)[number];
  /** Inline (left and right) padding; overrides `padding` on those sides. */
  paddingX?: (typeof boxSpaces)[number];
  /** Block (top and bottom) padding; overrides `padding` on those sides. */
  paddingY?: (typeof boxSpaces)[number];
  /** Background colour role; sets the matching readable text colour too. @defaultValue 'none' */
  background?: (typeof boxBackgrounds)[number];
  /** Corner radius. */
  radius?: (typeof boxRadii)[number];
  /** Draws a hairline border in the theme's border colour. @defaultValue false */
  bordered?: boolean;
}

export type BoxProps<E extends ElementType = 'div'> = PolymorphicProps<E, BoxOwnProps>;

/**
 * The base layout block: any element (`as`) with padding, background and radius from the tokens.
 * A `ref` reaches the rendered element.
 */
export function Box<E extends ElementType = 'div'>({
  as,
  padding,
  paddingX,
  paddingY,
  background = 'none',
  radius,
  bordered = false,
  className,
  ...rest
}: BoxProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={cx(
        styles.box({ padding, paddingX, paddingY, background, radius, bordered }),
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
