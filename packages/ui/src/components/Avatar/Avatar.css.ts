import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.primarySoft,
    color: vars.color.primarySoftText,
    border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: vars.space.xxl, height: vars.space.xxl, fontSize: vars.fontSize.small },
      medium: {
        width: vars.space.xxxl,
        height: vars.space.xxxl,
        fontSize: vars.fontSize.large,
      },
      large: { width: vars.space.huge, height: vars.space.huge, fontSize: vars.fontSize.h3 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
