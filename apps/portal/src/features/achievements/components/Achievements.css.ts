import { style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Tags: one column on a phone, two from the tablet width. */
export const tagGrid = style([
  list,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The patient's current rank stands out: a thicker frame in the main colour. */
export const current = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 2px ${vars.color.primary}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const iconReached = style({
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const detail = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
