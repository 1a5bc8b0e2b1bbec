import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  },
  variants: {
    visualLevel: {
      1: { fontSize: vars.fontSize.h1 },
      2: { fontSize: vars.fontSize.h2 },
      3: { fontSize: vars.fontSize.h3 },
      4: { fontSize: vars.fontSize.h4 },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
