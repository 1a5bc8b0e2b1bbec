import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.fontFamily.body,
    lineHeight: vars.lineHeight.body,
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      body: { fontSize: vars.fontSize.body },
      large: { fontSize: vars.fontSize.large },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
