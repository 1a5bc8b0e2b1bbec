import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontFamily: vars.fontFamily.body,
  color: vars.color.text,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const count = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.body },
      medium: { fontSize: vars.fontSize.h3, gap: vars.space.sm },
      large: { fontSize: vars.fontSize.h1, gap: vars.space.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const star = style({
  flexShrink: 0,
  color: vars.color.star,
  fill: vars.color.star,
});

export type StarCountVariants = NonNullable<RecipeVariants<typeof count>>;
