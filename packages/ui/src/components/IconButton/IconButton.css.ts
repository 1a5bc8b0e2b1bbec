import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.target,
    height: vars.size.target,
    padding: 0,
    border: `${vars.size.borderWidthStrong} solid transparent`,
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    flexShrink: 0,
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        background: vars.color.disabledSurface,
      },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
    },
    size: {
      medium: {},
      large: { width: vars.size.targetLarge, height: vars.size.targetLarge },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
