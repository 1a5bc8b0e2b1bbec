import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 0',
  minWidth: 0,
});

/** A segment of the bar: filled when done, outlined and thicker for the current step. */
export const bar = style({
  flex: '1 1 auto',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
});

export const done = style({
  background: vars.color.primary,
  borderColor: vars.color.primary,
});

export const current = style({
  height: '12px',
  background: vars.color.primarySoft,
  borderColor: vars.color.primary,
  borderWidth: '2px',
});

export const caption = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});
