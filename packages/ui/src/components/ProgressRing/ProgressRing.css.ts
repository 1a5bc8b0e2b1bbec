import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.fontFamily.body,
  color: vars.color.text,
  textAlign: 'center',
  maxWidth: '100%',
});

export const ring = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
  },
  variants: {
    size: {
      small: {
        width: `calc(${vars.space.huge} * 1.25)`,
        height: `calc(${vars.space.huge} * 1.25)`,
        fontSize: vars.fontSize.small,
      },
      medium: {
        width: `calc(${vars.space.huge} * 1.5)`,
        height: `calc(${vars.space.huge} * 1.5)`,
        fontSize: vars.fontSize.h4,
      },
      large: {
        width: `calc(${vars.space.huge} * 2)`,
        height: `calc(${vars.space.huge} * 2)`,
        fontSize: vars.fontSize.h3,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const svg = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  transform: 'rotate(-90deg)',
});

export const track = style({ stroke: vars.color.chartGrid });

export const arc = recipe({
  base: {
    transition: `stroke-dashoffset ${vars.motion.durationSlow} ${vars.motion.easing}`,
  },
  variants: {
    reached: {
      true: { stroke: vars.color.success },
      false: { stroke: vars.color.primary },
    },
  },
});

export const value = style({
  position: 'relative',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const label = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export type ProgressRingVariants = NonNullable<RecipeVariants<typeof ring>>;
