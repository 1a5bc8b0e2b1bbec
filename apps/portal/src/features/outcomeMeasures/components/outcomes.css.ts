import { vars } from '@oxilio/ui';
import { style } from '@vanilla-extract/css';

/** A struck-out result: crossed out, still readable. */
export const struck = style({
  textDecoration: 'line-through',
  color: vars.color.textMuted,
});

export const bands = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
