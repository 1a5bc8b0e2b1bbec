import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    border: `${vars.size.borderWidth} solid currentColor`,
    borderRadius: vars.radius.full,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      primary: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
    },
    size: {
      medium: { fontSize: vars.fontSize.small },
      large: {
        fontSize: vars.fontSize.body,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

/** Exercise theme colours override the tone (the border takes the text colour of the theme). */
export const exerciseTheme = styleVariants(vars.exercise, (colors) => ({
  background: colors.background,
  color: colors.text,
  borderColor: colors.background,
}));

export const icon = style({ flexShrink: 0 });

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
