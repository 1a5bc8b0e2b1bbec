import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    fontFamily: 'inherit',
    textDecorationLine: 'underline',
    textDecorationThickness: vars.size.borderWidth,
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    overflowWrap: 'break-word',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': {
        color: vars.color.primaryHover,
        textDecorationThickness: vars.size.borderWidthStrong,
      },
      // Besides the global focus ring: a thicker underline, so focus never rests on colour alone.
      '&:focus-visible': {
        textDecorationThickness: vars.size.borderWidthStrong,
      },
    },
  },
  variants: {
    weight: {
      regular: { fontWeight: 'inherit' },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    standalone: {
      true: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: vars.size.target,
        paddingBlock: vars.space.xs,
      },
      false: {},
    },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  flexShrink: 0,
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
