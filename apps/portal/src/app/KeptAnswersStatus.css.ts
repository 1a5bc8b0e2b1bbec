import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

/** At the top of the page's content: the mark's reference, taking no room. */
export const anchor = style({
  position: 'relative',
  height: 0,
});

/**
 * The "updating" mark sits just under the header, in the main landmark's top padding
 * (app/AppLayout.css.ts), at the end of the line: out of the page's flow, so that neither its
 * coming nor its going moves what the user reads. Not across the header's edge: at 1280 px it
 * covered the role under the user's name.
 */
export const region = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xl} + ${vars.space.xs})`,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.nav,
  // Nothing to press: a tap at its edge reaches the header's button beneath.
  pointerEvents: 'none',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.elevation.low,
  whiteSpace: 'nowrap',
});

export const icon = style({
  flexShrink: 0,
  animation: `${turn} 1.6s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const failure = style({
  marginBlockEnd: vars.space.lg,
});
