import { vars } from '@oxilio/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A struck-out result: crossed out, still readable. */
export const struck = style({
  textDecoration: 'line-through',
  color: vars.color.textMuted,
});

export const bands = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** Each test's history: a disclosure whose summary is a 44 px target. */
export const history = style({});

globalStyle(`${history} > summary`, {
  cursor: 'pointer',
  minHeight: vars.size.target,
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.link,
});
