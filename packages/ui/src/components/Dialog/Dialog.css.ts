import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

/** The dimmed backdrop; it also centres the dialog and scrolls a tall one (Radix keeps its scroll). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  overflowY: 'auto',
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    [media.tablet]: { padding: vars.space.xl },
  },
});

export const content = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: '100%',
    padding: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.high,
    fontFamily: vars.fontFamily.body,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
    animation: `${rise} ${vars.motion.durationBase} ${vars.motion.easing}`,
    '@media': {
      [media.reducedMotion]: { animation: 'none' },
      [media.tablet]: { padding: vars.space.xl },
    },
  },
  variants: {
    size: {
      small: { maxWidth: `calc(${vars.space.huge} * 7)` },
      medium: { maxWidth: `calc(${vars.space.huge} * 10)` },
      large: { maxWidth: `calc(${vars.space.huge} * 14)` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  // Title centred on the 44px close button when it fits on one line.
  paddingTop: `calc((${vars.size.target} - 1lh) / 2)`,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const close = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});

export const body = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;
