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

/** Four bars filled from the start: the same level reads the same without its colour. */
export const meter = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
});

export const segment = recipe({
  base: {
    height: vars.space.sm,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
  },
  variants: {
    tone: {
      empty: {},
      danger: { background: vars.color.danger, borderColor: vars.color.danger },
      warning: { background: vars.color.warning, borderColor: vars.color.warning },
      success: { background: vars.color.success, borderColor: vars.color.success },
    },
  },
  defaultVariants: { tone: 'empty' },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

export const level = style({ fontWeight: vars.fontWeight.bold });

export type SegmentVariants = NonNullable<RecipeVariants<typeof segment>>;
