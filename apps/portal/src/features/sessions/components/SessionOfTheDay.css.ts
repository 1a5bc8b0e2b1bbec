import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

export const facts = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${facts} > div`, { display: 'grid', gap: vars.space.xxs });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, {
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const exercises = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const exercise = style({
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&::marker': { fontWeight: vars.fontWeight.bold } },
});

export const exerciseName = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
});

export const exerciseMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
  color: vars.color.textMuted,
});
