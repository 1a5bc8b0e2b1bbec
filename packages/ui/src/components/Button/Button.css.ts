import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { arcColor, trackColor } from '../Spinner/Spinner.css';

/** Text colour of the variant, kept for the spinner while the text itself is made transparent. */
const foreground = createVar();

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
      '&:disabled, &[aria-disabled="true"]:not([data-loading])': {
        cursor: 'not-allowed',
        background: vars.color.disabledSurface,
        vars: { [foreground]: vars.color.disabledText },
        color: vars.color.disabledText,
        borderColor: vars.color.disabledSurface,
      },
      // The label stays in place (and in the accessibility tree), unseen: the width does not jump.
      '&[data-loading]': {
        position: 'relative',
        cursor: 'progress',
        color: 'transparent',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        vars: { [foreground]: vars.color.primaryText },
        color: foreground,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        vars: { [foreground]: vars.color.primary },
        color: foreground,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
      ghost: {
        background: 'transparent',
        vars: { [foreground]: vars.color.primary },
        color: foreground,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
      danger: {
        background: vars.color.danger,
        vars: { [foreground]: vars.color.textInverse },
        color: foreground,
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

export const icon = style({ flexShrink: 0 });

/** Centred over the transparent label. */
export const spinner = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  vars: {
    [arcColor]: foreground,
    [trackColor]: `color-mix(in srgb, ${foreground} 30%, transparent)`,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
