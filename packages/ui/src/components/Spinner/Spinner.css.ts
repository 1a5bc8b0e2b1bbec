import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  verticalAlign: 'middle',
});

export const svg = recipe({
  base: {
    flexShrink: 0,
    animation: `${spin} 0.9s linear infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    size: {
      small: { width: vars.space.lg, height: vars.space.lg },
      medium: { width: vars.space.xl, height: vars.space.xl },
      large: { width: vars.space.xxxl, height: vars.space.xxxl },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** Colours a container may set for a spinner on its own background (a loading Button does). */
export const trackColor = createVar();
export const arcColor = createVar();

export const track = style({ stroke: fallbackVar(trackColor, vars.color.disabledSurface) });

export const arc = style({ stroke: fallbackVar(arcColor, vars.color.primary) });

export const label = recipe({
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.body },
      large: { fontSize: vars.fontSize.large },
    },
  },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof svg>>;
