import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.fontFamily.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({
  fontWeight: vars.fontWeight.bold,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const value = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    background: vars.color.surfaceMuted,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
  },
  variants: {
    size: {
      medium: { height: vars.space.md },
      large: { height: vars.space.xl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.durationSlow} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof fill>>;
