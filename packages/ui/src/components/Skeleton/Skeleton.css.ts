import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    background: `linear-gradient(90deg, ${vars.color.disabledSurface} 25%, ${vars.color.surfaceMuted} 50%, ${vars.color.disabledSurface} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s linear infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none', background: vars.color.disabledSurface },
    },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
      rect: { height: vars.space.huge, borderRadius: vars.radius.md },
      circle: {
        width: vars.space.xxxl,
        height: vars.space.xxxl,
        borderRadius: vars.radius.full,
        flexShrink: 0,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});

/** The last line of a paragraph is shorter, like real text. */
export const lastLine = style({ width: '60%' });

export const block = style({ position: 'relative' });

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
