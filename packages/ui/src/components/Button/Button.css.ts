import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.target,
    minWidth: vars.size.target,
    paddingInline: vars.space.lg,
    border: `${vars.size.borderWidthStrong} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.fontFamily.body,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        background: vars.color.disabledSurface,
        color: vars.color.disabledText,
        borderColor: vars.color.disabledSurface,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.text } },
      },
    },
    size: {
      medium: {},
      large: { minHeight: vars.size.targetLarge, fontSize: vars.fontSize.large },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export const label = style({});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
